import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Configuration, Trade } from '@carnet/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDataDir, type ServerProcess, startServer } from '../process.ts';
import { longTrade } from '../support/long-trade-fixture.ts';

const ADMIN_PASSWORD = 'mot-de-passe-admin';
const WRITERS = 4;
/** The kill comes once this many writes are acknowledged, while the other writers still have one in flight. */
const KILL_AFTER_ACKNOWLEDGED = 40;

type Acknowledged = { kind: 'trade' | 'configuration'; id: number; label: string };

async function callJson<T>(
  server: ServerProcess,
  token: string,
  method: string,
  path: string,
  body?: object,
) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function logIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.baseUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

/** Every third write is a configuration (one row, its types and confirmations), the others a trade and its targets. */
type Parents = { accountId: number; strategyId: number };

function writeOf(server: ServerProcess, token: string, parents: Parents, label: string, index: number) {
  if (index % 3 === 2) {
    return callJson<Configuration>(server, token, 'POST', '/api/v1/strategies/', {
      name: label,
      parent_strategy: parents.strategyId,
      timezone: 'UTC',
      confirmations: [{ key: 'HTF_ZONE', label: 'Zone HTF', level: 'HTF', mandatory: true, weight: 1 }],
      types: [{ description: 'Cassure' }, { description: 'Retest' }],
    }).then(({ status, body }) => ({ status, kind: 'configuration' as const, id: body.id }));
  }
  const trade = longTrade(parents.accountId, {
    setup_reason: label,
    take_profits: [
      { price: '51000', quantity_to_sell: '1' },
      { price: '52000', quantity_to_sell: '1' },
    ],
  });
  return callJson<Trade>(server, token, 'POST', '/api/v1/trades/', trade).then(({ status, body }) => ({
    status,
    kind: 'trade' as const,
    id: body.id,
  }));
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the embedded database killed with SIGKILL in the middle of a stream of writes (ARCHITECTURE.md)',
  { timeout: 180_000 },
  () => {
    const servers: ServerProcess[] = [];
    let dataDir = '';

    afterAll(() => {
      for (const server of servers) server.child.kill('SIGKILL');
      if (dataDir !== '') rmSync(dataDir, { recursive: true, force: true });
    });

    it('restarts on the same DATA_DIR with every acknowledged write present', async () => {
      dataDir = await prepareDataDir();
      const first = await startServer({ DATA_DIR: dataDir, CARNET_ADMIN_PASSWORD: ADMIN_PASSWORD });
      servers.push(first);
      const token = await logIn(first);
      const account = await callJson<{ id: number }>(first, token, 'POST', '/api/v1/capital-accounts/', {
        name: 'Compte principal',
        starting_balance: '10000',
      });
      const strategy = await callJson<{ id: number }>(first, token, 'POST', '/api/v1/trading-strategies/', {
        name: 'Price action',
      });
      expect([account.status, strategy.status]).toEqual([201, 201]);
      const parents = { accountId: account.body.id, strategyId: strategy.body.id };

      const acknowledged: Acknowledged[] = [];
      let failedWrites = 0;
      // Each writer is sequential; the writers run concurrently, so requests are in flight at the kill.
      const writer = async (writerIndex: number) => {
        for (let index = 0; ; index += 1) {
          const label = `Écriture ${writerIndex}-${index}`;
          const write = await writeOf(first, token, parents, label, index).catch(() => null);
          if (write === null) {
            failedWrites += 1; // the connection died with the process: not acknowledged
            return;
          }
          if (write.status !== 201) {
            first.child.kill('SIGKILL');
            throw new Error(`${label}: ${write.status}`);
          }
          acknowledged.push({ kind: write.kind, id: write.id, label });
          if (acknowledged.length === KILL_AFTER_ACKNOWLEDGED) first.child.kill('SIGKILL');
        }
      };
      await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
      expect(await first.exited).toBeNull(); // killed by the signal, no exit code
      expect(failedWrites).toBe(WRITERS);
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
      expect(existsSync(join(dataDir, 'carnet.lock'))).toBe(true); // left behind by the dead process

      const second = await startServer({ DATA_DIR: dataDir });
      servers.push(second);
      const secondToken = await logIn(second);
      for (const write of acknowledged) {
        if (write.kind === 'trade') {
          const trade = await callJson<Trade>(second, secondToken, 'GET', `/api/v1/trades/${write.id}/`);
          expect(trade.status, write.label).toBe(200);
          expect(trade.body.setup_reason).toBe(write.label);
          expect(trade.body.take_profits.map((target) => target.price)).toEqual(['51000', '52000']);
        } else {
          const setup = await callJson<Configuration>(
            second,
            secondToken,
            'GET',
            `/api/v1/strategies/${write.id}/`,
          );
          expect(setup.status, write.label).toBe(200);
          expect(setup.body.name).toBe(write.label);
          expect(setup.body.types.map((type) => type.description)).toEqual(['Cassure', 'Retest']);
          expect(setup.body.confirmations).toHaveLength(1);
        }
      }
      // The restarted server keeps writing: identities continue after the recovered rows.
      const next = await writeOf(second, secondToken, parents, 'Après redémarrage', 0);
      expect(next.status).toBe(201);
      const tradeIds = acknowledged.filter((write) => write.kind === 'trade').map((write) => write.id);
      expect(next.id).toBeGreaterThan(Math.max(...tradeIds));

      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      expect(existsSync(join(dataDir, 'carnet.lock'))).toBe(false);
    });
  },
);
