import { type AssetType, EMPTY_ASSETS, type ProfileAssets } from '@carnet/contract';
import { Decimal, toDecimalString } from '@carnet/domain';
import type { Random } from './seeded-random.ts';

/**
 * A traded instrument. Prices and sizes are integers of their smallest step (ticks, lots' hundredths…), so the
 * demo never rounds a float into a price: a step count becomes a decimal string only when it is written.
 */
export type Instrument = {
  name: string;
  assetType: AssetType;
  /** Digits after the decimal point of a price; one tick is 10^-priceDecimals. */
  priceDecimals: number;
  /** Price a year ago, in ticks. */
  startTicks: number;
  /** Typical day-to-day move, as a fraction of the price. */
  dailyVolatility: number;
  /** Yearly drift of the price, as a fraction (0.1 = +10 % over the year). */
  yearlyDrift: number;
  /** Distance from entry to stop, in ticks. */
  stopTicks: readonly [min: number, max: number];
  /** Position size in steps of 10^-sizeDecimals (lots, contracts, coins, shares). */
  sizeDecimals: number;
  sizeSteps: readonly [min: number, max: number];
  /** Minutes a trade usually stays open. */
  holdMinutes: readonly [min: number, max: number];
};

/** What the instruments of one market have in common, unless an instrument says otherwise. */
type MarketTraits = Pick<
  Instrument,
  'assetType' | 'priceDecimals' | 'sizeDecimals' | 'sizeSteps' | 'holdMinutes'
>;

const MARKETS = {
  forex: {
    assetType: 'FOREX',
    priceDecimals: 5,
    sizeDecimals: 2,
    sizeSteps: [50, 300],
    holdMinutes: [25, 360],
  },
  // Index CFDs (docs/rules/trades.md: « CFD / indices »), traded in tenths of a contract.
  index: {
    assetType: 'CFD',
    priceDecimals: 1,
    sizeDecimals: 1,
    sizeSteps: [5, 50],
    holdMinutes: [10, 240],
  },
  // Exchange futures: whole contracts only, at least three so that three targets each sell one.
  futures: {
    assetType: 'FUTURES',
    priceDecimals: 2,
    sizeDecimals: 0,
    sizeSteps: [3, 12],
    holdMinutes: [10, 240],
  },
  crypto: {
    assetType: 'CRYPTO',
    priceDecimals: 2,
    sizeDecimals: 2,
    sizeSteps: [50, 800],
    holdMinutes: [240, 4_320],
  },
} satisfies Record<string, MarketTraits>;

/** One line of the catalogue: its market, how its price moves, and what differs from its market's traits. */
type CatalogueLine = Pick<Instrument, 'startTicks' | 'dailyVolatility' | 'yearlyDrift' | 'stopTicks'> &
  Partial<MarketTraits> & { market: keyof typeof MARKETS };

function catalogue<Name extends string>(lines: Record<Name, CatalogueLine>): Record<Name, Instrument> {
  const entries = Object.entries<CatalogueLine>(lines).map(
    ([name, { market, ...own }]): [string, Instrument] => [name, { name, ...MARKETS[market], ...own }],
  );
  // Object.fromEntries types its keys as any string; they are the catalogue's own names.
  return Object.fromEntries(entries) as Record<Name, Instrument>;
}

export const INSTRUMENTS = catalogue({
  EURUSD: {
    market: 'forex',
    startTicks: 108_500,
    dailyVolatility: 0.0035,
    yearlyDrift: 0.02,
    stopTicks: [100, 300],
  },
  GBPUSD: {
    market: 'forex',
    startTicks: 127_000,
    dailyVolatility: 0.004,
    yearlyDrift: 0.03,
    stopTicks: [120, 350],
  },
  USDJPY: {
    market: 'forex',
    priceDecimals: 3,
    startTicks: 150_000,
    dailyVolatility: 0.005,
    yearlyDrift: -0.04,
    stopTicks: [150, 400],
  },
  XAUUSD: {
    market: 'forex',
    priceDecimals: 2,
    startTicks: 235_000,
    dailyVolatility: 0.009,
    yearlyDrift: 0.14,
    stopTicks: [400, 1500],
    sizeSteps: [10, 150],
  },
  NAS100: {
    market: 'index',
    startTicks: 18_000_0,
    dailyVolatility: 0.011,
    yearlyDrift: 0.12,
    stopTicks: [200, 600],
  },
  SPX500: {
    market: 'index',
    startTicks: 5_200_0,
    dailyVolatility: 0.008,
    yearlyDrift: 0.1,
    stopTicks: [60, 180],
  },
  AAPL: {
    market: 'index',
    assetType: 'STOCK',
    priceDecimals: 2,
    startTicks: 190_00,
    dailyVolatility: 0.014,
    yearlyDrift: 0.08,
    stopTicks: [150, 400],
    sizeDecimals: 0,
    sizeSteps: [20, 150],
  },
  // E-mini S&P 500 and gold futures.
  ES: {
    market: 'futures',
    startTicks: 5_200_00,
    dailyVolatility: 0.008,
    yearlyDrift: 0.1,
    stopTicks: [600, 1_800],
  },
  GC: {
    market: 'futures',
    priceDecimals: 1,
    startTicks: 2_350_0,
    dailyVolatility: 0.009,
    yearlyDrift: 0.14,
    stopTicks: [40, 150],
  },
  BTCUSD: {
    market: 'crypto',
    startTicks: 65_000_00,
    dailyVolatility: 0.025,
    yearlyDrift: 0.35,
    stopTicks: [60_000, 200_000],
    sizeDecimals: 3,
  },
  ETHUSD: {
    market: 'crypto',
    startTicks: 3_200_00,
    dailyVolatility: 0.03,
    yearlyDrift: 0.15,
    stopTicks: [4_000, 12_000],
  },
  SOLUSD: {
    market: 'crypto',
    startTicks: 150_00,
    dailyVolatility: 0.04,
    yearlyDrift: 0.2,
    stopTicks: [300, 900],
    sizeDecimals: 1,
    sizeSteps: [100, 1_500],
  },
});

export type InstrumentName = keyof typeof INSTRUMENTS;

/** The profile's asset lists (docs/ui.md: the trade form offers these names), in catalogue order. */
export function profileAssets(): ProfileAssets {
  const assets: ProfileAssets = structuredClone(EMPTY_ASSETS);
  for (const instrument of Object.values(INSTRUMENTS)) assets[instrument.assetType].push(instrument.name);
  return assets;
}

/** A daily closing price (in ticks) for each of `days` days: a seeded random walk with the instrument's drift. */
export function pricePath(instrument: Instrument, days: number, random: Random): number[] {
  const dailyDrift = instrument.yearlyDrift / 365;
  const path: number[] = [];
  let price = instrument.startTicks;
  for (let day = 0; day < days; day++) {
    const move =
      dailyDrift + instrument.dailyVolatility * (random.next() + random.next() + random.next() - 1.5);
    price = Math.max(1, Math.round(price * (1 + move)));
    path.push(price);
  }
  return path;
}

/** `108523` ticks of 5 decimals → `"1.08523"` (exact, canonical: no trailing zeros). */
export function stepsToDecimal(steps: number, decimals: number): string {
  return toDecimalString(new Decimal(steps).div(new Decimal(10).pow(decimals)));
}

/** A price in ticks as a plain number, for drawing only (never stored). */
export function ticksToNumber(ticks: number, instrument: Instrument): number {
  return ticks / 10 ** instrument.priceDecimals;
}
