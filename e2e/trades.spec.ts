import { wallClock, zonedTimeToEpochMs } from '@carnet/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CapitalAccountsPage } from './pages/capital-accounts-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { TradeFormPage } from './pages/trade-form-page.ts';
import { TradesListPage } from './pages/trades-list-page.ts';
import {
  callApi,
  createTestAccount,
  logIn,
  requestApi,
  type TestAccount,
  uniqueName,
} from './support/api.ts';
import { type Browser, openBrowser } from './support/browser.ts';
import { carnetUnderTest } from './support/carnet-under-test.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';
import { solidPng } from './support/png.ts';

const NEW_YORK = 'America/New_York';
const DAY_MS = 86_400_000;

/** The latest Monday-to-Friday at `hour`:00 in New York, at least two days ago (the defaults' preferred slot). */
function recentWeekdayAt(hour: number, now = Date.now()): number {
  for (let back = 2; ; back += 1) {
    const day = wallClock(now - back * DAY_MS, NEW_YORK);
    if (day.isoWeekday <= 5) return zonedTimeToEpochMs({ ...day, hour, minute: 0, second: 0 }, NEW_YORK);
  }
}

/*
 * Issue 5, « Done means »: a trader with a configuration and an account opens « Ajouter un trade », ticks the
 * checklist and watches score, grade, timing and recommended risk follow, saves, attaches two screenshots and
 * browses them full screen, closes with TP1 reached, sees R, outcome and the account balance move, writes the
 * review, finds the trade in the paginated, filtered list — and a second user gets 404 on all of it.
 */
describe('trades: from the checklist to the closed trade', () => {
  const carnet = carnetUnderTest();
  const accountName = uniqueName('Compte live');
  const entryAt = recentWeekdayAt(10);
  let trader: TestAccount;
  let token = '';
  let tradeId = 0;
  let browser: Browser;
  let page: Page;

  const api = <T>(method: string, route: string, body?: unknown, as = token) =>
    requestApi<T>(carnet.baseUrl, route, { method, token: as, body });
  const created = <T>(route: string, body: unknown) =>
    callApi<T>(carnet.baseUrl, route, { method: 'POST', token, body });
  /** A datetime-local value of an instant on the browser's clock. */
  const localInput = (epochMs: number) =>
    page.evaluate((ms) => {
      const at = new Date(ms);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    }, epochMs);

  /** Text with every kind of space as a plain one (fr-FR puts narrow no-break spaces in numbers). */
  const text = async (locator: { textContent: () => Promise<string | null> }) =>
    ((await locator.textContent()) ?? '').replace(/\s/g, ' ');

  keepFailureEvidence(() => page);

  beforeAll(async () => {
    trader = await createTestAccount(carnet.baseUrl, { password: carnet.adminPassword }, 'trades');
    token = (await logIn(carnet.baseUrl, trader.username, trader.password)).access;
    await api('PATCH', '/api/v1/profile/', { assets: { CRYPTO: ['BTCUSDT', 'ETHUSDT'] } });
    const strategy = await created<{ id: number }>('/api/v1/trading-strategies/', {
      name: 'Price action',
      description: '',
      active: true,
    });
    // Defaults of SPEC §9: HTF_ZONE and LTF_BOS mandatory, 10:00 New York Monday to Friday, A+ at 2 %.
    await created('/api/v1/strategies/', { name: 'Cassure NY', parent_strategy: strategy.id });
    const account = await created<{ id: number }>('/api/v1/capital-accounts/', {
      name: accountName,
      mode: 'LIVE',
      starting_balance: '10000',
    });
    // Ten newer trades push ours to page 2; two older than 90 days are outside the default filter.
    const decoys = [
      ...Array.from({ length: 10 }, (_, index) => Date.now() - (index + 1) * 3_600_000),
      Date.now() - 120 * DAY_MS,
      Date.now() - 121 * DAY_MS,
    ];
    for (const at of decoys) {
      await created('/api/v1/trades/', {
        asset_name: 'ETHUSDT',
        entry_price: '3000',
        stop_loss_price: '2900',
        quantity: '1',
        entry_date: new Date(at).toISOString(),
        capital_account: account.id,
        take_profits: [{ price: '3200', quantity_to_sell: '1' }],
      });
    }
    browser = await openBrowser(carnet.baseUrl);
    page = browser.page;
    await new LoginPage(page).signInToApp(trader.username, trader.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens « Ajouter un trade » from the list and fills the plan', async () => {
    const list = new TradesListPage(page);
    await list.goto();
    await list.addTrade.click();
    const form = new TradeFormPage(page);
    await form.newHeading.waitFor();
    await form.asset.selectOption('BTCUSDT');
    await form.entryDate.fill(await localInput(entryAt));
    await form.entryPrice.fill('60000');
    await form.stopLoss.fill('59000');
    await form.quantity.fill('1');
    await form.takeProfitPrice(1).fill('62000');
    await form.takeProfitQuantity(1).fill('0.5');
    await form.addTakeProfit.click();
    await form.takeProfitPrice(2).fill('64000');
    await form.takeProfitQuantity(2).fill('0.5');
    expect(await form.autoRisk.isChecked()).toBe(true);
    expect(await form.risk.isDisabled()).toBe(true);
  });

  it('ticks the checklist and watches score, grade, timing and recommended risk follow', async () => {
    const form = new TradeFormPage(page);
    await form.configuration.selectOption({ label: 'Cassure NY' });
    await expect.poll(() => text(form.figure('Score'))).toBe('0,0 %');
    expect(await text(form.figure('Note'))).toBe('C');
    expect(await text(form.figure('Créneau'))).toBe('Créneau préféré');
    expect(await text(form.figure('Risque recommandé'))).toBe('0,00 %');

    await form.confirmation('Zone HTF').check();
    await expect.poll(() => text(form.figure('Score'))).toBe('50,0 %');
    await form.confirmation('BOS LTF').check();
    await expect.poll(() => text(form.figure('Score'))).toBe('100,0 %');
    expect(await text(form.figure('Note'))).toBe('A+');
    // Two targets and the stop not at break-even: still not compliant, no risk recommended.
    await form.compliance.getByText('Stop non déplacé au point mort après TP1').waitFor();
    expect(await text(form.figure('Risque recommandé'))).toBe('0,00 %');

    await form.beMovedSwitch.click();
    expect(await form.beMoved.isChecked()).toBe(true);
    await form.compliance.getByText('Conforme', { exact: true }).waitFor();
    await expect.poll(() => text(form.figure('Risque recommandé'))).toBe('2,00 %');
    await expect.poll(() => form.risk.inputValue()).toBe('2');

    await form.entryDate.fill(await localInput(entryAt - 7 * 3_600_000));
    await expect.poll(() => text(form.figure('Créneau'))).toBe('Hors créneau');
    expect(await text(form.figure('Risque recommandé'))).toBe('0,00 %');
    await form.entryDate.fill(await localInput(entryAt));
    await expect.poll(() => text(form.figure('Créneau'))).toBe('Créneau préféré');
    await expect.poll(() => form.risk.inputValue()).toBe('2');
  });

  it('saves: « Opération créée », then the edit page with its checklist and compliance stored', async () => {
    const form = new TradeFormPage(page);
    const option = form.account.locator('option', { hasText: accountName });
    await form.account.selectOption((await option.getAttribute('value')) ?? '');
    await form.save.click();
    await form.toast('Opération créée').waitFor();
    await page.waitForURL((url) => /^\/trades\/\d+\/edit$/.test(url.pathname));
    tradeId = Number(new URL(page.url()).pathname.split('/')[2]);
    const { body } = await api<{
      risk_pct: number;
      grade: string;
      is_compliant: boolean;
      risk_amount: string;
    }>('GET', `/api/v1/trades/${tradeId}/`);
    expect(body).toMatchObject({ risk_pct: 2, grade: 'A+', is_compliant: true, risk_amount: '200' });
    expect(await form.confirmation('Zone HTF').isChecked()).toBe(true);
    expect(await form.confirmation('BOS LTF').isChecked()).toBe(true);
  });

  it('attaches two screenshots and browses them full screen', async () => {
    const form = new TradeFormPage(page);
    await form.screenshotInput.setInputFiles([
      { name: 'avant.png', mimeType: 'image/png', buffer: solidPng(80, 50, [31, 111, 235]) },
      { name: 'apres.png', mimeType: 'image/png', buffer: solidPng(80, 50, [47, 208, 138]) },
    ]);
    await form.toast('Captures ajoutées').waitFor();
    await form.thumbnail(2).waitFor();

    await form.thumbnail(1).click();
    await form.viewer.waitFor();
    expect(await form.viewer.getByRole('heading').textContent()).toBe('Capture 1 sur 2');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'Capture 2 sur 2' }).waitFor();
    await form.viewer.getByRole('button', { name: 'Capture précédente' }).click();
    await page.getByRole('dialog', { name: 'Capture 1 sur 2' }).waitFor();
    const image = form.viewer.getByRole('img');
    expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await form.viewer.waitFor({ state: 'detached' });
  });

  it('closes with TP1 reached, dated yesterday, and sees R, outcome, close date and the balance move', async () => {
    const form = new TradeFormPage(page);
    // Journaled the day after (DESIGN §10): closed yesterday, to the minute, after the entry two days ago or more.
    const closedAt = Math.floor((Date.now() - DAY_MS) / 60_000) * 60_000;
    // TP1 sells half at 62 000 (+2 R on that half), the rest leaves at break-even: +1 R, 1 × 2 % of 10 000.
    await form.close('60000', ['TP1'], await localInput(closedAt));
    await form.toast('Opération clôturée').waitFor();
    await form.result.waitFor();
    const { body } = await api<{ close_date: string }>('GET', `/api/v1/trades/${tradeId}/`);
    expect(Date.parse(body.close_date)).toBe(closedAt);
    const shown = await page.evaluate(
      (ms) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' }).format(ms),
      closedAt,
    );
    expect(await text(form.closedFigure('Date de clôture'))).toBe(shown.replace(/\s/g, ' '));
    expect(await text(form.closedFigure('R réalisé'))).toBe('+1,00 R');
    expect(await text(form.closedFigure('Résultat sur le compte'))).toBe('200,00 $US');
    await page.getByText('WIN', { exact: true }).waitFor();
    expect(await form.closeButton.count()).toBe(0);

    const accounts = new CapitalAccountsPage(page);
    await accounts.goto();
    expect(await text(accounts.row(accountName))).toContain('10 200,00 $US');
  });

  it('writes the post-trade review, kept after a reload', async () => {
    await page.goto(`/trades/${tradeId}/edit`);
    const form = new TradeFormPage(page);
    await form.review.fill('Plan suivi : BE après TP1, sortie propre.');
    await form.save.click();
    await form.toast('Opération enregistrée').waitFor();
    await page.reload();
    await expect.poll(() => form.review.inputValue()).toBe('Plan suivi : BE après TP1, sortie propre.');
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

    const day = (await localInput(entryAt)).slice(0, 10);
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

  it('gives another user 404 on all of it', async () => {
    const other = await createTestAccount(carnet.baseUrl, { password: carnet.adminPassword }, 'voisin');
    const { access } = await logIn(carnet.baseUrl, other.username, other.password);
    const trade = (
      await api<{ take_profits: { id: number }[]; confirmations: { id: number }[]; entry_date: string }>(
        'GET',
        `/api/v1/trades/${tradeId}/`,
      )
    ).body;
    const shots = (await api<{ id: number }[]>('GET', `/api/v1/trades/${tradeId}/screenshots/`)).body;
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
        api(String(method), String(route), body, access).then((answer) => answer.status),
      ),
    );
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    const theirs = await api<{ count: number }>('GET', '/api/v1/trades/', undefined, access);
    expect(theirs.body.count).toBe(0);

    const second = await openBrowser(carnet.baseUrl);
    try {
      await new LoginPage(second.page).signInToApp(other.username, other.password);
      for (const route of [`/trades/${tradeId}/edit`, `/trades/${tradeId}`]) {
        await second.page.goto(route);
        await second.page.getByText('Opération introuvable').waitFor();
      }
    } finally {
      await second.close();
    }
    // The owner still has everything.
    const mine = await api<{ status: string; post_trade_review: string }>('GET', path);
    expect(mine.body).toMatchObject({
      status: 'CLOSED',
      post_trade_review: 'Plan suivi : BE après TP1, sortie propre.',
    });
    expect((await api<unknown[]>('GET', `${path}screenshots/`)).body).toHaveLength(2);
  });
});
