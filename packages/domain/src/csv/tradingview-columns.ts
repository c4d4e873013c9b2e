/*
 * Columns of TradingView's Strategy Tester « List of trades » export (FORMATS.md, TradingView). Headers changed
 * over time: `Trade #,Type,Signal,Date/Time,Price THB,Contracts,Profit THB,Profit %,Cum. Profit THB,…` (the
 * fixtures), older `Price USD`/`Profit USD`/`Cum. Profit USD`, newer `Date/Time` or `Date and time`,
 * `Position size (qty)` and `Net P&L USD`. The file's currency is only in those headers.
 */
export type TradingViewColumns = {
  trade: number;
  type: number;
  date: number;
  price: number;
  qty?: number;
  signal?: number;
  /** The trade's net profit as TradingView reports it (commission and point value included). */
  profit?: number;
  /** ISO-like code read from the profit (else price) header, upper case; null when the headers carry none. */
  currency: string | null;
};

const QTY_HEADERS = [
  'contracts',
  'quantity',
  'qty',
  'position size (qty)',
  'size (qty)',
  'position size',
  'size',
];
const DATE_HEADERS = ['date/time', 'date and time', 'date', 'time'];
const TRADE_HEADERS = ['trade #', 'trade#', 'trade no', 'trade number'];
const PRICE_HEADER = /^price(?: ([a-z]{2,6}))?$/;
// « Profit THB », « Net P&L USD »; never « Profit % » nor « Cum. Profit THB ».
const PROFIT_HEADER = /^(?:net )?(?:profit|p&l)(?: ([a-z]{2,6}))?$/;

/** Finds TradingView's columns in a normalised header, or null when it is not a « List of trades » export. */
export function tradingViewColumns(headers: readonly string[]): TradingViewColumns | null {
  const find = (names: readonly string[]): number | undefined => {
    for (const name of names) {
      const index = headers.indexOf(name);
      if (index >= 0) return index;
    }
    return undefined;
  };
  const trade = find(TRADE_HEADERS);
  const type = find(['type']);
  const date = find(DATE_HEADERS);
  const price = headers.findIndex((header) => PRICE_HEADER.test(header));
  if (trade === undefined || type === undefined || date === undefined || price < 0) return null;
  const profit = headers.findIndex((header) => PROFIT_HEADER.test(header));
  const currencyCode =
    PROFIT_HEADER.exec(headers[profit] ?? '')?.[1] ?? PRICE_HEADER.exec(headers[price] ?? '')?.[1];
  return {
    trade,
    type,
    date,
    price,
    qty: find(QTY_HEADERS),
    signal: find(['signal']),
    profit: profit >= 0 ? profit : undefined,
    currency: currencyCode === undefined ? null : currencyCode.toUpperCase(),
  };
}
