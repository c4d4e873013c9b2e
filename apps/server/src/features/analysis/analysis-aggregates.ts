import {
  addAggregates,
  BREAKEVEN_THRESHOLD_R,
  Decimal,
  EMPTY_AGGREGATE,
  type RAggregate,
  toDecimalString,
} from '@carnet/domain';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { capitalAccounts, trades } from '../../db/schema/index.ts';

// The sufficient statistics of a group (see the domain's RAggregate), summed by PostgreSQL: counts by outcome
// over the trades with an R, exact integer sums of R and R² in 1/10 000 R (numeric, read as text into
// bigint), the trades skipped for an unknown R with the outcomes their net money gives (for the win rate), and
// the net money of every closed trade, per account currency.

/** Every analysis query joins the trade's account, for its currency. */
export const ACCOUNT_OF_TRADE = eq(capitalAccounts.id, trades.capitalAccountId);

const known = sql`${trades.realizedRr} is not null`;
const band = sql.raw(String(BREAKEVEN_THRESHOLD_R));

/**
 * The stored outcome's rule (docs/rules/trades.md: R beyond ±0.05 when known, else the sign of the net money), read
 * from columns of `trades_user_dashboard_idx` rather than `outcome`, so a scope without a tag filter and without
 * other columns (overall, calendar, the summary's sequence) is read from the index alone.
 */
export const OUTCOME = sql`(case
  when ${known} then (case when ${trades.realizedRr} > ${band} then 'WIN'
    when ${trades.realizedRr} < -${band} then 'LOSS' else 'BREAKEVEN' end)
  when ${trades.pnlAmount} > 0 then 'WIN' when ${trades.pnlAmount} < 0 then 'LOSS'
  when ${trades.pnlAmount} = 0 then 'BREAKEVEN' end)`;

/**
 * What the aggregates read of a trade, computed once a row in the `scoped` relation (`scopedTrades`) rather than
 * once a statistic: over 100,000 trades the repeated expressions were most of the query (docs/budgets.md).
 */
export const TRADE_INPUTS = {
  currency: sql<string>`${capitalAccounts.currency}`.as('currency'),
  r: sql`${trades.realizedRr}`.as('r'),
  units: sql`round(${trades.realizedRr} * 10000)`.as('units'),
  pnl: sql`${trades.pnlAmount}`.as('pnl'),
};

/** A select of the scope's rows with `TRADE_INPUTS`, as the relation `scoped` that the aggregates read. */
export const scopedTrades = (rows: SQLWrapper): SQL =>
  // `offset 0` keeps the subquery apart: pulled up, its columns would be computed once per use.
  sql`(${rows} offset 0) as scoped`;

/** A column of `scoped`. */
export const scopedColumn = (name: string): SQL => sql.raw(`scoped.${name}`);

const r = scopedColumn('r');
const units = scopedColumn('units');
const pnl = scopedColumn('pnl');
// With a known R the outcome is R's band (see OUTCOME); an unknown R has no units, so sums skip it.
const isWin = sql`${r} > ${band}`;
const isLoss = sql`${r} < -${band}`;

/** Select fields of one (group, currency) row, over `scoped`. */
export const AGGREGATE_FIELDS = {
  currency: sql<string>`${scopedColumn('currency')}`,
  trades: sql<number>`count(${r})::int`,
  wins: sql<number>`(count(*) filter (where ${isWin}))::int`,
  losses: sql<number>`(count(*) filter (where ${isLoss}))::int`,
  breakevens: sql<number>`(count(*) filter (where ${r} between -${band} and ${band}))::int`,
  r_units: sql<string>`coalesce(sum(${units}), 0)::text`,
  r_sq_units: sql<string>`coalesce(sum(${units} * ${units}), 0)::text`,
  win_units: sql<string>`coalesce(sum(${units}) filter (where ${isWin}), 0)::text`,
  loss_units: sql<string>`coalesce(sum(${units}) filter (where ${isLoss}), 0)::text`,
  skipped: sql<number>`(count(*) filter (where ${r} is null))::int`,
  unknown_r_decided: sql<number>`(count(${pnl}) filter (where ${r} is null))::int`,
  unknown_r_wins: sql<number>`(count(*) filter (where ${r} is null and ${pnl} > 0))::int`,
  net: sql<string | null>`sum(${pnl})::text`,
};

export type AggregateRow = {
  currency: string;
  trades: number;
  wins: number;
  losses: number;
  breakevens: number;
  r_units: string;
  r_sq_units: string;
  win_units: string;
  loss_units: string;
  skipped: number;
  unknown_r_decided: number;
  unknown_r_wins: number;
  net: string | null;
};

/** A group's R aggregate, its skipped count and its net money per currency, summed over its currency rows. */
export type GroupTotals = { aggregate: RAggregate; skipped: number; net: Map<string, Decimal> };

export const emptyTotals = (): GroupTotals => ({ aggregate: EMPTY_AGGREGATE, skipped: 0, net: new Map() });

/** Adds one (group, currency) row to its group's totals. */
export function addRow(totals: GroupTotals, row: AggregateRow): GroupTotals {
  const aggregate = addAggregates(totals.aggregate, {
    trades: row.trades,
    wins: row.wins,
    losses: row.losses,
    breakevens: row.breakevens,
    r_units: BigInt(row.r_units),
    r_sq_units: BigInt(row.r_sq_units),
    win_units: BigInt(row.win_units),
    loss_units: BigInt(row.loss_units),
    unknown_r_decided: row.unknown_r_decided,
    unknown_r_wins: row.unknown_r_wins,
  });
  if (row.net !== null)
    totals.net.set(row.currency, (totals.net.get(row.currency) ?? new Decimal(0)).plus(row.net));
  return { aggregate, skipped: totals.skipped + row.skipped, net: totals.net };
}

/** `{currency: net}` in canonical decimal strings, exact, currencies in alphabetical order. */
export function netByCurrency(net: Map<string, Decimal>): Record<string, string> {
  return Object.fromEntries(
    [...net.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, amount]) => [currency, toDecimalString(amount)]),
  );
}
