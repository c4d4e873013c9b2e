import { describe, expect, it } from 'vitest';
import { MONEY_START, moneyPoints } from './money-points.ts';

describe('money chart points', () => {
  it('starts at 0 and keeps the exact figures beside the number drawn', () => {
    const points = moneyPoints({
      currency: 'EUR',
      points: [
        { date: '2026-11-24', net: '212.35', cumulative_net: '212.35' },
        { date: '2026-11-25', net: '0.1', cumulative_net: '212.45' },
      ],
    });
    expect(points).toEqual([
      { date: MONEY_START, cumulative: 0, net: '0', cumulativeNet: '0' },
      { date: '2026-11-24', cumulative: 212.35, net: '212.35', cumulativeNet: '212.35' },
      { date: '2026-11-25', cumulative: 212.45, net: '0.1', cumulativeNet: '212.45' },
    ]);
  });

  it('thins a long curve but keeps its first, last, highest and lowest days', () => {
    const days = Array.from({ length: 5000 }, (_, index) => {
      const cumulative = index === 2500 ? -900 : index === 1200 ? 900 : index % 7;
      return { date: `d${index}`, net: '0', cumulative_net: String(cumulative) };
    });
    const points = moneyPoints({ currency: 'EUR', points: days }, 100);
    expect(points.length).toBeLessThanOrEqual(100);
    const dates = points.map((point) => point.date);
    expect(dates).toEqual(expect.arrayContaining([MONEY_START, 'd4999', 'd1200', 'd2500']));
  });
});
