import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TradesListPage } from './pages/trades-list-page.ts';
import { uniqueName } from './support/api.ts';
import type { Browser } from './support/browser.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';
import {
  BTC_TRADE,
  closeAtTp1,
  DAY_MS,
  HOUR_MS,
  localInput,
  newCapitalAccount,
  newNyBreakout,
  newTrader,
  recentWeekdayAt,
  signedInBrowser,
  plainText as text,
} from './support/trader.ts';

/*
 * The trade list: the trader finds a closed A+ trade in the paginated list, ten newer trades
 * ahead of it and two older than the default 90 days, then narrows the dates to its day and widens them to all.
 */
describe('trades: the paginated, filtered list', () => {
  const entryAt = recentWeekdayAt(10);
  let tradeId = 0;
  let browser: Browser;
  let page: Page;

  keepFailureEvidence(() => page);

  beforeAll(async () => {
    const trader = await newTrader('trades', { CRYPTO: ['BTCUSDT', 'ETHUSDT'] });
    const configurationId = await newNyBreakout(trader);
    const accountId = await newCapitalAccount(trader, uniqueName('Compte live'));
    // Ten newer trades push ours to page 2; two older than 90 days are outside the default filter.
    const decoys = [
      ...Array.from({ length: 10 }, (_, index) => Date.now() - (index + 1) * HOUR_MS),
      Date.now() - 120 * DAY_MS,
      Date.now() - 121 * DAY_MS,
    ];
    for (const at of decoys) {
      await trader.call('POST', '/api/v1/trades/', {
        asset_name: 'ETHUSDT',
        entry_price: '3000',
        stop_loss_price: '2900',
        quantity: '1',
        entry_date: new Date(at).toISOString(),
        capital_account: accountId,
        take_profits: [{ price: '3200', quantity_to_sell: '1' }],
      });
    }
    // Both confirmations ticked, the stop at break-even after TP1, in the preferred slot: A+ and compliant.
    const trade = await trader.call<{ id: number; take_profits: { id: number }[] }>(
      'POST',
      '/api/v1/trades/',
      {
        ...BTC_TRADE,
        entry_date: new Date(entryAt).toISOString(),
        capital_account: accountId,
        strategy: configurationId,
        risk_pct: 2,
        be_moved: true,
        initial_confirmations: [
          { key: 'HTF_ZONE', passed: true },
          { key: 'LTF_BOS', passed: true },
        ],
      },
    );
    await closeAtTp1(trader, trade);
    tradeId = trade.id;
    browser = await signedInBrowser(trader);
    page = browser.page;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('finds the trade in the paginated, filtered list', async () => {
    const list = new TradesListPage(page);
    await list.goto();
    await list.pageLabel(1, 2).waitFor();
    expect(await list.row(tradeId).count()).toBe(0);
    await list.next.click();
    await list.pageLabel(2, 2).waitFor();
    const row = list.row(tradeId);
    await row.waitFor();
    expect(await text(row)).toMatch(/BTCUSDT.*Achat.*WIN.*Clôturée.*\+1,00 R.*A\+.*OK/);
    expect(await list.next.isDisabled()).toBe(true);

    const day = (await localInput(page, entryAt)).slice(0, 10);
    await list.filter(day, day);
    await list.pageLabel(1, 1).waitFor();
    await row.waitFor();
    await expect.poll(() => list.table.getByRole('row').count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();

    await list.showAllDates();
    await list.pageLabel(1, 2).waitFor();
    await list.next.click();
    await list.pageLabel(2, 2).waitFor();
    // Ours and the two trades older than 90 days, under the header row.
    await expect.poll(() => list.table.getByRole('row').count()).toBe(1 + 3);
  });
});
