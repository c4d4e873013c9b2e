import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseSqlState } from '../../test/raise-sql-state.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import type { Tx } from './database.ts';
import { isWriteConflict, runTransaction, TRANSACTION_ATTEMPTS } from './run-transaction.ts';
import { users } from './schema/index.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ poolSize: 3 });
});

afterAll(async () => {
  await database.close();
});

/** A row written by the attempt, so the test sees which attempts were rolled back. */
function insertUser(tx: Tx, username: string) {
  return tx.insert(users).values({ username, passwordHash: 'x' });
}

const usernamesLike = async (prefix: string) =>
  (
    await database.db
      .select({ username: users.username })
      .from(users)
      .where(like(users.username, `${prefix}%`))
  )
    .map((row) => row.username)
    .sort();

describe('runTransaction', () => {
  it('runs the whole work again after a deadlock or a serialization failure; failed runs leave nothing', async () => {
    let attempts = 0;
    const result = await runTransaction(database.db, async (tx) => {
      attempts++;
      await insertUser(tx, `retried-${attempts}`);
      if (attempts === 1) await raiseSqlState(tx, '40P01');
      if (attempts === 2) await raiseSqlState(tx, '40001');
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(attempts).toBe(3);
    expect(await usernamesLike('retried-')).toEqual(['retried-3']);
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} runs and throws the conflict (answered 409)`, async () => {
    let attempts = 0;
    const failure = await runTransaction(database.db, async (tx) => {
      attempts++;
      await insertUser(tx, `doomed-${attempts}`);
      await raiseSqlState(tx, '40P01');
    }).catch((error: unknown) => error);
    expect(isWriteConflict(failure)).toBe(true);
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);
    expect(await usernamesLike('doomed-')).toEqual([]);
  });

  it('runs any other failure once', async () => {
    let attempts = 0;
    const failure = await runTransaction(database.db, async (tx) => {
      attempts++;
      await raiseSqlState(tx, '23505');
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isWriteConflict(failure)).toBe(false);
    expect(attempts).toBe(1);
  });

  // PGlite runs one query at a time: two transactions can never hold locks at once there.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'a real deadlock between two transactions: PostgreSQL aborts one, which runs again, and both commit',
    async () => {
      await database.db.insert(users).values([
        { username: 'deadlock-a', passwordHash: 'x' },
        { username: 'deadlock-b', passwordHash: 'x' },
      ]);
      // Both hold their first row before either asks for its second, on the first run only: a certain deadlock.
      let holding = 0;
      let bothHolding: () => void = () => undefined;
      const barrier = new Promise<void>((resolve) => {
        bothHolding = resolve;
      });
      const attempts = { first: 0, second: 0 };
      const lockBoth = (name: keyof typeof attempts, order: readonly string[]) =>
        runTransaction(database.db, async (tx) => {
          attempts[name]++;
          for (const [index, username] of order.entries()) {
            await tx.execute(sql`select 1 from users where username = ${username} for update`);
            if (index === 0 && attempts[name] === 1) {
              holding++;
              if (holding === 2) bothHolding();
              await barrier;
            }
          }
          return name;
        });
      const results = await Promise.all([
        lockBoth('first', ['deadlock-a', 'deadlock-b']),
        lockBoth('second', ['deadlock-b', 'deadlock-a']),
      ]);
      expect(results).toEqual(['first', 'second']);
      expect(attempts.first + attempts.second).toBe(3);
    },
  );
});
