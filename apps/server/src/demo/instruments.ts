import type { AssetType, ProfileAssets } from '@carnet/contract';
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

export const INSTRUMENTS = {
  EURUSD: forex('EURUSD', 5, 108_500, 0.0035, 0.02, [100, 300]),
  GBPUSD: forex('GBPUSD', 5, 127_000, 0.004, 0.03, [120, 350]),
  USDJPY: forex('USDJPY', 3, 150_000, 0.005, -0.04, [150, 400]),
  XAUUSD: { ...forex('XAUUSD', 2, 235_000, 0.009, 0.14, [400, 1500]), sizeSteps: [10, 150] },
  NAS100: index('NAS100', 18_000_0, 0.011, 0.12, [200, 600]),
  SPX500: index('SPX500', 5_200_0, 0.008, 0.1, [60, 180]),
  AAPL: {
    ...index('AAPL', 190_00, 0.014, 0.08, [150, 400]),
    priceDecimals: 2,
    sizeDecimals: 0,
    sizeSteps: [20, 150],
  },
  BTCUSD: crypto('BTCUSD', 65_000_00, 0.025, 0.35, [60_000, 200_000], 3, [50, 800]),
  ETHUSD: crypto('ETHUSD', 3_200_00, 0.03, 0.15, [4_000, 12_000], 2, [50, 800]),
  SOLUSD: crypto('SOLUSD', 150_00, 0.04, 0.2, [300, 900], 1, [100, 1_500]),
} satisfies Record<string, Instrument>;

export type InstrumentName = keyof typeof INSTRUMENTS;

/** The profile's asset lists (SPEC §2: the trade form offers these names), in catalogue order. */
export function profileAssets(): ProfileAssets {
  const assets: ProfileAssets = { CRYPTO: [], FOREX: [], STOCK: [] };
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

function forex(
  name: string,
  priceDecimals: number,
  startTicks: number,
  dailyVolatility: number,
  yearlyDrift: number,
  stopTicks: readonly [number, number],
): Instrument {
  return {
    name,
    assetType: 'FOREX',
    priceDecimals,
    startTicks,
    dailyVolatility,
    yearlyDrift,
    stopTicks,
    sizeDecimals: 2,
    sizeSteps: [50, 300],
    holdMinutes: [25, 360],
  };
}

function index(
  name: string,
  startTicks: number,
  dailyVolatility: number,
  yearlyDrift: number,
  stopTicks: readonly [number, number],
): Instrument {
  return {
    name,
    assetType: 'STOCK',
    priceDecimals: 1,
    startTicks,
    dailyVolatility,
    yearlyDrift,
    stopTicks,
    sizeDecimals: 1,
    sizeSteps: [5, 50],
    holdMinutes: [10, 240],
  };
}

function crypto(
  name: string,
  startTicks: number,
  dailyVolatility: number,
  yearlyDrift: number,
  stopTicks: readonly [number, number],
  sizeDecimals: number,
  sizeSteps: readonly [number, number],
): Instrument {
  return {
    name,
    assetType: 'CRYPTO',
    priceDecimals: 2,
    startTicks,
    dailyVolatility,
    yearlyDrift,
    stopTicks,
    sizeDecimals,
    sizeSteps,
    holdMinutes: [240, 4_320],
  };
}
