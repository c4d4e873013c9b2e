import { describe, expect, it } from 'vitest';
import { dashboardQueryFor } from './dashboard-query.ts';

describe('dashboard query of the filter (docs/ui.md)', () => {
  it('groups all time by month and sends no dates', () => {
    expect(dashboardQueryFor({ tz: 'Europe/Paris' })).toEqual({ group: 'month', tz: 'Europe/Paris' });
  });

  it('groups up to 14 days by day, up to 90 by week, beyond by month, with the days and zone', () => {
    const tz = 'America/New_York';
    expect(dashboardQueryFor({ tz, from: '2026-11-01', to: '2026-11-15' })).toEqual({
      group: 'day',
      tz,
      from: '2026-11-01',
      to: '2026-11-15',
    });
    expect(dashboardQueryFor({ tz, from: '2026-08-24', to: '2026-11-22' }).group).toBe('week');
    expect(dashboardQueryFor({ tz, from: '2026-08-23', to: '2026-11-22' }).group).toBe('month');
  });
});
