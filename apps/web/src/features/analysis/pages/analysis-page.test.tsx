import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userTimeZone } from '../../../lib/format.ts';
import { aGroup, aStats, aSummary } from '../testing/fixtures.ts';
import { lastQuery, renderAnalysis } from '../testing/render-analysis.tsx';

const ANALYSIS = '/api/v1/trades/analysis/';
const SUMMARY = '/api/v1/trades/summary/';

const card = (name: string) => screen.getByRole('region', { name });

const answers = {
  [`GET ${SUMMARY}`]: () => ({ body: aSummary({ skipped_unknown_r: 2 }) }),
  [`GET ${ANALYSIS}`]: (call: { url: string }) => {
    const dimension = new URL(call.url, 'http://localhost').searchParams.get('dimension');
    if (dimension === 'confirmation') {
      return {
        body: {
          dimension,
          overall: aStats(),
          groups: [
            {
              key: '7',
              label: 'Cassure confirmée',
              passed: aStats(),
              missed: aStats({ trades: 8, low_sample: true, expectancy: -0.4 }),
              passed_vs_missed: { difference: 0.7, p_value: 0.03, significant: true },
            },
          ],
        },
      };
    }
    return { body: { dimension, overall: aStats(), groups: [aGroup('A+', 'A+'), aGroup('B', 'B')] } };
  },
};

describe('/analysis — « Analyse » (docs/rules/statistics.md)', () => {
  it('shows the summary with its intervals and the skipped trades, then the first tab', async () => {
    const { calls } = renderAnalysis(
      '/analysis?from=2026-09-01&to=2026-11-30&tag=breakout&account=4',
      answers,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Analyse' })).toBeInTheDocument();
    expect(await within(card('Espérance')).findByText('+0,30 R')).toBeInTheDocument();
    expect(within(card('Espérance')).getByText(/^IC 95\s% : -0,10\sR à \+0,70\sR$/)).toBeInTheDocument();
    expect(within(card('Taux de réussite')).getByText(/39,8\s% à 69,3\s%/)).toBeInTheDocument();
    expect(within(card('Objectif 1 atteint')).getByText('TP1 60,0 % · TP2 20,0 %')).toBeInTheDocument();
    expect(screen.getByText('2 opérations sans stop exclues des statistiques en R')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Analyse par note' })).toBeInTheDocument();
    const filters = {
      tz: userTimeZone(),
      from: '2026-09-01',
      to: '2026-11-30',
      tag: 'breakout',
      capital_account: '4',
    };
    expect(lastQuery(calls, SUMMARY)).toEqual(filters);
    expect(lastQuery(calls, ANALYSIS)).toEqual({ ...filters, dimension: 'grade' });
  });

  it('opens another dimension from its tab and keeps it in the address', async () => {
    const { calls, user, router } = renderAnalysis('/analysis?all=1', answers);
    await user.click(await screen.findByRole('tab', { name: 'Confirmations' }));
    const table = await screen.findByRole('table', { name: 'Analyse par confirmation' });
    const row = within(table).getByRole('row', { name: /^Cassure confirmée/ });
    expect(within(row).getByText('échantillon faible')).toBeInTheDocument();
    expect(within(row).getByText('Différence probablement réelle (p = 0,030)')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?all=1&dimension=confirmation');
    expect(lastQuery(calls, ANALYSIS)).toEqual({ tz: userTimeZone(), dimension: 'confirmation' });
  });

  it('says when the breakdown fails or has nothing to show', async () => {
    renderAnalysis('/analysis?dimension=hour', {
      [`GET ${SUMMARY}`]: () => ({ body: aSummary() }),
      [`GET ${ANALYSIS}`]: () => ({ status: 500, body: { detail: 'Erreur interne du serveur.' } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('L’analyse n’a pas pu être chargée.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('invites to close trades when there is nothing to analyse', async () => {
    renderAnalysis('/analysis', {
      [`GET ${SUMMARY}`]: () => ({ body: aSummary() }),
      [`GET ${ANALYSIS}`]: () => ({ body: { dimension: 'grade', overall: aStats(), groups: [] } }),
    });
    expect(await screen.findByText('Rien à analyser')).toBeInTheDocument();
  });
});
