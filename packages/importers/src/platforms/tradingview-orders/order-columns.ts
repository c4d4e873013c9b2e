/** The fields of a TradingView order-history row. */
export type OrderField =
  | 'symbol'
  | 'side'
  | 'quantity'
  | 'fillPrice'
  | 'status'
  | 'commission'
  | 'closingTime'
  | 'orderId';

// Header names seen across versions (`Qty` → `Quantity`, `Fill Price` → `Fill price`) and the French interface
// (FORMATS.md: tradetally maps `côté`, `quantité`, `heure de placement`); compared in lower case.
const NAMES: Readonly<Record<OrderField, readonly string[]>> = {
  symbol: ['symbol', 'symbole'],
  side: ['side', 'côté'],
  quantity: ['qty', 'quantity', 'quantité'],
  fillPrice: ['fill price', 'prix d’exécution', "prix d'exécution"],
  status: ['status', 'statut'],
  commission: ['commission'],
  closingTime: ['closing time', 'heure de clôture'],
  orderId: ['order id', 'id de l’ordre', "id de l'ordre"],
};

const REQUIRED: readonly OrderField[] = ['symbol', 'side', 'quantity', 'fillPrice', 'status', 'closingTime'];

/** Column index of each field (-1 when absent), or null when a required one is missing. */
export function orderColumnsOf(header: readonly string[]): Record<OrderField, number> | null {
  const names = header.map((name) => name.trim().toLowerCase());
  const find = (field: OrderField) => names.findIndex((name) => NAMES[field].includes(name));
  const columns = {
    symbol: find('symbol'),
    side: find('side'),
    quantity: find('quantity'),
    fillPrice: find('fillPrice'),
    status: find('status'),
    commission: find('commission'),
    closingTime: find('closingTime'),
    orderId: find('orderId'),
  };
  return REQUIRED.every((field) => columns[field] !== -1) ? columns : null;
}

/** A TradingView order history, even damaged: a fill price and a placing time beside the side. */
export function looksLikeTradingViewOrders(header: readonly string[]): boolean {
  const names = header.map((name) => name.trim().toLowerCase());
  const has = (candidates: readonly string[]) => names.some((name) => candidates.includes(name));
  return has(NAMES.fillPrice) && has(NAMES.side) && has(['placing time', 'heure de placement']);
}

/** Statuses of a filled order (the others — cancelled, rejected, working — are not trades). */
export const FILLED_STATUSES: ReadonlySet<string> = new Set(['filled', 'exécuté', 'executé', 'rempli']);

export const SIDES: Readonly<Record<string, 'BUY' | 'SELL'>> = {
  buy: 'BUY',
  sell: 'SELL',
  achat: 'BUY',
  vente: 'SELL',
};
