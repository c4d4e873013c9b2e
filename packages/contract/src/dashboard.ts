import { DASHBOARD_GROUPS, type DashboardGroup } from '@carnet/domain';
import { z } from 'zod';
import { isoDateField } from './common.ts';
import { FIELD_MESSAGES } from './messages.ts';
import { isKnownTimeZone } from './time-zone.ts';

/** GET /api/v1/trades/dashboard/?group=&from=&to=&tz= (docs/rules/statistics.md#dashboard). */
export const dashboardQuerySchema = z
  .object({
    group: z.enum(DASHBOARD_GROUPS, { error: 'Valeurs possibles : day, week, month.' }).default('month'),
    from: isoDateField(FIELD_MESSAGES.invalidDate).optional(),
    to: isoDateField(FIELD_MESSAGES.invalidDate).optional(),
    tz: z.string().refine(isKnownTimeZone, { message: FIELD_MESSAGES.unknownTimeZone }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['from'],
    message: FIELD_MESSAGES.rangeOrder,
  });
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

export const dashboardSchema = z.object({
  total_trades: z.number().int(),
  win_rate: z.number().nullable(),
  expectancy: z.number().nullable(),
  payoff_ratio: z.number().nullable(),
  equity_curve: z.array(z.number()),
  grouped: z.array(
    z.object({
      period: z.string(),
      wins: z.number().int(),
      losses: z.number().int(),
      breakevens: z.number().int(),
    }),
  ),
  rr_histogram: z.array(z.object({ label: z.string(), count: z.number().int() })),
  current_drawdown: z.number(),
  max_drawdown: z.number(),
  /** docs/rules/trades.md: closed trades whose R is unknown (no stop), left out of every statistic in R. */
  trades_without_r: z.number().int(),
  /** docs/rules/trades.md: cumulative net money by close day in `tz`, one curve per account currency, decimal strings. */
  money_curves: z.array(
    z.object({
      currency: z.string(),
      points: z.array(z.object({ date: z.string(), net: z.string(), cumulative_net: z.string() })),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** docs/ui.md: all time → month; ≤ 14 days → day; ≤ 90 days → week; beyond → month. */
export function dashboardGroupFor(range: { from: string; to: string } | null): DashboardGroup {
  if (range === null) return 'month';
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
  if (days <= 14) return 'day';
  if (days <= 90) return 'week';
  return 'month';
}
