import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database.ts';
import { users } from '../../src/db/schema/index.ts';
import { type LoadDemoOptions, loadDemo } from '../../src/demo/load-demo.ts';
import { createMediaStore } from '../../src/media/index.ts';
import { createServices } from '../../src/services.ts';
import type { TestApp } from '../build-test-app.ts';

/** Loads the demo into a test app's database and media folder, as `carnet demo` does. */
export async function loadDemoInto(t: TestApp, options: Pick<LoadDemoOptions, 'now' | 'password'>) {
  const media = createMediaStore({
    dataDir: t.config.dataDir,
    signingSecret: t.config.jwtSecret,
    maxUploadBytes: t.config.maxUploadBytes,
  });
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);
  try {
    const services = createServices(t.db, t.config, {
      media,
      log: { warn: (_details, message) => warn(message) },
      maxUploadBytes: t.config.maxUploadBytes,
    });
    const summary = await loadDemo({ db: t.db, services, media, warn, ...options });
    return { summary, warnings };
  } finally {
    await media.close();
  }
}

/** Signs in through the API; the bearer header for `inject`. */
export async function signIn(t: TestApp, username: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/auth/jwt/create/',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { authorization: `Bearer ${response.json<{ access: string }>().access}` };
}

/** How many rows of each kind a user owns, and the balances of their accounts by name. */
export async function ownedRows(db: Db, userId: number) {
  const owned = (table: string) =>
    sql<number>`(select count(*)::int from ${sql.identifier(table)} where user_id = ${userId})`;
  const ofTrades = (table: string) =>
    sql<number>`(select count(*)::int from ${sql.identifier(table)} child join trades on trades.id = child.trade_id where trades.user_id = ${userId})`;
  const [counts] = await db
    .select({
      trades: owned('trades'),
      takeProfits: ofTrades('trade_take_profits'),
      reachedTakeProfits: sql<number>`(select count(*)::int from trade_take_profits tp join trades on trades.id = tp.trade_id where trades.user_id = ${userId} and tp.is_hit)`,
      confirmations: ofTrades('trade_confirmations'),
      tradeScreenshots: owned('trade_screenshots'),
      configurationScreenshots: owned('configuration_screenshots'),
      configurations: owned('configurations'),
      globalStrategies: owned('global_strategies'),
      capitalAccounts: owned('capital_accounts'),
      backtestSessions: owned('backtest_sessions'),
      backtestTrades: sql<number>`(select count(*)::int from backtest_trades bt join backtest_sessions s on s.id = bt.session_id where s.user_id = ${userId})`,
      goals: owned('backtest_goals'),
      timeLogs: sql<number>`(select count(*)::int from backtest_time_logs log join backtest_goals g on g.id = log.goal_id where g.user_id = ${userId})`,
      balances: sql<string>`(select string_agg(name || '=' || current_balance::text, ';' order by name) from capital_accounts where user_id = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return counts;
}
