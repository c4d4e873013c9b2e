import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_KEY_HEADER } from '@carnet/contract';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { badRequest, HttpError } from './errors.ts';

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges into an interface.
  interface FastifyContextConfig {
    /** A create that honours `Idempotency-Key` (docs/api.md#idempotency). */
    idempotent?: boolean;
  }
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges into an interface.
  interface FastifyRequest {
    /** Set when this request holds its key's claim: its answer completes (or releases) it. */
    idempotencyClaim?: IdempotencyClaim;
  }
}

/** How long a first answer is given again. */
const KEPT_MS = 24 * 60 * 60 * 1000;
/** How often a request whose key is still running looks again, and for how long it waits before a 409. */
const POLL_MS = 25;
const WAIT_MS = 30_000;
/** Printable ASCII, 1 to 255 characters: what a UUID or any client's token is written in. */
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Clé d’idempotence invalide : de 1 à 255 caractères visibles (ASCII).',
  stillRunning: 'Une requête avec la même clé d’idempotence est encore en cours : réessayez dans un instant.',
} as const;

/** The row of a request that runs the create itself, to be completed (or removed) when it answers. */
type IdempotencyClaim = { userId: number; route: string; key: string };

const ownRow = (claim: IdempotencyClaim) =>
  and(
    eq(idempotencyKeys.userId, claim.userId),
    eq(idempotencyKeys.route, claim.route),
    eq(idempotencyKeys.key, claim.key),
  );

/**
 * `Idempotency-Key` on the routes whose config says `idempotent` (registered inside the authenticated scope):
 * the first request with a key claims it and runs; its 2xx answer is kept and given again to the same user's same
 * key on the same route for 24 hours; a request that arrives while the first runs waits for its answer. A first
 * request that fails (4xx, 5xx) created nothing: its claim is removed, and the key may be sent again.
 */
export function registerIdempotency(api: FastifyInstance, db: Db): void {
  api.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.idempotent !== true) return;
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || !VALID_KEY.test(key))
      throw badRequest({ [IDEMPOTENCY_KEY_HEADER]: [IDEMPOTENCY_MESSAGES.invalidKey] });
    const claim = { userId: request.user.id, route: `${request.method} ${request.routeOptions.url}`, key };
    const started = Date.now();
    for (;;) {
      if (await claimKey(db, claim)) {
        request.idempotencyClaim = claim;
        return;
      }
      const [row] = await db
        .select({ statusCode: idempotencyKeys.statusCode, body: idempotencyKeys.body })
        .from(idempotencyKeys)
        .where(ownRow(claim));
      if (row?.statusCode != null) return replay(reply, row.statusCode, row.body ?? '');
      if (Date.now() - started > WAIT_MS)
        throw new HttpError(409, { detail: IDEMPOTENCY_MESSAGES.stillRunning });
      // Still running (or just released by a failed first request: the next claim takes it).
      await sleep(POLL_MS);
    }
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (claim === undefined) return payload;
    request.idempotencyClaim = undefined;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, body: payload })
        .where(ownRow(claim));
    } else {
      await db.delete(idempotencyKeys).where(and(ownRow(claim), isNull(idempotencyKeys.statusCode)));
    }
    return payload;
  });
}

/** Inserts the claim; false when the key is already held. An expired answer of this user is removed first. */
async function claimKey(db: Db, claim: IdempotencyClaim): Promise<boolean> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, claim.userId),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${KEPT_MS / 1000})`),
      ),
    );
  const inserted = await db
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}

function replay(reply: FastifyReply, statusCode: number, body: string): FastifyReply {
  return reply
    .code(statusCode)
    .header('content-type', 'application/json; charset=utf-8')
    .header('idempotent-replayed', 'true')
    .send(body);
}
