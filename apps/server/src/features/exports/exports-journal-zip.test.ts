import type { CapitalAccount } from '@carnet/contract';
import { getTableName, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/build-test-app.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { arrangeJournal } from '../../../test/support/backup-test-support.ts';
import { FRENCH_BROKER_TEMPLATE } from '../../../test/support/import-templates-test-support.ts';
import { importOnePair } from '../../../test/support/imports-test-support.ts';
import { apiOf } from '../../../test/support/trades-test-support.ts';
import { JOURNAL_TABLES, NOT_EXPORTED_TABLES } from './journal-tables.ts';
import { JOURNAL_MANIFEST, screenshotEntry } from './journal-zip.ts';

// Alice and Bob each hold a whole journal (backup-test-support's arrangeJournal: accounts, a configuration with two
// screenshots, an open and a closed trade with a screenshot, a backtest session, a goal with time logged, profile
// assets) plus one Tradovate import. Alice's archive must hold a non-empty JSON file for every table she owns rows
// in, each screenshot's image byte for byte, and not one id, row or image of Bob's.

const t = useTestApp();

type Row = Record<string, unknown>;

async function exportJournal(user: TestUser) {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/v1/exports/journal.zip',
    headers: user.authHeader,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return { answer, files: unzipSync(new Uint8Array(answer.rawPayload)) };
}

const rowsOf = (files: Record<string, Uint8Array>, file: string): Row[] => {
  const bytes = files[file];
  if (bytes === undefined) throw new Error(`${file} manque dans l’archive`);
  return JSON.parse(new TextDecoder().decode(bytes));
};

async function arrangeUser(name: string) {
  const user = await t.createUser(name);
  await arrangeJournal(t, user);
  const api = apiOf(t, user);
  const [account] = await api.ok<CapitalAccount[]>(200, 'GET', '/api/v1/capital-accounts/');
  await importOnePair(t, user, account?.id ?? 0);
  // A balance typed by hand: one adjustment (docs/rules/money.md#adjustments).
  await api.ok(200, 'PUT', `/api/v1/capital-accounts/${account?.id}/`, {
    name: account?.name,
    starting_balance: account?.starting_balance,
    current_balance: '12345.67',
  });
  await apiOf(t, user).ok(201, 'POST', '/api/v1/import-templates/', FRENCH_BROKER_TEMPLATE);
  return user;
}

describe('GET /api/v1/exports/journal.zip (docs/rules/imports.md)', () => {
  it('holds every object type the user owns, screenshots included, and nothing of another user', async () => {
    const alice = await arrangeUser('journal-alice');
    const bob = await arrangeUser('journal-bob');
    const { answer, files } = await exportJournal(alice);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="carnet-journal-\d{4}-\d{2}-\d{2}\.zip"$/,
    );

    for (const { file } of JOURNAL_TABLES) expect(rowsOf(files, file).length, file).toBeGreaterThan(0);
    const [user] = rowsOf(files, 'user.json');
    expect(user).toMatchObject({ id: alice.id, username: 'journal-alice' });
    expect(user).not.toHaveProperty('password_hash');
    for (const { file } of JOURNAL_TABLES) {
      for (const row of rowsOf(files, file)) {
        if ('user_id' in row) expect(row.user_id, file).toBe(alice.id);
      }
    }

    // Child rows point at Alice's parents only, and Bob's trades are nowhere.
    const tradeIds = new Set(rowsOf(files, 'trades.json').map((row) => row.id));
    for (const file of ['trade_exits.json', 'trade_history.json', 'trade_take_profits.json']) {
      for (const row of rowsOf(files, file)) expect(tradeIds.has(row.trade_id), file).toBe(true);
    }
    const bobTrades = await apiOf(t, bob).ok<{ results: { id: number }[] }>(200, 'GET', '/api/v1/trades/');
    for (const trade of bobTrades.results) expect(tradeIds.has(trade.id)).toBe(false);
    const bobSessions = await apiOf(t, bob).ok<{ id: number }[]>(200, 'GET', '/api/v1/backtests/sessions/');
    const accountIds = new Set(rowsOf(files, 'capital_accounts.json').map((row) => row.id));
    for (const row of rowsOf(files, 'balance_adjustments.json')) {
      expect(accountIds.has(row.capital_account_id), 'balance_adjustments.json').toBe(true);
    }
    const sessionIds = new Set(rowsOf(files, 'backtest_trades.json').map((row) => row.session_id));
    for (const session of bobSessions) expect(sessionIds.has(session.id)).toBe(false);

    // Every screenshot's original image is there, as a PNG or JPEG, and no image of Bob's.
    const keys = [
      ...rowsOf(files, 'trade_screenshots.json'),
      ...rowsOf(files, 'configuration_screenshots.json'),
    ].map((row) => String(row.media_key));
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(files[screenshotEntry(key)]?.length, key).toBeGreaterThan(100);
    const images = Object.keys(files).filter((name) => name.startsWith('screenshots/'));
    expect(images.sort()).toEqual(keys.map(screenshotEntry).sort());
    expect(JSON.parse(new TextDecoder().decode(files[JOURNAL_MANIFEST]))).toMatchObject({
      missing_screenshots: [],
    });
  });

  it('covers every table with a user id, except the sign-in secrets', async () => {
    const owned = await t.db
      .selectDistinct({ name: sql<string>`table_name` })
      .from(sql`information_schema.columns`)
      .where(sql`table_schema = 'public' and column_name = 'user_id'`);
    const exported = new Set(JOURNAL_TABLES.map(({ table }) => getTableName(table)));
    const uncovered = owned
      .map((row) => row.name)
      .filter((name) => !exported.has(name) && !(NOT_EXPORTED_TABLES as readonly string[]).includes(name));
    expect(uncovered).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/exports/journal.zip' });
    expect(answer.statusCode).toBe(401);
  });
});
