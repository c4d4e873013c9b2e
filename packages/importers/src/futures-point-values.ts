// DESIGN §11: the value of one full point of price of the common futures contracts, in the contract's currency
// (USD for all of these), from the exchanges' contract specifications (CME Group: contract unit × 1 point).
// A symbol whose root is not here gets null: the pipeline asks the trader rather than guess.
const POINT_VALUES: Readonly<Record<string, string>> = {
  ES: '50', // E-mini S&P 500: $50 × index
  MES: '5', // Micro E-mini S&P 500: $5 × index
  NQ: '20', // E-mini Nasdaq-100: $20 × index
  MNQ: '2', // Micro E-mini Nasdaq-100: $2 × index
  YM: '5', // E-mini Dow: $5 × index
  MYM: '0.5', // Micro E-mini Dow: $0.50 × index
  RTY: '50', // E-mini Russell 2000: $50 × index
  M2K: '5', // Micro E-mini Russell 2000: $5 × index
  CL: '1000', // Crude oil: 1,000 barrels, price in $/barrel
  MCL: '100', // Micro crude oil: 100 barrels
  NG: '10000', // Henry Hub natural gas: 10,000 MMBtu
  GC: '100', // Gold: 100 troy ounces
  MGC: '10', // Micro gold: 10 troy ounces
  SI: '5000', // Silver: 5,000 troy ounces
  ZN: '1000', // 10-year T-note: $100,000 face value, price in points of par
  ZB: '1000', // T-bond: $100,000 face value
  ZF: '1000', // 5-year T-note: $100,000 face value
  ZT: '2000', // 2-year T-note: $200,000 face value
  '6E': '125000', // Euro FX: €125,000, price in $/€
  '6B': '62500', // British pound: £62,500
  M6E: '12500', // Micro Euro FX: €12,500
};

// CME month codes, January (F) to December (Z).
const MONTH_CODES = 'FGHJKMNQUVXZ';
// What follows the root in `ESZ4`, `MNQH25`, `6EM2025`: month code, year.
const MONTH_AND_YEAR = new RegExp(`^[${MONTH_CODES}](?:\\d{1,2}|\\d{4})$`);
// Any root with its month and year (`LEZ5`, `HEG26`): the shortest root that leaves a month and a year.
const ANY_CONTRACT = new RegExp(`^([A-Z0-9]{1,4}?)[${MONTH_CODES}](?:\\d{1,2}|\\d{4})$`);
// NinjaTrader's `ES 12-24` / `MES 03-25`.
const NINJA_CONTRACT = /^([A-Z0-9]{1,4}) \d{2}-\d{2}$/;

/** The known futures root of a symbol (`ESZ4` → `ES`, `MNQH25` → `MNQ`, `ES 12-24` → `ES`, `ES` → `ES`), or null. */
export function futuresRoot(symbol: string): string | null {
  const text = symbol.trim().toUpperCase();
  if (Object.hasOwn(POINT_VALUES, text)) return text;
  const ninja = NINJA_CONTRACT.exec(text)?.[1];
  if (ninja !== undefined) return Object.hasOwn(POINT_VALUES, ninja) ? ninja : null;
  // A root may itself end in a month letter (`MNQ`, `M6E`…): the shortest root that is known wins.
  for (let end = 1; end <= 4 && end < text.length; end += 1) {
    const root = text.slice(0, end);
    if (Object.hasOwn(POINT_VALUES, root) && MONTH_AND_YEAR.test(text.slice(end))) return root;
  }
  return null;
}

/** The value of one point of the symbol's contract (`MESH5` → `5`), or null when its root is unknown. */
export function futuresPointValue(symbol: string): string | null {
  const root = futuresRoot(symbol);
  return root === null ? null : (POINT_VALUES[root] ?? null);
}

/**
 * The root of a futures contract, known to Carnet or not (`ESZ4` → `ES`, `LEZ5` → `LE`, `LE 12-25` → `LE`), or
 * null when the symbol does not read as a contract (`AAPL`, `EURUSD`, a bare `LE`).
 */
export function contractRoot(symbol: string): string | null {
  const known = futuresRoot(symbol);
  if (known !== null) return known;
  const text = symbol.trim().toUpperCase();
  return NINJA_CONTRACT.exec(text)?.[1] ?? ANY_CONTRACT.exec(text)?.[1] ?? null;
}

/** The trader's point values by root (the `point_values` field), which come before Carnet's own. */
export type TraderPointValues = ReadonlyMap<string, string>;

/** The value of one point of a root: the trader's, else Carnet's, else null (DESIGN §11: then Carnet asks). */
export function rootPointValue(root: string, given: TraderPointValues): string | null {
  return given.get(root) ?? (Object.hasOwn(POINT_VALUES, root) ? (POINT_VALUES[root] ?? null) : null);
}
