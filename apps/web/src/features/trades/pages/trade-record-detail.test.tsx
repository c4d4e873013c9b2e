import type { TradeHistoryEntry } from '@carnet/contract';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { aRecordedTrade, aTrade } from '../testing/fixtures.ts';
import { renderTradePage } from '../testing/render-trade-page.tsx';

const HISTORY: TradeHistoryEntry[] = [
  {
    id: 3,
    at: '2026-03-03T16:00:00Z',
    action: 'CLOSE',
    changes: { status: ['OPEN', 'CLOSED'], fees: ['0', '4.5'] },
    reason: null,
  },
  {
    id: 2,
    at: '2026-03-02T18:00:00Z',
    action: 'UPDATE',
    changes: { stop_loss_price: ['59000', '59500'] },
    reason: 'Stop sous le dernier creux',
  },
  { id: 1, at: '2026-03-02T15:20:00Z', action: 'CREATE', changes: {}, reason: null },
];

/** As Testing Library reads text: the no-break spaces of fr-FR as plain spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ');
const usd = (value: string) => plain(formatMoney(value, 'USD'));
const number = (value: string) => plain(formatNumber(value));

function renderRecorded(handlers: Parameters<typeof renderTradePage>[1] = {}) {
  return renderTradePage('/trades/12', {
    'GET /api/v1/trades/12/': () => ({ body: aRecordedTrade() }),
    'GET /api/v1/trades/12/history/': () => ({ body: HISTORY }),
    ...handlers,
  });
}

describe('/trades/{id} — what the trade recorded (docs/rules/trades.md)', () => {
  afterEach(() => toast.dismiss());

  it('shows gross, fees, swap and net in the account’s currency, said « réel » when reported', async () => {
    renderRecorded();
    const money = await screen.findByRole('region', { name: 'Argent' });
    expect(within(money).getByText('réel')).toBeInTheDocument();
    expect(within(money).getByText(usd('980.5'))).toHaveClass('text-gain');
    expect(within(money).getByText(usd('4.5'))).toBeInTheDocument();
    expect(within(money).getByText(usd('-1.25'))).toBeInTheDocument();
    expect(within(money).getByText(usd('974.75'))).toHaveClass('text-gain');
  });

  it('says « calculé » with the rate given, or « estimé » in a sentence when Carnet cannot price it', async () => {
    renderRecorded({
      'GET /api/v1/trades/12/': () => ({
        body: aRecordedTrade({ pnl_source: 'COMPUTED', fx_rate: '1.0845', gross_pnl: '129.71' }),
      }),
    });
    const money = await screen.findByRole('region', { name: 'Argent' });
    expect(within(money).getByText('calculé')).toBeInTheDocument();
    expect(within(money).getByText('Taux de change donné à la clôture : 1.0845')).toBeInTheDocument();
    expect(within(money).queryByText(/Estimé depuis R × risque/)).toBeNull();
  });

  it('says a USDT pair’s money counts USDT as U.S. dollars', async () => {
    renderRecorded({
      'GET /api/v1/trades/12/': () => ({ body: aRecordedTrade({ pnl_source: 'COMPUTED' }) }),
    });
    const money = await screen.findByRole('region', { name: 'Argent' });
    expect(within(money).getByText('USDT compté comme USD.')).toBeInTheDocument();
  });

  it('says an estimate is R × risk, on the page and not only in a badge', async () => {
    renderRecorded({
      'GET /api/v1/trades/12/': () => ({ body: aRecordedTrade({ pnl_source: 'ESTIMATED' }) }),
    });
    const money = await screen.findByRole('region', { name: 'Argent' });
    expect(within(money).getByText('estimé')).toBeInTheDocument();
    expect(
      within(money).getByText(
        'Estimé depuis R × risque : Carnet ne connaît pas la taille de cet instrument.',
      ),
    ).toBeInTheDocument();
  });

  it('lists the exits in time order, each date on the trader’s clock', async () => {
    renderRecorded();
    const exits = await screen.findByRole('table', { name: 'Sorties' });
    const rows = within(exits).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `${formatDateTime('2026-03-03T14:00:00Z')}${formatNumber('62000')}${formatNumber('0.5')}`,
      `${formatDateTime('2026-03-03T16:00:00Z')}${formatNumber('61000')}${formatNumber('0.5')}`,
    ]);
  });

  it('sets the plan beside what happened, names each deviation, and flags a retroactive plan', async () => {
    renderRecorded();
    const panel = await screen.findByRole('region', { name: 'Plan et exécution' });
    expect(within(panel).getByText('Plan saisi après l’entrée')).toBeInTheDocument();
    const stop = within(panel).getByRole('row', { name: /Stop loss/ });
    expect(
      within(stop)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([formatNumber('59000'), `${formatNumber('59500')} (Stop déplacé)`]);
    const entry = within(panel).getByRole('row', { name: /Prix d’entrée/ });
    expect(entry).not.toHaveTextContent('(');
    const rLine = within(panel).getByRole('row', { name: /R prévu \/ réalisé/ });
    expect(rLine).toHaveTextContent('+2,00 R');
    expect(rLine).toHaveTextContent('+2,40 R');
    const deviations = within(panel).getByRole('list', { name: 'Écarts au plan' });
    expect(
      within(deviations)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Stop déplacé']);
    expect(within(panel).getByText('+0,80 R')).toBeInTheDocument();
  });

  it('shows the history newest first: the action, the date, each change and the reason', async () => {
    renderRecorded();
    const history = await screen.findByRole('list', { name: 'Historique de l’opération' });
    const entries = within(history)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === history);
    expect(entries.map((entry) => entry.querySelector('span')?.textContent)).toEqual([
      'Clôture',
      'Modification',
      'Création',
    ]);
    expect(entries[0]).toHaveTextContent('Statut : Ouverte → Clôturée');
    expect(entries[0]).toHaveTextContent(`Frais : ${usd('0')} → ${usd('4.5')}`);
    expect(entries[1]).toHaveTextContent(`Stop loss : ${number('59000')} → ${number('59500')}`);
    expect(entries[1]).toHaveTextContent('Raison : Stop sous le dernier creux');
    expect(entries[1]).toHaveTextContent(plain(formatDateTime('2026-03-02T18:00:00Z')));
  });

  it('says « R inconnu (pas de stop) » for a closed trade without a stop', async () => {
    renderTradePage('/trades/12', {
      'GET /api/v1/trades/12/': () => ({
        body: aRecordedTrade({
          stop_loss_price: null,
          realized_rr: null,
          planned_rr: null,
          management_r: null,
        }),
      }),
    });
    const result = await screen.findByLabelText('Résultat de l’opération');
    expect(within(result).getByText('R inconnu (pas de stop)')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Plan et exécution' });
    expect(within(panel).getByRole('row', { name: /R prévu/ })).toHaveTextContent('R inconnu (pas de stop)');
  });

  it('shows an imported trade’s last stop beside the plan, and R still unknown', async () => {
    renderTradePage('/trades/12', {
      'GET /api/v1/trades/12/': () => ({
        body: aRecordedTrade({
          stop_loss_price: null,
          last_stop_price: '60000.5',
          realized_rr: null,
          planned_rr: null,
          management_r: null,
        }),
      }),
    });
    const plan = await screen.findByLabelText('Plan de l’opération');
    expect(within(plan).getByText('Dernier stop (fichier)').nextSibling).toHaveTextContent(number('60000.5'));
    const result = screen.getByLabelText('Résultat de l’opération');
    expect(within(result).getByText('R inconnu (pas de stop)')).toBeInTheDocument();
  });

  it('« Rouvrir » asks first, reopens, and the page shows the trade open again', async () => {
    let isReopened = false;
    const { user, calls } = renderRecorded({
      'GET /api/v1/trades/12/': () => ({ body: isReopened ? aTrade() : aRecordedTrade() }),
      'POST /api/v1/trades/12/reopen/': () => {
        isReopened = true;
        return { body: aTrade() };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Rouvrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Rouvrir l’opération' });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    const accountsBefore = calls.filter((call) => call.url === '/api/v1/capital-accounts/').length;
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));

    expect(await screen.findByText('Opération rouverte')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/v1/trades/12/reopen/',
    ]);
    expect(await screen.findByRole('region', { name: 'Clôturer l’opération' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rouvrir' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Argent' })).toBeNull();
    expect(calls.filter((call) => call.url === '/api/v1/capital-accounts/').length).toBeGreaterThan(
      accountsBefore,
    );
  });
});
