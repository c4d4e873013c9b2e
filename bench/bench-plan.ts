/**
 * The data set and load of docs/budgets.md: 100 users holding 110,000 trades in all, one of them with 10,000; one more
 * user with 100,000 closed trades for the dashboard over 100,000; a CSV of 10,000 backtest trades; a MetaTrader 5
 * report of 10,000 positions; 32 connections for 10 s a measure. BENCH_SCALE (0 < s ≤ 1) shrinks the trade counts
 * for development runs, and BENCH_SECONDS the duration of a load; the budgets never change. BENCH_ONLY (a comma
 * list of BENCH_PARTS) measures only those parts, e.g. `BENCH_ONLY=api` for the rows under load.
 */
export type BenchPlan = {
  scale: number;
  parts: ReadonlySet<BenchPart>;
  loadSeconds: number;
  connections: number;
  /** Users besides the measured one, sharing the trades table with it. */
  otherTraders: number;
  otherTradesInAll: number;
  /** The measured user: the list, the 32-connection dashboard, evaluate, the web draw time. */
  traderTrades: number;
  /** The user of the dashboard over 100,000 closed trades. */
  largeTraderTrades: number;
  csvTrades: number;
  /** The MetaTrader 5 report previewed and imported (docs/budgets.md, Part two). */
  mt5Positions: number;
};

const FULL = {
  users: 100,
  tradesInAll: 110_000,
  traderTrades: 10_000,
  largeTraderTrades: 100_000,
  csv: 10_000,
  mt5Positions: 10_000,
};

/**
 * The bench's parts, in the order they run: starts and memory, the API under load, the analysis routes over
 * 100,000 trades (docs/rules/statistics.md), the backtests' CSV, the imports and exports of real trades (docs/rules/imports.md), the web app,
 * and the candle store with the excursions and what-if exits computed from it (docs/rules/candles.md).
 */
export const BENCH_PARTS = ['start', 'api', 'analysis', 'csv', 'imports', 'web', 'candles'] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

function benchParts(): Set<BenchPart> {
  const text = process.env.BENCH_ONLY;
  if (text === undefined || text === '') return new Set(BENCH_PARTS);
  const parts = new Set<BenchPart>();
  for (const name of text.split(',').map((part) => part.trim())) {
    const part = BENCH_PARTS.find((known) => known === name);
    if (part === undefined)
      throw new Error(`BENCH_ONLY : « ${name} » inconnu, attendu parmi ${BENCH_PARTS.join(', ')}.`);
    parts.add(part);
  }
  return parts;
}

export function positiveNumber(name: string, fallback: number, max: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!(value > 0 && value <= max))
    throw new Error(`${name} : nombre attendu dans ]0, ${max}], reçu « ${text} ».`);
  return value;
}

export function benchPlanFromEnv(): BenchPlan {
  const scale = positiveNumber('BENCH_SCALE', 1, 1);
  const scaled = (count: number) => Math.max(1, Math.round(count * scale));
  return {
    scale,
    parts: benchParts(),
    loadSeconds: positiveNumber('BENCH_SECONDS', 10, 600),
    connections: 32,
    otherTraders: FULL.users - 1,
    otherTradesInAll: scaled(FULL.tradesInAll - FULL.traderTrades),
    traderTrades: scaled(FULL.traderTrades),
    largeTraderTrades: scaled(FULL.largeTraderTrades),
    csvTrades: scaled(FULL.csv),
    mt5Positions: scaled(FULL.mt5Positions),
  };
}

/** « 10 000 » as the French write it (a narrow no-break space). */
export const count = (value: number) => value.toLocaleString('fr-FR');
