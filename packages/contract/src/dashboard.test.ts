import { describe, expect, it } from 'vitest';
import { dashboardGroupFor, dashboardQuerySchema } from './dashboard.ts';

describe('dashboard grouping (docs/ui.md)', () => {
  it('all time → month; ≤ 14 days → day; ≤ 90 → week; beyond → month', () => {
    expect(dashboardGroupFor(null)).toBe('month');
    expect(dashboardGroupFor({ from: '2026-11-01', to: '2026-11-15' })).toBe('day');
    expect(dashboardGroupFor({ from: '2026-11-01', to: '2026-11-16' })).toBe('week');
    expect(dashboardGroupFor({ from: '2026-08-24', to: '2026-11-22' })).toBe('week');
    expect(dashboardGroupFor({ from: '2026-08-23', to: '2026-11-22' })).toBe('month');
  });

  it('refuses from after to, an unknown group and an unknown zone', () => {
    const result = dashboardQuerySchema.safeParse({
      from: '2026-11-20',
      to: '2026-11-01',
      group: 'year',
      tz: 'X/Y',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['group', 'tz']);
    const order = dashboardQuerySchema.safeParse({ from: '2026-11-20', to: '2026-11-01' });
    expect(order.error?.issues[0]?.path).toEqual(['from']);
  });
});
