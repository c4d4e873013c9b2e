import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/database.ts';
import { openDatabase } from '../apps/server/src/db/open-database.ts';
import { tradesConsideredQuery } from '../apps/server/src/features/dashboard/dashboard.repository.ts';
import { createAccountServices } from '../apps/server/src/services.ts';
import { type BenchPlan, count } from './bench-plan.ts';
import { CHALLENGE_TRADES, seedChallengeAccount } from './seed-challenge.ts';
import {
  seedClosedTrades,
  seedJournalDays,
  seedOtherTraders,
  seedTakeProfits,
  seedTradeRecords,
} from './seed-trades.ts';

export type Trader = { id: number; username: string; password: string };

/** A seeded, migrated database no process holds open, and the environment that points a server at it. */
export type PreparedDatabase = {
  label: string;
  isEmbedded: boolean;
  env: Record<string, string>;
  /** The 10,000-trade user among the 100, and the one with 100,000 closed trades. */
  trader: Trader;
  largeTrader: Trader;
  /** A user with one challenge account of 2,000 closed trades (docs/rules/challenges.md). */
  challenge: { trader: Trader; accountId: number };
  notes: string[];
  cleanup(): Promise<void>;
};

const PASSWORD = 'mot-de-passe-de-mesure';

/** The embedded database in a new DATA_DIR, left as a server finds it on its next start. */
export async function prepareEmbedded(plan: BenchPlan): Promise<PreparedDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carnet-bench-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  const seeded = await seed('embarquée', env, plan);
  return {
    ...seeded,
    isEmbedded: true,
    env,
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A new database on the PostgreSQL server of `serverUrl`, dropped by `cleanup`. */
export async function preparePostgres(serverUrl: string, plan: BenchPlan): Promise<PreparedDatabase> {
  const name = `carnet_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'carnet-bench-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
  const cleanup = async () => {
    // Connections of a server just stopped may still be closing: retry rather than force.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`drop database if exists ${name}`);
        break;
      } catch (error) {
        if (attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { ...(await seed('PostgreSQL', env, plan)), isEmbedded: false, env, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

async function seed(label: string, env: Record<string, string>, plan: BenchPlan) {
  const started = performance.now();
  const database = await openDatabase(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  try {
    const { db } = database;
    const { usersService } = createAccountServices(db);
    const createUser = (username: string) =>
      usersService.create({ username, email: `${username}@example.com`, password: PASSWORD, isStaff: false });
    const createTrader = async (username: string, trades: number): Promise<Trader> => {
      const user = await createUser(username);
      await seedClosedTrades(db, user.id, trades);
      await seedTakeProfits(db, user.id);
      await seedTradeRecords(db, user.id);
      await seedJournalDays(db, user.id);
      return { id: user.id, username, password: PASSWORD };
    };
    await seedOtherTraders(db, plan.otherTraders, plan.otherTradesInAll);
    const trader = await createTrader('mesure', plan.traderTrades);
    const largeTrader = await createTrader('mesure-grand', plan.largeTraderTrades);
    const challenger = await createUser('mesure-challenge');
    const challenge = {
      trader: { id: challenger.id, username: 'mesure-challenge', password: PASSWORD },
      accountId: await seedChallengeAccount(db, challenger.id, CHALLENGE_TRADES),
    };
    // Autovacuum would do this after a bulk load; it lets the covering index answer without the table.
    await db.execute(sql`vacuum analyze`);
    const inAll = plan.otherTradesInAll + plan.traderTrades + plan.largeTraderTrades + CHALLENGE_TRADES;
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    const notes = [
      `${label} : ${count(inAll)} trades insérés en ${seconds} s (${plan.otherTraders + 3} utilisateurs).`,
      `${label} : plan du tableau de bord (${count(plan.traderTrades)} trades) : ${await dashboardPlan(db, trader.id)}`,
    ];
    return { label, trader, largeTrader, challenge, notes };
  } finally {
    await database.close();
  }
}

/** The access path the planner chose for the dashboard query of `userId` (its scan lines). */
async function dashboardPlan(db: Db, userId: number): Promise<string> {
  const result: unknown = await db.execute(sql`explain ${tradesConsideredQuery(db, userId, {})}`);
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
  if (!Array.isArray(rows)) return '?';
  return rows
    .map((row: unknown) => (typeof row === 'object' && row !== null ? Object.values(row).join('') : ''))
    .filter((line) => line.includes('Scan'))
    .map((line) => line.replace(/^\s*(->\s*)?/, '').replace(/\s+\(cost.*$/, ''))
    .join(' ; ');
}
