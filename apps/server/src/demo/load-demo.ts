import {
  backtestSessionInputSchema,
  capitalAccountInputSchema,
  configurationInputSchema,
  globalStrategyInputSchema,
  goalInputSchema,
  timeLogInputSchema,
} from '@carnet/contract';
import type { Db } from '../db/database.ts';
import { createTradeReferences, type TradeReferences } from '../features/trades/trade-references.ts';
import type { MediaStore } from '../media/index.ts';
import type { Services } from '../services.ts';
import { type AccountKey, type DemoAccount, demoAccounts } from './demo-accounts.ts';
import { backtestCsv, DEMO_SESSIONS, type SessionKey } from './demo-backtests.ts';
import { demoGoals } from './demo-goals.ts';
import { attachConfigurationExample, attachTradeScreenshots } from './demo-screenshots.ts';
import { DEMO_GLOBAL_STRATEGY_ENTRIES, DEMO_SETUPS, type GlobalStrategyKey } from './demo-setups.ts';
import { countTrades, type DemoSummary } from './demo-summary.ts';
import { drawTradeRecords } from './demo-trade-record.ts';
import { replaceDemoUser } from './demo-user.ts';
import type { GeneratorSetup } from './draw-trade.ts';
import { profileAssets } from './instruments.ts';
import { planDemoTrades } from './plan-demo-trades.ts';
import { createRandom } from './seeded-random.ts';
import { generateDemoTrades } from './trade-generator.ts';
import { writeDemoCandles } from './write-demo-candles.ts';
import { writeDemoTrades } from './write-demo-trades.ts';

/** The fixed seed of the demo: the same data on every run and every machine (dates end on the day it runs). */
export const DEMO_SEED = 20_261_122;

export type DemoServices = Pick<
  Services,
  | 'profileService'
  | 'globalStrategiesService'
  | 'configurationsService'
  | 'configurationScreenshots'
  | 'capitalAccountsService'
  | 'tradeScreenshots'
  | 'backtestsService'
  | 'backtestsCsvService'
  | 'backtestGoalsService'
>;

export type LoadDemoOptions = {
  db: Db;
  services: DemoServices;
  media: Pick<MediaStore, 'remove'>;
  password: string;
  now: Date;
  warn: (message: string) => void;
};

/**
 * `carnet demo` (README.md): replaces the `demo` account with a year of a trader's journal ending `now`.
 * Everything goes through the features' services and rules; only the trades are written in bulk, after the
 * trades feature has planned each of them (see plan-demo-trades.ts).
 */
export async function loadDemo(options: LoadDemoOptions): Promise<DemoSummary> {
  const { db, services, now } = options;
  const { userId, references, setups, accounts, accountId } = await seedDemoTrader(options);
  const trades = generateDemoTrades({ now, seed: DEMO_SEED, setups, accountId });
  const liveAccountIds = new Set(
    accounts.filter((account) => account.input.mode === 'LIVE').map((account) => accountId(account.key)),
  );
  const records = drawTradeRecords({ trades, liveAccountIds, now }, createRandom(DEMO_SEED + 300));
  const planned = await planDemoTrades(references, userId, trades, records);
  const ids = await writeDemoTrades(db, userId, planned);
  const candles = await writeDemoCandles(db, userId, planned.trades, ids, createRandom(DEMO_SEED + 400));
  const tradeScreenshots = await attachTradeScreenshots(
    services,
    userId,
    trades.map((trade, index) => ({ id: required(ids[index], 'trade'), trade })),
  );
  // Archived last: an archived account takes no new trade (docs/rules/money.md#capital-accounts), the former broker's had them before.
  for (const account of accounts.filter((candidate) => candidate.archived)) {
    const id = accountId(account.key);
    const { current_balance } = await services.capitalAccountsService.get(userId, id);
    const body = capitalAccountInputSchema.parse({ ...account.input, current_balance, is_active: false });
    await services.capitalAccountsService.update(userId, id, body);
  }
  const backtests = await createBacktests(services, userId, now);
  const goals = await createGoals(services, userId, now, backtests.sessionIds);
  return {
    userId,
    ...countTrades(planned.trades),
    candles,
    tradeScreenshots,
    globalStrategies: DEMO_GLOBAL_STRATEGY_ENTRIES.length,
    configurations: setups.length,
    capitalAccounts: accounts.length,
    backtestSessions: DEMO_SESSIONS.length,
    backtestTrades: backtests.trades,
    goals: goals.goals,
    timeLogs: goals.timeLogs,
  };
}

/**
 * The demo account before its trades: the user (replacing an earlier one), its profile, its setups and its
 * capital accounts, all through the services. The migration test seeds a database of an earlier schema with it.
 */
export async function seedDemoTrader(
  options: Pick<LoadDemoOptions, 'db' | 'services' | 'media' | 'password' | 'warn' | 'now'>,
) {
  const { db, services } = options;
  const userId = await replaceDemoUser(db, options.media, options.password, options.warn);
  await services.profileService.update(userId, { assets: profileAssets() });
  const references = createTradeReferences({
    configurations: services.configurationsService,
    accounts: services.capitalAccountsService,
  });
  const setups = await createSetups(services, references, userId);
  const accounts = demoAccounts(options.now);
  const accountId = await createAccounts(services, userId, accounts);
  return { userId, references, setups, accounts, accountId };
}

/** The capital accounts, all active at first; returns the id of each key. */
async function createAccounts(services: DemoServices, userId: number, accounts: readonly DemoAccount[]) {
  const ids = new Map<AccountKey, number>();
  for (const account of accounts) {
    const body = capitalAccountInputSchema.parse({ ...account.input, is_active: true });
    ids.set(account.key, (await services.capitalAccountsService.create(userId, body)).id);
  }
  return (key: AccountKey) => required(ids.get(key), key);
}

/** Global strategies, then the configurations under them with an example chart each. */
async function createSetups(
  services: DemoServices,
  references: TradeReferences,
  userId: number,
): Promise<GeneratorSetup[]> {
  const strategyIds = new Map<GlobalStrategyKey, number>();
  for (const [key, input] of DEMO_GLOBAL_STRATEGY_ENTRIES) {
    const created = await services.globalStrategiesService.create(
      userId,
      globalStrategyInputSchema.parse(input),
    );
    strategyIds.set(key, created.id);
  }
  const setups: GeneratorSetup[] = [];
  for (const [index, setup] of DEMO_SETUPS.entries()) {
    const parent_strategy = required(strategyIds.get(setup.parent), setup.parent);
    const body = configurationInputSchema.parse({ ...setup.input, parent_strategy });
    const { id } = await services.configurationsService.create(userId, body);
    await attachConfigurationExample(services, userId, id, setup, DEMO_SEED + index);
    // The rules the trades are scored against are the stored ones (server defaults applied), as on a save.
    const stored = await references.findConfiguration(userId, id);
    if (stored === undefined) throw new Error('demo configuration vanished');
    setups.push({ ...setup, id, compliance: stored.compliance, typeIds: stored.typeIds });
  }
  return setups;
}

/** Backtest sessions filled through the CSV import (the rules package computes each trade's result). */
async function createBacktests(services: DemoServices, userId: number, now: Date) {
  const random = createRandom(DEMO_SEED + 100);
  const sessionIds = new Map<SessionKey, number>();
  let trades = 0;
  for (const session of DEMO_SESSIONS) {
    const body = backtestSessionInputSchema.parse(session.input);
    const { id } = await services.backtestsService.createSession(userId, body);
    sessionIds.set(session.key, id);
    const csv = backtestCsv(session, now, random);
    const imported = await services.backtestsCsvService.importCsv(userId, id, async () => Buffer.from(csv));
    if (imported.errors.length > 0)
      throw new Error(`demo backtest rejected: ${JSON.stringify(imported.errors)}`);
    trades += imported.imported;
  }
  return { sessionIds, trades };
}

/** A completed goal, then the active one, each with its time logs. */
async function createGoals(
  services: DemoServices,
  userId: number,
  now: Date,
  sessionIds: ReadonlyMap<SessionKey, number>,
) {
  const goalsService = services.backtestGoalsService;
  const goals = demoGoals(now, createRandom(DEMO_SEED + 200));
  let timeLogs = 0;
  for (const goal of goals) {
    const { id } = await goalsService.createGoal(userId, goalInputSchema.parse(goal.input));
    for (const log of goal.logs) {
      const fields = timeLogInputSchema.parse({
        goal: id,
        duration_minutes: log.durationMinutes,
        session: log.session === null ? null : required(sessionIds.get(log.session), log.session),
        notes: log.notes,
        started_at: log.startedAt.toISOString(),
      });
      await goalsService.logTime(userId, fields);
      timeLogs += 1;
    }
    if (goal.completed) await goalsService.setStatus(userId, id, 'COMPLETED');
  }
  return { goals: goals.length, timeLogs };
}

/** An id the demo created a moment ago under `key`. */
function required(id: number | undefined, key: string): number {
  if (id === undefined) throw new Error(`demo object « ${key} » was not created`);
  return id;
}
