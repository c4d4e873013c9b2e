import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Trade } from '@carnet/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../../test/build-test-app.ts';
import { answersOf, arrangeJournal } from '../../test/support/backup-test-support.ts';
import { apiOf, arrangeSetup, longTrade } from '../../test/support/trades-test-support.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import { createMediaBackend } from '../media/index.ts';
import { createAccountServices } from '../services.ts';
import { restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

const t = useTestApp();
const folder = mkdtempSync(join(tmpdir(), 'carnet-backup-'));
const driver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a backup restored into an empty database', () => {
  it('answers every API call as before, serves the same media bytes, and keeps working', async () => {
    const alice = await t.createUser('sauvegarde-alice');
    await arrangeJournal(t, alice);
    const bob = await t.createUser('sauvegarde-bob');
    const bobSetup = await arrangeSetup(t, bob, '2500.75');
    await bobSetup.api.createTrade(longTrade(bobSetup.account.id, { quantity: '1.00012345' }));
    const before = [await answersOf(t.app, alice.authHeader), await answersOf(t.app, bob.authHeader)];

    const file = join(folder, 'journal.carnet-backup.gz');
    const media = createMediaBackend({ dataDir: t.config.dataDir, signingSecret: t.config.jwtSecret });
    const written = await writeBackup({ database: { db: t.db, driver }, media, path: file });
    expect(written.rows).toMatchObject({ users: 2, trades: 3, trade_take_profits: 4, backtest_trades: 3 });
    expect(written.rows).not.toHaveProperty('refresh_tokens');
    expect(written.media).toBe(6); // three images and their thumbnails
    expect(written.missingMedia).toEqual([]);

    const target = await openTestDatabase();
    const config = testConfig();
    const targetMedia = createMediaBackend({ dataDir: config.dataDir, signingSecret: config.jwtSecret });
    try {
      const restored = await restoreBackup({ database: target, media: targetMedia, path: file });
      expect(restored.rows).toEqual(written.rows);
      expect(restored.media).toBe(6);
      expect(restored.header).toEqual(written.header);
      // The trades written back move each owner's trades stamp past the one saved (and past the clock), so a
      // dashboard answer cached from the source database is never served from this one.
      const stamps = (db: Db) =>
        db
          .select({ stamp: users.tradesVersion })
          .from(users)
          .where(inArray(users.id, [alice.id, bob.id]))
          .orderBy(users.id);
      const [saved, restoredStamps] = [await stamps(t.db), await stamps(target.db)];
      expect(restoredStamps).toHaveLength(2);
      for (const [index, { stamp }] of restoredStamps.entries())
        expect(stamp).toBeGreaterThan(saved[index]?.stamp ?? Number.POSITIVE_INFINITY);

      const app = await buildApp({ config, db: target.db });
      try {
        const logIn = async (username: string, password: string) => {
          const response = await app.inject({
            method: 'POST',
            url: '/auth/jwt/create/',
            payload: { username, password },
          });
          expect(response.statusCode).toBe(200);
          return { authorization: `Bearer ${response.json<{ access: string }>().access}` };
        };
        const aliceAgain = await logIn(alice.username, alice.password);
        const bobAgain = await logIn(bob.username, bob.password);
        const after = [await answersOf(app, aliceAgain), await answersOf(app, bobAgain)];
        expect(after).toEqual(before);
        expect(after[0]?.media.size).toBe(6);

        // Sessions are not part of a backup: an old refresh token is refused.
        const refresh = await app.inject({
          method: 'POST',
          url: '/auth/jwt/refresh/',
          payload: { refresh: alice.refresh },
        });
        expect(refresh.statusCode).toBe(401);

        // New rows get ids after the restored ones.
        const api = apiOf({ ...t, app }, { ...alice, authHeader: aliceAgain });
        const trades = await api.ok<{ results: Trade[] }>(200, 'GET', '/api/v1/trades/');
        const [account] = await api.ok<{ id: number }[]>(200, 'GET', '/api/v1/capital-accounts/');
        const created = await api.createTrade(longTrade(account?.id ?? 0));
        expect(created.id).toBeGreaterThan(Math.max(...trades.results.map((trade) => trade.id)));
        const carol = await createAccountServices(target.db).usersService.create({
          username: 'apres-restauration',
          email: '',
          password: 'un-mot-de-passe-solide',
          isStaff: false,
        });
        expect(carol.id).toBeGreaterThan(bob.id);
      } finally {
        await app.close();
      }
    } finally {
      await target.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
