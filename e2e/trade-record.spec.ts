import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TradeDetailPage } from './pages/trade-detail-page.ts';
import { TradeFormPage } from './pages/trade-form-page.ts';
import { uniqueName } from './support/api.ts';
import type { Browser } from './support/browser.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';
import {
  BTC_TRADE,
  DAY_MS,
  localInput,
  newCapitalAccount,
  newTrader,
  signedInBrowser,
  type Trader,
  plainText as text,
  yesterdayToTheMinute,
} from './support/trader.ts';

const REASON = 'Stop remonté sous le dernier creux';

/*
 * What really happened on a trade (docs/rules/trades.md): a trader moves the stop of an open trade and says why, closes it dated
 * yesterday with fees and the net the broker reported, and the trade page shows the exits, the plan beside what
 * happened and the history with that reason; the balance moved by that net once, and « Rouvrir » gives it back.
 */
describe('trades: what really happened, recorded', () => {
  let trader: Trader;
  let tradeId = 0;
  let accountId = 0;
  let browser: Browser;
  let page: Page;

  const balance = async () =>
    (await trader.call<{ id: number; current_balance: string }[]>('GET', '/api/v1/capital-accounts/')).find(
      (account) => account.id === accountId,
    )?.current_balance;

  keepFailureEvidence(() => page);

  beforeAll(async () => {
    trader = await newTrader('record', { CRYPTO: ['BTCUSDT'] });
    accountId = await newCapitalAccount(trader, uniqueName('Compte réel'));
    // Entered two days ago and saved now: the plan is locked at this first save, so it is retroactive.
    const trade = await trader.call<{ id: number }>('POST', '/api/v1/trades/', {
      ...BTC_TRADE,
      risk_pct: 1,
      entry_date: new Date(Date.now() - 2 * DAY_MS).toISOString(),
      capital_account: accountId,
    });
    tradeId = trade.id;
    browser = await signedInBrowser(trader);
    page = browser.page;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('moves the stop of the open trade and says why', async () => {
    await page.goto(`/trades/${tradeId}/edit`);
    const form = new TradeFormPage(page);
    await form.stopLoss.fill('59500');
    await page.getByLabel('Raison de la modification').fill(REASON);
    await form.save.click();
    await form.toast('Opération enregistrée').waitFor();
    expect(await page.getByLabel('Raison de la modification').inputValue()).toBe('');
  });

  it('closes it dated yesterday with fees and the net the broker reported', async () => {
    const trade = new TradeDetailPage(page);
    await trade.goto(tradeId);
    const closedAt = yesterdayToTheMinute();
    await trade.close({
      price: '61000',
      reached: ['TP1'],
      closeDate: await localInput(page, closedAt),
      fees: '4.5',
      reportedNet: '950',
    });
    await trade.toast('Opération clôturée').waitFor();
    await trade.money.waitFor();
    expect(await text(trade.money.getByText('réel', { exact: true }))).toBe('réel');
    expect(await text(trade.moneyFigure('Frais'))).toBe('4,50 $US');
    expect(await text(trade.moneyFigure('Net'))).toBe('950,00 $US');
    const stored = await trader.call<{ close_date: string; pnl_source: string }>(
      'GET',
      `/api/v1/trades/${tradeId}/`,
    );
    expect(Date.parse(stored.close_date)).toBe(closedAt);
    expect(stored.pnl_source).toBe('REPORTED');
    expect(await balance()).toBe('10950');
  });

  it('shows the exits, the plan beside what happened, and the history with the reason', async () => {
    const trade = new TradeDetailPage(page);
    await trade.goto(tradeId);
    const rows = trade.exits.getByRole('row');
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    expect(await text(rows.nth(1))).toContain('62 000');
    expect(await text(rows.nth(2))).toContain('61 000');

    expect(await text(trade.planLine('Stop loss'))).toContain('59 000');
    expect(await text(trade.planLine('Stop loss'))).toContain('59 500 (Stop déplacé)');
    expect(await text(trade.deviations)).toContain('Stop déplacé');
    await trade.planExecution.getByText('Plan saisi après l’entrée', { exact: true }).waitFor();

    const entries = trade.historyEntries();
    await entries.nth(2).waitFor();
    expect(await text(entries.first())).toContain('Clôture');
    const edit = entries.filter({ hasText: REASON });
    expect(await edit.count()).toBe(1);
    expect(await text(edit)).toContain('Modification');
    expect(await text(edit)).toContain('Stop loss : 59 000 → 59 500');
    expect(await text(entries.last())).toContain('Création');
  });

  it('reopens the trade after confirmation and gives the net back to the account', async () => {
    const trade = new TradeDetailPage(page);
    await trade.goto(tradeId);
    await trade.reopen.click();
    await trade.reopenDialog.getByRole('button', { name: 'Confirmer' }).click();
    await trade.toast('Opération rouverte').waitFor();
    await trade.closePanel.waitFor();
    expect(await trade.reopen.count()).toBe(0);
    expect(await trade.exits.count()).toBe(0);
    await trade.historyEntries().first().getByText('Réouverture', { exact: true }).waitFor();
    expect(await balance()).toBe('10000');
    const answer = await trader.request<unknown>('POST', `/api/v1/trades/${tradeId}/reopen/`);
    expect(answer).toEqual({
      status: 400,
      body: { non_field_errors: ['Cette opération n’est pas clôturée.'] },
    });
  });
});
