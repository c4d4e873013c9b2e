import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page.ts';
import { createTestAccount, logIn } from './support/api.ts';
import { type Browser, openBrowser } from './support/browser.ts';
import { carnetUnderTest } from './support/carnet-under-test.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';
import { solidPng } from './support/png.ts';
import {
  BTC_PLAN,
  BTC_TRADE,
  closeAtTp1,
  newCapitalAccount,
  newNyBreakout,
  newTrader,
  recentWeekdayAt,
  type Trader,
} from './support/trader.ts';

const REVIEW = 'Plan suivi : BE après TP1, sortie propre.';

/*
 * A trade's privacy (docs/security.md#ownership): a second user gets 404 on all of a trader's closed trade — the trade, its
 * close, its checklist and its two screenshots — through the API and in the app, and the owner keeps it all.
 */
describe('trades: another user gets 404 on all of it', () => {
  const carnet = carnetUnderTest();
  const entryDate = new Date(recentWeekdayAt(10)).toISOString();
  let trader: Trader;
  let tradeId = 0;
  let second: Browser | undefined;

  keepFailureEvidence(() => second?.page);

  beforeAll(async () => {
    trader = await newTrader('trades', { CRYPTO: ['BTCUSDT'] });
    // A configuration gives the trade a checklist, whose items the other user must not reach either.
    const configurationId = await newNyBreakout(trader);
    const capitalAccount = await newCapitalAccount(trader, 'Compte live');
    const trade = await trader.call<{ id: number; take_profits: { id: number }[] }>(
      'POST',
      '/api/v1/trades/',
      {
        ...BTC_TRADE,
        entry_date: entryDate,
        capital_account: capitalAccount,
        strategy: configurationId,
      },
    );
    tradeId = trade.id;
    const screenshots = new FormData();
    for (const colour of [
      [31, 111, 235],
      [47, 208, 138],
    ] as [number, number, number][]) {
      const png = new Blob([new Uint8Array(solidPng(80, 50, colour))], { type: 'image/png' });
      screenshots.append('files', png, 'capture.png');
    }
    const upload = await fetch(new URL(`/api/v1/trades/${tradeId}/screenshots/`, carnet.baseUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${trader.token}` },
      body: screenshots,
    });
    if (!upload.ok) throw new Error(`screenshots → ${upload.status} ${await upload.text()}`);
    await closeAtTp1(trader, trade);
    await trader.call('PUT', `/api/v1/trades/${tradeId}/`, {
      ...BTC_PLAN,
      entry_date: entryDate,
      capital_account: capitalAccount,
      strategy: configurationId,
      post_trade_review: REVIEW,
    });
  });

  afterAll(async () => {
    await second?.close();
  });

  it('gives another user 404 on all of it', async () => {
    const other = await createTestAccount(carnet.baseUrl, { password: carnet.adminPassword }, 'voisin');
    const { access } = await logIn(carnet.baseUrl, other.username, other.password);
    const trade = (
      await trader.request<{
        take_profits: { id: number }[];
        confirmations: { id: number }[];
        entry_date: string;
      }>('GET', `/api/v1/trades/${tradeId}/`)
    ).body;
    expect(trade.confirmations).toHaveLength(2);
    const shots = (await trader.request<{ id: number }[]>('GET', `/api/v1/trades/${tradeId}/screenshots/`))
      .body;
    const path = `/api/v1/trades/${tradeId}/`;
    const statuses = await Promise.all(
      [
        ['GET', path],
        // A body the server accepts, so that the refusal is about whose trade it is.
        [
          'PUT',
          path,
          {
            asset_name: 'BTCUSDT',
            entry_price: '60000',
            stop_loss_price: '59000',
            quantity: '1',
            entry_date: trade.entry_date,
          },
        ],
        ['DELETE', path],
        ['POST', `${path}close_trade/`, { close_price: '1', hit_take_profits: [trade.take_profits[0]?.id] }],
        ['POST', `${path}set_confirmations/`, [{ id: trade.confirmations[0]?.id, passed: false }]],
        ['GET', `${path}screenshots/`],
        ['PATCH', `${path}screenshots/${shots[0]?.id}/`, { caption: 'volée' }],
        ['DELETE', `${path}screenshots/${shots[1]?.id}/`],
      ].map(([method, route, body]) =>
        trader.request(String(method), String(route), body, access).then((answer) => answer.status),
      ),
    );
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    const theirs = await trader.request<{ count: number }>('GET', '/api/v1/trades/', undefined, access);
    expect(theirs.body.count).toBe(0);

    second = await openBrowser(carnet.baseUrl);
    await new LoginPage(second.page).signInToApp(other.username, other.password);
    for (const route of [`/trades/${tradeId}/edit`, `/trades/${tradeId}`]) {
      await second.page.goto(route);
      await second.page.getByText('Opération introuvable').waitFor();
    }
    // The owner still has everything.
    const mine = await trader.request<{ status: string; post_trade_review: string }>('GET', path);
    expect(mine.body).toMatchObject({ status: 'CLOSED', post_trade_review: REVIEW });
    expect((await trader.request<unknown[]>('GET', `${path}screenshots/`)).body).toHaveLength(2);
  });
});
