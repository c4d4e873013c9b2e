import { describe, expect, it } from 'vitest';
import { dashboardQueryFor } from './dashboard-query.ts';

describe('dashboard query of the filter (SPEC §9)', () => {
  it('groups all time by month and sends no dates', () => {
    expect(
      dashboardQueryFor({ from: '2026-01-01', to: '2026-03-31', allTime: true }, 'Europe/Paris'),
    ).toEqual({
      group: 'month',
      tz: 'Europe/Paris',
    });
  });

  it('groups up to 14 days by day, up to 90 by week, beyond by month, with the local days and zone', () => {
    const zone = 'America/New_York';
    expect(dashboardQueryFor({ from: '2026-11-01', to: '2026-11-15', allTime: false }, zone)).toEqual({
      group: 'day',
      tz: zone,
      from: '2026-11-01',
      to: '2026-11-15',
    });
    expect(dashboardQueryFor({ from: '2026-08-24', to: '2026-11-22', allTime: false }, zone).group).toBe(
      'week',
    );
    expect(dashboardQueryFor({ from: '2026-08-23', to: '2026-11-22', allTime: false }, zone).group).toBe(
      'month',
    );
  });
});
