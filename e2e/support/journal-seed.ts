import { createUser, logIn, type TestAccount, uniqueName } from './api.ts';
import { solidPng } from './png.ts';

/** The ids of what seedJournal created, for the routes that show one object. */
export type SeededJournal = {
  account: TestAccount;
  strategyId: number;
  configurationId: number;
  capitalAccountId: number;
  openTradeId: number;
  closedTradeId: number;
  sessionId: number;
};

const HOUR_MS = 3_600_000;

/**
 * A journal as a trader keeps one, through the API: asset lists, a global strategy, a configuration with the
 * default checklist, a live account, closed trades (win, loss, breakeven), an open trade with two targets and two
 * screenshots, a draft,
 * a backtest session with a win, a loss and an open trade, and an active goal with logged time.
 */
export async function seedJournal(
  baseUrl: string,
  adminPassword: string,
  options: { isStaff?: boolean; prefix?: string } = {},
): Promise<SeededJournal> {
  const { access: adminToken } = await logIn(baseUrl, 'admin', adminPassword);
  const username = uniqueName(options.prefix ?? 'journal');
  const account = { username, password: `mdp-${username}`, email: `${username}@example.test` };
  await createUser(baseUrl, adminToken, { ...account, is_staff: options.isStaff ?? false });
  const { access } = await logIn(baseUrl, username, account.password);

  const send = async <T>(method: string, route: string, body: unknown): Promise<T> => {
    const response = await fetch(new URL(route, baseUrl), {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route} → ${response.status} ${text}`);
    return (text === '' ? null : JSON.parse(text)) as T;
  };
  const create = <T = { id: number }>(route: string, body: unknown) => send<T>('POST', route, body);

  await send('PATCH', '/api/v1/profile/', {
    assets: { CRYPTO: ['BTCUSDT', 'ETHUSDT'], FOREX: ['EURUSD'], STOCK: ['AAPL'] },
  });
  const strategy = await create('/api/v1/trading-strategies/', {
    name: 'Price action',
    description: 'Structure et liquidité',
    active: true,
  });
  const configuration = await create('/api/v1/strategies/', {
    name: 'Cassure NY',
    parent_strategy: strategy.id,
  });
  const capitalAccount = await create('/api/v1/capital-accounts/', {
    name: 'Compte live',
    mode: 'LIVE',
    starting_balance: '10000',
  });
  const trade = (hoursAgo: number, extra: Record<string, unknown> = {}) =>
    create('/api/v1/trades/', {
      asset_type: 'CRYPTO',
      asset_name: 'BTCUSDT',
      direction: 'LONG',
      entry_price: '50000',
      stop_loss_price: '49000',
      quantity: '1',
      setup_reason: 'Cassure du range asiatique',
      entry_date: new Date(Date.now() - hoursAgo * HOUR_MS).toISOString(),
      strategy: configuration.id,
      capital_account: capitalAccount.id,
      risk_pct: 1,
      ...extra,
    });
  let closedTradeId = 0;
  for (const [hoursAgo, closePrice] of [
    [30, '52000'],
    [26, '48500'],
    [20, '50000'],
  ] as const) {
    const closed = await trade(hoursAgo);
    await create(`/api/v1/trades/${closed.id}/close_trade/`, { close_price: closePrice });
    closedTradeId = closed.id;
  }
  await trade(10, { is_draft: true, asset_name: 'ETHUSDT', entry_price: '3000', stop_loss_price: '2900' });
  const openTrade = await trade(2, {
    take_profits: [
      { price: '52000', quantity_to_sell: '0.5' },
      { price: '54000', quantity_to_sell: '0.5' },
    ],
  });

  const screenshots = new FormData();
  const colours: [number, number, number][] = [
    [31, 111, 235],
    [47, 208, 138],
  ];
  for (const colour of colours) {
    const png = solidPng(80, 50, colour);
    screenshots.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'capture.png');
  }
  const upload = await fetch(new URL(`/api/v1/trades/${openTrade.id}/screenshots/`, baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${access}` },
    body: screenshots,
  });
  if (!upload.ok) throw new Error(`screenshots → ${upload.status} ${await upload.text()}`);

  const session = await create('/api/v1/backtests/sessions/', {
    name: 'London breakout',
    instrument: 'EURUSD',
    timeframe: 'M15',
    starting_equity: '10000',
  });
  const backtestTrades = [
    { side: 'LONG', entry_price: '1.1000', stop_loss: '1.0950', tp: '1.1100' },
    { side: 'SHORT', entry_price: '1.1050', stop_loss: '1.1100', tp: null },
    { side: 'LONG', entry_price: '1.1000', stop_loss: null, tp: null },
  ];
  for (const [index, { side, entry_price, stop_loss, tp }] of backtestTrades.entries()) {
    await create(`/api/v1/backtests/sessions/${session.id}/trades/`, {
      session: session.id,
      side,
      entry_time: new Date(Date.UTC(2026, 2, 2 + index, 9)).toISOString(),
      entry_price,
      qty: '10000',
      stop_loss,
      take_profits: tp === null ? [] : [{ price: tp, quantity_to_sell: '10000' }],
    });
  }
  const goal = await create('/api/v1/backtests/goals/', {
    label: 'Backtester 10 h',
    target_minutes: 600,
    start_date: new Date().toISOString().slice(0, 10),
  });
  await create('/api/v1/backtests/time-logs/', { goal: goal.id, duration_minutes: 90, session: session.id });

  return {
    account,
    strategyId: strategy.id,
    configurationId: configuration.id,
    capitalAccountId: capitalAccount.id,
    openTradeId: openTrade.id,
    closedTradeId,
    sessionId: session.id,
  };
}
