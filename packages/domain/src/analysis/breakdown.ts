import { type RAggregate, subtractAggregate } from './r-aggregate.ts';
import { type RStats, rStats } from './r-stats.ts';
import { type DifferenceTest, welchTest } from './welch.ts';

/** One group of a breakdown as the server gathers it: its key and the aggregate of its trades with an R. */
export type KeyedAggregate = { key: string; aggregate: RAggregate };

/** A group's statistics and Welch's test against every other trade in scope. */
export type GroupStats = { key: string; stats: RStats; vs_rest: DifferenceTest };

/**
 * docs/rules/statistics.md's breakdown: each group against the rest of the scope (overall − group, which holds when a trade
 * belongs to several groups, as with tags: the rest is every trade not in this group).
 */
export function breakdown(overall: RAggregate, groups: readonly KeyedAggregate[]): GroupStats[] {
  return groups.map(({ key, aggregate }) => ({
    key,
    stats: rStats(aggregate),
    vs_rest: welchTest(aggregate, subtractAggregate(overall, aggregate)),
  }));
}
