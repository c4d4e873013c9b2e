import type { Direction } from '@carnet/domain';
import type { Instrument } from './instruments.ts';
import type { Random } from './seeded-random.ts';

/** A take profit in steps: price in ticks, size in size steps. */
export type TakeProfitLevel = { priceTicks: number; sizeSteps: number };

/** A trade's plan in integers of the instrument's steps (see instruments.ts). */
export type TradeLevels = {
  direction: Direction;
  entryTicks: number;
  stopTicks: number;
  sizeSteps: number;
  takeProfits: TakeProfitLevel[];
};

/** How a closed trade ended: at its targets (a win), at its stop, cut by hand, or flat. */
export type ExitKind = 'targets' | 'stop' | 'cut' | 'breakeven';

export type TradeExitLevels = { closeTicks: number; reachedTakeProfits: number[] };

/** Percent of the size sold at each target, by number of targets; what is left, if any, is a runner. */
const SPLITS: Record<number, readonly (readonly number[])[]> = {
  1: [[100], [100], [50]],
  2: [
    [50, 50],
    [50, 30],
  ],
  3: [
    [40, 30, 30],
    [50, 25, 25],
  ],
};

/** Targets at these multiples of the risk (R) from the entry, one range per target. */
const TARGET_R: readonly (readonly [number, number])[] = [
  [1, 1.6],
  [2, 3],
  [3.2, 5],
];

export function drawLevels(instrument: Instrument, referenceTicks: number, random: Random): TradeLevels {
  const direction: Direction = random.chance(0.55) ? 'LONG' : 'SHORT';
  const sign = direction === 'LONG' ? 1 : -1;
  const risk = random.integer(...instrument.stopTicks);
  const entryTicks = referenceTicks + Math.round(risk * random.between(-0.5, 0.5));
  const sizeSteps = random.integer(...instrument.sizeSteps);
  const count = random.weighted([
    [1, 3],
    [2, 4.5],
    [3, 2.5],
  ] as const);
  const split = random.pick(SPLITS[count] ?? [[100]]);
  const takeProfits = split.map((percent, index) => {
    const [low, high] = TARGET_R[index] ?? [1, 2];
    return {
      priceTicks: entryTicks + sign * Math.round(risk * random.between(low, high)),
      sizeSteps: Math.max(1, Math.floor((sizeSteps * percent) / 100)),
    };
  });
  // Whole-size splits must sell exactly the size: the last target takes what rounding left.
  const sold = takeProfits.reduce((sum, takeProfit) => sum + takeProfit.sizeSteps, 0);
  const last = takeProfits.at(-1);
  if (last !== undefined && split.reduce((sum, percent) => sum + percent, 0) === 100) {
    last.sizeSteps += sizeSteps - sold;
  }
  return { direction, entryTicks, stopTicks: entryTicks - sign * risk, sizeSteps, takeProfits };
}

/** The close price and the targets reached for an exit of this kind (beMoved: the rest leaves at entry). */
export function drawExit(
  levels: TradeLevels,
  kind: ExitKind,
  beMoved: boolean,
  random: Random,
): TradeExitLevels {
  const sign = levels.direction === 'LONG' ? 1 : -1;
  const risk = Math.abs(levels.entryTicks - levels.stopTicks);
  const at = (rMultiple: number) => levels.entryTicks + sign * Math.round(risk * rMultiple);
  switch (kind) {
    case 'stop':
      return { closeTicks: at(-1 - random.between(0, 0.06)), reachedTakeProfits: [] };
    case 'cut':
      return { closeTicks: at(-random.between(0.3, 0.8)), reachedTakeProfits: [] };
    case 'breakeven':
      return { closeTicks: at(random.between(-0.03, 0.03)), reachedTakeProfits: [] };
    case 'targets':
      return targetsExit(levels, beMoved, random, at);
  }
}

function targetsExit(
  levels: TradeLevels,
  beMoved: boolean,
  random: Random,
  at: (rMultiple: number) => number,
): TradeExitLevels {
  const count = levels.takeProfits.length;
  const reachedCount = count === 1 ? 1 : random.integer(1, count);
  const reached = levels.takeProfits.slice(0, reachedCount);
  const lastReached = reached.at(-1)?.priceTicks ?? at(1);
  const reachedTakeProfits = reached.map((_, index) => index);
  if (reachedCount === count) {
    // Everything reached: the runner (if any) leaves beyond the last target.
    const runner = Math.round(Math.abs(lastReached - levels.entryTicks) * random.between(0, 0.3));
    return {
      closeTicks: lastReached + Math.sign(lastReached - levels.entryTicks) * runner,
      reachedTakeProfits,
    };
  }
  return { closeTicks: beMoved ? levels.entryTicks : at(random.between(0.2, 0.8)), reachedTakeProfits };
}
