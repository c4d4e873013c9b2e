/**
 * A reproducible source of randomness: the same seed draws the same sequence on every run and every machine (the
 * demo, the challenge simulation of docs/rules/challenges.md).
 */
export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** Uniform integer in [min, max], both included. */
  integer(min: number, max: number): number;
  /** True with probability `probability`. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of the entries, with odds proportional to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
};

const UINT32 = 2 ** 32;

/**
 * mulberry32: 32 bits of state, a full period of 2^32 and good enough statistics for test data and Monte Carlo
 * draws. Not cryptographic: nothing secret is drawn from it.
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / UINT32;
  };
  const random: Random = {
    next,
    between: (min, max) => min + (max - min) * next(),
    integer: (min, max) => min + Math.floor((max - min + 1) * next()),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('pick() needs at least one item');
      return item;
    },
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let target = next() * total;
      for (const [value, weight] of entries) {
        target -= weight;
        if (target < 0) return value;
      }
      return random.pick(entries)[0];
    },
  };
  return random;
}
