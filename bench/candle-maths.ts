import {
  type Candle,
  type CandleSeries,
  candleSeries,
  createRandom,
  type ExcursionsTrade,
  type Random,
  tradeExcursions,
  type WhatIfTrade,
  whatIfExits,
} from '@carnet/domain';
import { count } from './bench-plan.ts';
import { ms } from './report.ts';

// The domain's share of two budgets of Part three: excursions of 10,000 trades over 1,000,000 one-minute candles
// (< 5 s with the database) and the what-if exits of 10,000 trades (< 2 s). Pure computation, no server: the floor
// under the routes that will call it. Run alone: `node --import tsx bench/candle-maths.ts` (seeded, repeatable).
const CANDLES = 1_000_000;
const TRADES = 10_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A 24/5 random walk of one-minute candles from Monday 2022-01-03, prices with 4 decimals as a store gives them. */
function minuteCandles(random: Random): Candle[] {
  const candles: Candle[] = [];
  let price = 100;
  for (let t = Date.UTC(2022, 0, 3); candles.length < CANDLES; t += MINUTE) {
    const weekday = new Date(t).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const open = price;
    price = Math.max(1, price + random.between(-0.05, 0.05));
    const high = Math.max(open, price) + random.between(0, 0.03);
    const low = Math.min(open, price) - random.between(0, 0.03);
    candles.push({ t, o: open.toFixed(4), h: high.toFixed(4), l: low.toFixed(4), c: price.toFixed(4) });
  }
  return candles;
}

/** One-hour candles made of the minutes. */
function hourCandles(minutes: readonly Candle[]): Candle[] {
  const hours: Candle[] = [];
  for (const m of minutes) {
    const t = Math.floor(m.t / HOUR) * HOUR;
    const last = hours.at(-1);
    if (last?.t !== t) hours.push({ ...m, t });
    else {
      last.h = Math.max(Number(last.h), Number(m.h)).toFixed(4);
      last.l = Math.min(Number(last.l), Number(m.l)).toFixed(4);
      last.c = m.c;
    }
  }
  return hours;
}

/** A trade held 5 minutes to 12 hours, a fifth scaled in, half with a partial exit at TP1; stop 0.2 to 1 away. */
function tradeAt(
  random: Random,
  minutes: readonly Candle[],
  series: CandleSeries[],
): WhatIfTrade & ExcursionsTrade {
  const first = random.integer(0, minutes.length - 800);
  const last = first + random.integer(5, 720);
  const entryCandle = minutes[first];
  const exitCandle = minutes[last];
  if (entryCandle === undefined || exitCandle === undefined) throw new Error('candle index out of range');
  const isLong = random.chance(0.5);
  const sign = isLong ? 1 : -1;
  const entry = Number(entryCandle.c);
  const distance = random.between(0.2, 1);
  const exitPrice = exitCandle.c;
  const entries = [{ price: entryCandle.c, quantity: '2', at: entryCandle.t + 30_000 }];
  if (random.chance(0.2)) {
    const added = minutes[first + 2];
    if (added !== undefined) entries.push({ price: added.c, quantity: '1', at: added.t + 30_000 });
  }
  const quantity = entries.length === 1 ? '2' : '3';
  const half = entries.length === 1 ? '1' : '1.5';
  const exits = random.chance(0.5)
    ? [{ price: exitPrice, quantity, at: exitCandle.t + 30_000 }]
    : [
        { price: (entry + sign * distance).toFixed(4), quantity: half, at: exitCandle.t - 60_000 },
        { price: exitPrice, quantity: half, at: exitCandle.t + 30_000 },
      ];
  const plan = {
    entry_price: entryCandle.c,
    stop_loss_price: (entry - sign * distance).toFixed(4),
    quantity,
    take_profits: [
      { price: (entry + sign * distance).toFixed(4), quantity_to_sell: half },
      { price: (entry + sign * 2 * distance).toFixed(4), quantity_to_sell: half },
    ],
  };
  return { direction: isLong ? 'LONG' : 'SHORT', entries, exits, plan, candles: series };
}

const RUNS = 3;

/**
 * The best of RUNS runs, in wall time and in this process's CPU time: on a shared machine the CPU time says what
 * the code costs, and the best run what it costs when the machine lets it run.
 */
function timed<T>(label: string, run: () => T): T {
  let best = { wall: Number.POSITIVE_INFINITY, cpu: Number.POSITIVE_INFINITY };
  let result = run();
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    result = run();
    const used = process.cpuUsage(cpu);
    best = {
      wall: Math.min(best.wall, performance.now() - start),
      cpu: Math.min(best.cpu, (used.user + used.system) / 1000),
    };
  }
  console.log(`${label.padEnd(56)} ${ms(best.wall).padStart(8)} (CPU ${ms(best.cpu)})`);
  return result;
}

const random = createRandom(31);
const minutes = minuteCandles(random);
const hours = hourCandles(minutes);
const series = [
  timed(`Lecture de ${count(CANDLES)} bougies 1m`, () => candleSeries('1m', minutes)),
  timed(`Lecture de ${count(hours.length)} bougies 1h`, () => candleSeries('1h', hours)),
];
const trades = Array.from({ length: TRADES }, () => tradeAt(random, minutes, series));
const excursions = timed(`Excursions de ${count(TRADES)} trades (budget < 5 s avec la base)`, () =>
  trades.map((trade) => tradeExcursions(trade, series)),
);
const whatIf = timed(`Et si… sur ${count(TRADES)} trades (budget < 2 s)`, () => whatIfExits(trades));
console.log(
  `Excursions calculées : ${count(excursions.filter((e) => e !== null).length)} ; bougies lues : ` +
    `${count(excursions.reduce((sum, e) => sum + (e?.candles_used ?? 0), 0))}`,
);
for (const s of whatIf.scenarios) {
  console.log(
    `${s.label.padEnd(20)} résolus ${s.resolved}, ambigus ${s.ambiguous}, non résolus ${s.unresolved}`,
  );
}
