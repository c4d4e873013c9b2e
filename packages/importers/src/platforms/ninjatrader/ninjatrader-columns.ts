/** The fields of a NinjaTrader « Trades » row, and how each language's header names them. */
export type TradeColumns = {
  instrument: string;
  account: string;
  marketPosition: string;
  quantity: string;
  entryPrice: string;
  exitPrice: string;
  entryTime: string;
  exitTime: string;
  profit: string;
  cumNetProfit: string;
  commission: string;
};

export type TradesLayout = { language: 'en' | 'fr'; columns: TradeColumns };

const ENGLISH: TradesLayout = {
  language: 'en',
  columns: {
    instrument: 'Instrument',
    account: 'Account',
    marketPosition: 'Market pos.',
    quantity: 'Qty',
    entryPrice: 'Entry price',
    exitPrice: 'Exit price',
    entryTime: 'Entry time',
    exitTime: 'Exit time',
    profit: 'Profit',
    cumNetProfit: 'Cum. net profit',
    commission: 'Commission',
  },
};

// NinjaTrader 8 in French (Control Center → Performance du compte → Trades → Exporter).
const FRENCH: TradesLayout = {
  language: 'fr',
  columns: {
    instrument: 'Instrument',
    account: 'Compte',
    marketPosition: 'Pos. marché',
    quantity: 'Qté',
    entryPrice: 'Prix d’entrée',
    exitPrice: 'Prix de sortie',
    entryTime: 'Heure d’entrée',
    exitTime: 'Heure de sortie',
    profit: 'Profit',
    cumNetProfit: 'Profit net cumulé',
    commission: 'Commission',
  },
};

// Long/Short as each language writes the market position.
export const MARKET_POSITIONS: Readonly<Record<string, 'LONG' | 'SHORT'>> = {
  long: 'LONG',
  short: 'SHORT',
  achat: 'LONG',
  vente: 'SHORT',
};

/** Typographic and straight apostrophes are the same letter to a reader: compare headers without the difference. */
const plain = (name: string) => name.replace(/[’']/g, "'").trim();

/** The layout whose position and price columns the header holds (the sign of a Trades export), or null. */
export function tradesLayoutOf(header: readonly string[]): TradesLayout | null {
  const names = new Set(header.map(plain));
  return (
    [ENGLISH, FRENCH].find(({ columns }) =>
      [columns.marketPosition, columns.entryPrice, columns.exitPrice, columns.entryTime].every((c) =>
        names.has(plain(c)),
      ),
    ) ?? null
  );
}

/** The index of a column in the header, apostrophes aside (-1 when absent). */
export function columnIndex(header: readonly string[], name: string): number {
  return header.map(plain).indexOf(plain(name));
}
