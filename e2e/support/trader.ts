import { wallClock, zonedTimeToEpochMs } from '@carnet/domain';
import type { Page } from 'playwright-core';
import { LoginPage } from '../pages/login-page.ts';
import { callApi, createTestAccount, logIn, requestApi, type TestAccount } from './api.ts';
import { type Browser, openBrowser } from './browser.ts';
import { carnetUnderTest } from './carnet-under-test.ts';

// What the trades specs set up the same way: a new trader with an asset list, reached through the API with
// their token, then signed in to the app in a fresh browser.

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
const NEW_YORK = 'America/New_York';

/** The plan most specs trade: BTCUSDT bought 1 at 60 000, stop 59 000. */
export const BTC_PLAN = {
  asset_name: 'BTCUSDT',
  entry_price: '60000',
  stop_loss_price: '59000',
  quantity: '1',
};
/** The same with its targets: half out at 62 000 and half at 64 000. */
export const BTC_TRADE = {
  ...BTC_PLAN,
  take_profits: [
    { price: '62000', quantity_to_sell: '0.5' },
    { price: '64000', quantity_to_sell: '0.5' },
  ],
};

export type Trader = {
  account: TestAccount;
  token: string;
  /** A call with the trader's token (or another's, `as`): the status and the body. */
  request: <T>(
    method: string,
    route: string,
    body?: unknown,
    as?: string,
  ) => Promise<{ status: number; body: T }>;
  /** A call that must succeed. */
  call: <T>(method: string, route: string, body?: unknown) => Promise<T>;
};

/** A new non-staff account (`prefix`-…) whose profile lists `assets`, logged in through the API. */
export async function newTrader(prefix: string, assets: Record<string, string[]>): Promise<Trader> {
  const { baseUrl, adminPassword } = carnetUnderTest();
  const account = await createTestAccount(baseUrl, { password: adminPassword }, prefix);
  const { access: token } = await logIn(baseUrl, account.username, account.password);
  const trader: Trader = {
    account,
    token,
    request: (method, route, body, as = token) => requestApi(baseUrl, route, { method, token: as, body }),
    call: (method, route, body) => callApi(baseUrl, route, { method, token, body }),
  };
  await trader.call('PATCH', '/api/v1/profile/', { assets });
  return trader;
}

/** A live capital account of the trader's, 10 000 to start with; its id. */
export async function newCapitalAccount(trader: Trader, name: string): Promise<number> {
  const created = await trader.call<{ id: number }>('POST', '/api/v1/capital-accounts/', {
    name,
    mode: 'LIVE',
    starting_balance: '10000',
  });
  return created.id;
}

/** A global strategy and its configuration « Cassure NY » with docs/ui.md's defaults; the configuration's id. */
export async function newNyBreakout(trader: Trader): Promise<number> {
  const strategy = await trader.call<{ id: number }>('POST', '/api/v1/trading-strategies/', {
    name: 'Price action',
    description: '',
    active: true,
  });
  // Defaults of docs/ui.md: HTF_ZONE and LTF_BOS mandatory, 10:00 New York Monday to Friday, A+ at 2 %.
  const configuration = await trader.call<{ id: number }>('POST', '/api/v1/strategies/', {
    name: 'Cassure NY',
    parent_strategy: strategy.id,
  });
  return configuration.id;
}

/** Closes a BTC_TRADE at 60 000 yesterday with TP1 reached: half at +2 R, half at break-even, +1 R. */
export async function closeAtTp1(trader: Trader, trade: { id: number; take_profits: { id: number }[] }) {
  await trader.call('POST', `/api/v1/trades/${trade.id}/close_trade/`, {
    close_price: '60000',
    hit_take_profits: trade.take_profits.slice(0, 1).map((takeProfit) => takeProfit.id),
    close_date: new Date(yesterdayToTheMinute()).toISOString(),
  });
}

/** The trader's app in a fresh browser profile, signed in; the browser in French unless `locale` says otherwise. */
export async function signedInBrowser(trader: Trader, locale?: string): Promise<Browser> {
  const browser = await openBrowser(carnetUnderTest().baseUrl, locale);
  await new LoginPage(browser.page).signInToApp(trader.account.username, trader.account.password);
  return browser;
}

/** The latest Monday-to-Friday at `hour`:00 in New York, at least two days ago (the defaults' preferred slot). */
export function recentWeekdayAt(hour: number, now = Date.now()): number {
  for (let back = 2; ; back += 1) {
    const day = wallClock(now - back * DAY_MS, NEW_YORK);
    if (day.isoWeekday <= 5) return zonedTimeToEpochMs({ ...day, hour, minute: 0, second: 0 }, NEW_YORK);
  }
}

/** Yesterday, to the minute: when the specs close a trade (journaled the day after, docs/rules/trades.md). */
export const yesterdayToTheMinute = () => Math.floor((Date.now() - DAY_MS) / 60_000) * 60_000;

/** A datetime-local value of an instant on the browser's clock. */
export function localInput(page: Page, epochMs: number): Promise<string> {
  return page.evaluate((ms) => {
    const at = new Date(ms);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }, epochMs);
}

/** Text with every kind of space as a plain one (fr-FR puts narrow no-break spaces in numbers). */
export async function plainText(locator: { textContent: () => Promise<string | null> }): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s/g, ' ');
}
