import type { WhatIfResponse } from '@carnet/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTrade } from '../../trades/testing/fixtures.ts';
import { aStats, aSummary } from '../testing/fixtures.ts';
import { lastQuery, renderAnalysis } from '../testing/render-analysis.tsx';

const WHAT_IF = '/api/v1/trades/what-if/';

const scenario = (key: WhatIfResponse['scenarios'][number]['key'], label: string, overrides = {}) => {
  const { net_pnl: _, skipped_unknown_r: __, ...stats } = aStats();
  return {
    ...stats,
    key,
    label,
    resolved: 40,
    ambiguous: 2,
    unresolved: 1,
    vs_actual: { difference: null, p_value: null, significant: false },
    ...overrides,
  };
};

const excursions = (mfe: number, mae: number, efficiency: number | null) => ({
  timeframe: '1h',
  candles_used: 6,
  mfe_r: mfe,
  mae_r: mae,
  best_price: '1.1',
  mfe_at: '2026-03-02T17:00:00Z',
  worst_price: '1.09',
  mae_at: '2026-03-02T15:00:00Z',
  exit_efficiency: efficiency,
  gaps: [],
});

const answers = {
  'GET /api/v1/trades/summary/': () => ({ body: aSummary() }),
  'GET /api/v1/trades/analysis/': () => ({ body: { dimension: 'grade', overall: aStats(), groups: [] } }),
  [`GET ${WHAT_IF}`]: () => ({
    body: {
      horizon_days: 5,
      skipped_unknown_r: 0,
      scenarios: [
        scenario('ACTUAL', 'Réel'),
        scenario('FIXED_2R', 'Objectif fixe 2 R', {
          vs_actual: { difference: 0.12, p_value: 0.018, significant: true },
        }),
      ],
    },
  }),
  'GET /api/v1/trades/': () => ({
    body: {
      count: 3,
      next: null,
      previous: null,
      results: [
        { ...aTrade({ id: 1, status: 'CLOSED', outcome: 'WIN' }), excursions: excursions(2.1, -0.3, 0.8) },
        { ...aTrade({ id: 2, status: 'CLOSED', outcome: 'LOSS' }), excursions: excursions(0.4, -1, -2.5) },
        { ...aTrade({ id: 3, status: 'CLOSED', outcome: 'LOSS' }), excursions: null },
      ],
    },
  }),
};

describe('/analysis « Excursions » and « Et si… » (docs/rules/candles.md#chart)', () => {
  it('plots each measured trade and tells each scenario against what happened in plain French', async () => {
    const { calls } = renderAnalysis('/analysis?from=2026-09-01&to=2026-11-30&account=4', answers);
    const whatIf = await screen.findByRole('table', { name: 'Scénarios de sortie' });
    expect(within(whatIf).getByRole('rowheader', { name: 'Réel' })).toBeInTheDocument();
    expect(whatIf).toHaveTextContent(
      'Objectif fixe 2 R : +0,12 R par opération de plus que le réel — différence probablement réelle (p = 0,018)',
    );
    expect(lastQuery(calls, WHAT_IF)).toMatchObject({
      from: '2026-09-01',
      to: '2026-11-30',
      capital_account: '4',
    });

    const plot = await screen.findByRole('img', {
      name: /MFE en fonction de la MAE, en R, pour 2 opérations/,
    });
    expect(plot.querySelectorAll('circle')).toHaveLength(2);
    const efficiency = screen.getByLabelText('Répartition de l’efficacité de sortie');
    expect(within(efficiency).getAllByText('1')).toHaveLength(2);
  });
});
