import type { Excursions } from '@carnet/domain';
import { describe, expect, it } from 'vitest';
import { excursionFigures, gapTexts } from './excursion-figures.ts';

const excursions: Excursions = {
  timeframe: '15m',
  candles_used: 1085,
  mfe_r: 2.125,
  mae_r: -0.4,
  best_price: '1085.5',
  mfe_at: '2026-03-02T17:00:00Z',
  worst_price: '1079.25',
  mae_at: '2026-03-02T15:00:00Z',
  exit_efficiency: 0.625,
  gaps: [{ from: '2026-03-06T22:00:00Z', to: '2026-03-08T22:00:00Z' }],
};

describe('excursionFigures', () => {
  it('writes MFE, MAE and the efficiency the French way, with where and when', () => {
    expect(excursionFigures(excursions, 'UTC')).toEqual([
      { label: 'MFE', value: '+2,13\u00a0R', detail: '1\u202f085,5 · 02/03/2026 17:00', tone: 'gain' },
      { label: 'MAE', value: '-0,40\u00a0R', detail: '1\u202f079,25 · 02/03/2026 15:00', tone: 'loss' },
      { label: 'Efficacité de sortie', value: '62,5\u00a0%' },
      { label: 'Mesuré sur', value: '15 min', detail: '1\u202f085 bougies lues' },
    ]);
  });

  it('says the R is unknown without a stop', () => {
    const figures = excursionFigures({ ...excursions, mfe_r: null, mae_r: null }, 'UTC');
    expect(figures.slice(0, 2).map((figure) => figure.value)).toEqual([
      'R inconnu (pas de stop)',
      'R inconnu (pas de stop)',
    ]);
  });

  it('lists the gaps in the user’s zone', () => {
    expect(gapTexts(excursions, 'Europe/Paris')).toEqual(['06/03/2026 23:00 → 08/03/2026 23:00']);
  });
});
