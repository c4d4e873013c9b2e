import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../lib/format.ts';
import { aRecordedTrade, aTrade } from '../testing/fixtures.ts';
import { comparePlan } from './plan-comparison.ts';

describe('« Plan et exécution »: the plan beside the trade (docs/rules/trades.md)', () => {
  const recorded = aRecordedTrade();
  const plan = recorded.plan;
  if (plan === null) throw new Error('the fixture records a plan');

  it('marks the line of each deviation, and names the ones without a line', () => {
    const resized = aRecordedTrade({
      quantity: '2',
      exits: [{ id: 1, price: '59800', quantity: '2', executed_at: recorded.entry_date }],
    });
    const { rows, deviations } = comparePlan(resized, plan, 'USD');
    expect(deviations).toEqual(['STOP_MOVED', 'SIZE_CHANGED', 'EXIT_BEFORE_FIRST_TARGET']);
    expect(rows.filter((row) => row.deviation !== null).map((row) => row.label)).toEqual([
      'Stop loss',
      'Quantité',
    ]);
  });

  it('sets the planned R against the realized one once closed, the current planned R while open', () => {
    const closed = comparePlan(recorded, plan, 'USD').rows.at(-1);
    expect(closed).toMatchObject({
      label: 'R prévu / réalisé',
      planned: '+2,00\u00a0R',
      actual: '+2,40\u00a0R',
    });
    const open = comparePlan(aTrade({ plan, planned_rr: 3 }), plan, 'USD').rows.at(-1);
    expect(open).toMatchObject({ label: 'R prévu', actual: '+3,00\u00a0R' });
  });

  it('writes one target a line, and the risk as its percent over its amount', () => {
    const { rows } = comparePlan(recorded, plan, 'USD');
    const targets = rows.find((row) => row.label === 'Objectifs');
    expect(targets?.planned).toBe(`${formatNumber('62000')} × ${formatNumber('0.5')}`);
    const risk = rows.find((row) => row.label === 'Risque');
    expect(risk?.planned.split('\n')).toHaveLength(2);
  });
});
