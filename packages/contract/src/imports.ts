// DESIGN §11: the platforms whose files Carnet reads, each with a French label.

export const IMPORT_PLATFORMS = [
  'MT4_STATEMENT',
  'MT5_REPORT',
  'CTRADER_HISTORY',
  'TRADINGVIEW_ORDERS',
  'NINJATRADER_TRADES',
  'TRADOVATE_PERFORMANCE',
  'TRADOVATE_ORDERS',
  'IBKR_FLEX',
  'BINANCE_TRADES',
  'BYBIT_TRADES',
  'CARNET_TRADES',
  'TEMPLATE',
] as const;
export type ImportPlatform = (typeof IMPORT_PLATFORMS)[number];

export const IMPORT_PLATFORM_LABELS: Record<ImportPlatform, string> = {
  MT4_STATEMENT: 'MetaTrader 4 — relevé (Statement)',
  MT5_REPORT: 'MetaTrader 5 — rapport d’historique',
  CTRADER_HISTORY: 'cTrader — historique',
  TRADINGVIEW_ORDERS: 'TradingView — historique des ordres',
  NINJATRADER_TRADES: 'NinjaTrader — trades',
  TRADOVATE_PERFORMANCE: 'Tradovate — Performance',
  TRADOVATE_ORDERS: 'Tradovate — ordres',
  IBKR_FLEX: 'Interactive Brokers — Flex Query',
  BINANCE_TRADES: 'Binance — historique des trades',
  BYBIT_TRADES: 'Bybit — historique des trades',
  CARNET_TRADES: 'Carnet — export trades.csv',
  TEMPLATE: 'Modèle d’import personnalisé',
};

/** The largest file an import reads (DESIGN §11). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** French messages of imports. */
export const IMPORT_MESSAGES = {
  unknownFormat: (expected: string) => `Format non reconnu : ${expected}`,
  emptyFile: 'Le fichier est vide.',
  tooLarge: 'Fichier trop volumineux (20 Mo au maximum).',
  orphanClose: 'Clôture sans ouverture dans le fichier',
  unreadableRow: (why: string) => `Ligne illisible : ${why}`,
} as const;
