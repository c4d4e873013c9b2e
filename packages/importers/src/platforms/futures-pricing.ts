import { Decimal, type PointValueOf, rootPointValue, type TraderPointValues } from '@carnet/domain';

/**
 * How a fill parser prices futures (docs/rules/money.md#instruments): a contract's point value is the trader's,
 * else Carnet's; a root that has neither is remembered, so the preview can ask for it, and its fills stay out of the
 * trades.
 */
export type FuturesPricing = {
  /** The point value of a root, or null (the root is then needed). */
  pointValue(root: string): string | null;
  /** The roots asked for, in order. */
  needed(): string[];
};

export function futuresPricing(given: TraderPointValues): FuturesPricing {
  const missing = new Set<string>();
  return {
    pointValue(root) {
      const value = rootPointValue(root, given);
      if (value === null) missing.add(root);
      return value;
    },
    needed: () => [...missing].sort(),
  };
}

/** A rebuild's point values: each symbol's, read once when its fill was read (1 for what is no futures contract). */
export function pointValuesBySymbol(values: ReadonlyMap<string, string>): PointValueOf {
  return (symbol) => new Decimal(values.get(symbol) ?? '1');
}
