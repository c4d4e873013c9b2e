import { ASSET_TYPES, type AssetType, type Direction } from '@carnet/domain';

// The asset types are the domain's (the instrument registry reads symbols into them); their labels are here.
export { ASSET_TYPES, type AssetType };

/** The French labels of the asset types, capital modes, directions, statuses and screenshot kinds. */
export const ASSET_TYPE_LABELS: Record<AssetType, string> = {
  CRYPTO: 'Crypto',
  FOREX: 'Forex',
  STOCK: 'Actions',
  FUTURES: 'Futures',
  CFD: 'CFD / indices',
};

export const DIRECTION_LABELS: Record<Direction, string> = { LONG: 'Achat', SHORT: 'Vente' };

export const CAPITAL_MODES = ['SIM', 'LIVE', 'CHALLENGE'] as const;
export type CapitalMode = (typeof CAPITAL_MODES)[number];
export const CAPITAL_MODE_LABELS: Record<CapitalMode, string> = {
  SIM: 'Simulation',
  LIVE: 'Live',
  CHALLENGE: 'Challenge',
};

export const TRADE_STATUSES = ['OPEN', 'CLOSED'] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

export const TRADE_OUTCOMES = ['WIN', 'LOSS', 'BREAKEVEN'] as const;
export type TradeOutcome = (typeof TRADE_OUTCOMES)[number];

/**
 * Where a trade's money comes from (docs/rules/money.md#sources): R × risk amount, the exits priced with the
 * instrument's specification, or the figure the trader or broker gave.
 */
export const PNL_SOURCES = ['ESTIMATED', 'REPORTED', 'COMPUTED'] as const;
export type PnlSource = (typeof PNL_SOURCES)[number];
/** How the pages and the history say it: the estimate from R, computed from the exits, or what the broker reported. */
export const PNL_SOURCE_LABELS: Record<PnlSource, string> = {
  ESTIMATED: 'estimé',
  REPORTED: 'réel',
  COMPUTED: 'calculé',
};

/** docs/rules/trades.md: what an entry of a trade's edit history records. */
export const TRADE_HISTORY_ACTIONS = [
  'CREATE',
  'UPDATE',
  'CLOSE',
  'CONFIRMATIONS',
  'SCREENSHOT_ADDED',
  'SCREENSHOT_REMOVED',
  'IMPORT',
  'REOPEN',
  'EXISTING',
] as const;
export type TradeHistoryAction = (typeof TRADE_HISTORY_ACTIONS)[number];
export const TRADE_HISTORY_ACTION_LABELS: Record<TradeHistoryAction, string> = {
  CREATE: 'Création',
  UPDATE: 'Modification',
  CLOSE: 'Clôture',
  CONFIRMATIONS: 'Confirmations',
  SCREENSHOT_ADDED: 'Capture ajoutée',
  SCREENSHOT_REMOVED: 'Capture supprimée',
  IMPORT: 'Import',
  REOPEN: 'Réouverture',
  EXISTING: 'Opération existante reprise dans l’historique',
};

export const TRADE_SCREENSHOT_KINDS = ['BEFORE', 'AFTER', 'HTF', 'LTF', 'EXEC', 'OTHER'] as const;
export const CONFIGURATION_SCREENSHOT_KINDS = ['HTF', 'LTF', 'EXAMPLE', 'RULE', 'OTHER'] as const;

/** docs/ui.md constants shared by server and web. */
export const TRADES_PAGE_SIZE = 10;
export const DEFAULT_CURRENCY = 'USD';
