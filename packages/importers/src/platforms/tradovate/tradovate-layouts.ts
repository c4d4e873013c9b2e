/** The columns a Tradovate export of fill pairs names its fields with. */
export type PairLayout = {
  symbol: string;
  account: string | null;
  buyFillId: string;
  sellFillId: string;
  quantity: string;
  buyPrice: string;
  sellPrice: string;
  pnl: string;
  boughtAt: string;
  soldAt: string;
};

// « Performance » (Reports → Performance → export): one row per buy/sell fill pair, no account, no fees.
const PERFORMANCE: PairLayout = {
  symbol: 'symbol',
  account: null,
  buyFillId: 'buyFillId',
  sellFillId: 'sellFillId',
  quantity: 'qty',
  buyPrice: 'buyPrice',
  sellPrice: 'sellPrice',
  pnl: 'pnl',
  boughtAt: 'boughtTimestamp',
  soldAt: 'soldTimestamp',
};

// « Position History » with its pairs: the position's columns repeated on each pair row.
const POSITION_HISTORY: PairLayout = {
  symbol: 'Contract',
  account: 'Account',
  buyFillId: 'Buy Fill ID',
  sellFillId: 'Sell Fill ID',
  quantity: 'Paired Qty',
  buyPrice: 'Buy Price',
  sellPrice: 'Sell Price',
  pnl: 'P/L',
  boughtAt: 'Bought Timestamp',
  soldAt: 'Sold Timestamp',
};

/** The layout whose every column the header holds, or null. */
export function pairLayoutOf(header: readonly string[]): PairLayout | null {
  return (
    [PERFORMANCE, POSITION_HISTORY].find((layout) =>
      Object.values(layout).every((column) => column === null || header.includes(column)),
    ) ?? null
  );
}

/** A header that is Tradovate's, even if a column is missing (then the file is damaged, not foreign). */
export function looksLikeTradovatePairs(header: readonly string[]): boolean {
  return (
    (header.includes('buyFillId') && header.includes('sellFillId')) ||
    (header.includes('Buy Fill ID') && header.includes('Sell Fill ID'))
  );
}
