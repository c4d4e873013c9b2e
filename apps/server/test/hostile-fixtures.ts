import { type Trade, tradeSchema } from '@carnet/contract';
import { GOAL, idOf, ok, type Run, tradeBody, uploadScreenshot, type World } from './hostile-world.ts';
import { SETUP } from './support/trades-test-support.ts';

/*
 * Valid bodies of the routes the hostile-input test attacks, and the fresh objects a run consumes: a run that
 * may close, edit or delete its target gets one of its own, read back after the run and deleted, so that no
 * run's success or failure leaks into the next one.
 */

export const ACCOUNT = {
  name: 'Compte',
  mode: 'SIM',
  currency: 'EUR',
  starting_balance: '10000',
  current_balance: '10000',
  target_balance: '20000',
  start_date: '2026-01-01',
  target_date: '2026-12-31',
  is_active: true,
  notes: 'Compte de test',
};

export const SESSION = {
  name: 'EURUSD H1',
  instrument: 'EURUSD',
  timeframe: 'H1',
  starting_equity: '10000',
  notes: 'Session',
};

export const BACKTEST_TRADE = {
  side: 'LONG',
  instrument: 'EURUSD',
  timeframe: 'H1',
  strategy_tag: 'Cassure',
  entry_time: '2026-01-05T09:00:00Z',
  entry_price: '1.1',
  qty: '10000',
  stop_loss: '1.095',
  notes: 'Note',
  take_profits: [{ price: '1.11', quantity_to_sell: '10000', order: 0 }],
};

/** One row of our CSV export's columns (docs/rules/backtests.md), cell by cell. */
export const CSV_ROW = {
  entry_time: '2026-01-05T09:00:00Z',
  side: 'LONG',
  instrument: 'EURUSD',
  timeframe: 'H1',
  strategy_tag: 'Cassure',
  entry_price: '1.1',
  qty: '10000',
  stop_loss: '1.095',
  tp1_price: '1.11',
  tp1_qty: '10000',
  notes: 'Note',
};

export const GLOBAL_STRATEGY = { name: 'Stratégie', description: 'Description', active: true };

export const configurationBody = (world: World) => ({
  ...SETUP,
  description: '<p>Description</p>',
  active: true,
  parent_strategy: world.globalStrategyId,
});

export async function freshTrade(world: World, run: Run): Promise<Trade> {
  const trade = tradeSchema.parse(await ok(world, 201, 'POST', '/api/v1/trades/', tradeBody(world)));
  const url = `/api/v1/trades/${trade.id}/`;
  run.reads.add(url);
  run.reads.add(`${url}screenshots/`);
  run.removals.push(url);
  return trade;
}

export async function freshSession(world: World, run: Run): Promise<number> {
  const id = idOf(await ok(world, 201, 'POST', '/api/v1/backtests/sessions/', SESSION));
  readSession(run, id);
  run.removals.push(`/api/v1/backtests/sessions/${id}/`);
  return id;
}

export function readSession(run: Run, id: number) {
  for (const tail of ['', 'trades/', 'export_csv/'])
    run.reads.add(`/api/v1/backtests/sessions/${id}/${tail}`);
}

export async function freshBacktestTrade(world: World, run: Run): Promise<number> {
  const url = `/api/v1/backtests/sessions/${world.sessionId}/trades/`;
  const id = idOf(await ok(world, 201, 'POST', url, BACKTEST_TRADE));
  run.removals.push(`/api/v1/backtests/trades/${id}/`);
  return id;
}

export async function freshConfiguration(world: World, run: Run): Promise<number> {
  const id = idOf(await ok(world, 201, 'POST', '/api/v1/strategies/', configurationBody(world)));
  run.reads.add(`/api/v1/strategies/${id}/`);
  run.removals.push(`/api/v1/strategies/${id}/`);
  return id;
}

export async function freshGlobalStrategy(world: World, run: Run): Promise<number> {
  const id = idOf(await ok(world, 201, 'POST', '/api/v1/trading-strategies/', GLOBAL_STRATEGY));
  run.reads.add(`/api/v1/trading-strategies/${id}/`);
  run.removals.push(`/api/v1/trading-strategies/${id}/`);
  return id;
}

/** Accounts have no DELETE (they are archived): a fresh one stays, read in the accounts list. */
export async function freshAccount(world: World, run: Run): Promise<number> {
  const id = idOf(await ok(world, 201, 'POST', '/api/v1/capital-accounts/', ACCOUNT));
  run.reads.add(`/api/v1/capital-accounts/${id}/`);
  return id;
}

/** A screenshot of a gallery (`/api/v1/trades/1/`), deleted after the run. */
export async function freshScreenshot(world: World, run: Run, gallery: string): Promise<number> {
  const { id } = await uploadScreenshot(world, gallery);
  run.reads.add(`${gallery}screenshots/`);
  run.removals.push(`${gallery}screenshots/${id}/`);
  return id;
}

/** The active goal (one at most per user), created when none is. */
export async function activeGoal(world: World, run: Run): Promise<number> {
  const response = await world.t.app.inject({
    method: 'GET',
    url: '/api/v1/backtests/goals/active/',
    headers: world.user.authHeader,
  });
  const id =
    response.statusCode === 200
      ? idOf(response.json())
      : idOf(await ok(world, 201, 'POST', '/api/v1/backtests/goals/', GOAL));
  run.reads.add(`/api/v1/backtests/time-logs/?goal=${id}`);
  return id;
}

/** Completes the active goal, if any, so that a new one may be created. */
export async function noActiveGoal(world: World): Promise<void> {
  const response = await world.t.app.inject({
    method: 'GET',
    url: '/api/v1/backtests/goals/active/',
    headers: world.user.authHeader,
  });
  if (response.statusCode !== 200) return;
  const id = idOf(response.json());
  await ok(world, 200, 'PATCH', `/api/v1/backtests/goals/${id}/`, { status: 'COMPLETED' });
}
