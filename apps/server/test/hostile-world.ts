import { type Configuration, configurationSchema, type Trade, tradeSchema } from '@carnet/contract';
import { z } from 'zod';
import type { TestApp, TestUser } from './build-test-app.ts';
import { backtestsApi } from './support/backtests-test-support.ts';
import { multipartFiles } from './support/screenshot-test-support.ts';
import { pngImage } from './support/test-images.ts';
import { arrangeSetup, longTrade } from './support/trades-test-support.ts';

/*
 * The user the hostile-input property test writes as (a staff member, so that the administration is attacked
 * too) and the objects of that user that the routes' valid requests point at. Built again for a new user after
 * a failed run, so that whatever a failure stored cannot fail the next run.
 */

/** One user's objects, one of each kind, valid; the routes' valid requests point at them. */
export type World = {
  t: TestApp;
  user: TestUser;
  /** Changed by a successful POST /auth/users/set_password/. */
  password: string;
  /** Another account the administration routes act on (never the caller, who could lock itself out). */
  victimId: number;
  globalStrategyId: number;
  configuration: Configuration;
  accountId: number;
  trade: Trade;
  sessionId: number;
  goalId: number;
  /** A signed /media/… URL of the configuration's screenshot. */
  mediaUrl: string;
};

/** What one property run created and touched: read back after a write, deleted after the run. */
export type Run = { reads: Set<string>; removals: string[] };

export const newRun = (): Run => ({ reads: new Set(), removals: [] });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who calls: the app and the user whose token goes in the header. */
export type Caller = { t: TestApp; user: TestUser };

export function call({ t, user }: Caller, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: user.authHeader,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The answer's JSON when it has the status a fixture needs; anything else is a broken arrangement. */
export async function ok(caller: Caller, status: number, method: Method, url: string, payload?: object) {
  const response = await call(caller, method, url, payload);
  if (response.statusCode !== status) {
    throw new Error(`préparation : ${method} ${url} → ${response.statusCode} ${excerpt(response.body)}`);
  }
  return response.json<unknown>();
}

const withId = z.object({ id: z.number().int() });
export const idOf = (value: unknown) => withId.parse(value).id;

export const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

let png: Promise<Buffer> | undefined;

/** A real PNG screenshot upload (generated once per file). */
export async function screenshotUpload(filename = 'capture.png', type = 'image/png') {
  png ??= pngImage();
  return multipartFiles([{ data: await png, filename, type }]);
}

/** Uploads one screenshot into a gallery (`/api/v1/trades/1/`): its id and signed URL. */
export async function uploadScreenshot({ t, user }: Caller, gallery: string) {
  const upload = await screenshotUpload();
  const response = await t.app.inject({
    method: 'POST',
    url: `${gallery}screenshots/`,
    headers: { ...user.authHeader, ...upload.headers },
    payload: upload.payload,
  });
  const [shot] = z
    .array(z.object({ id: z.number().int(), image_url: z.string() }))
    .parse(response.statusCode === 201 ? response.json() : []);
  if (shot === undefined) throw new Error(`préparation : capture refusée → ${excerpt(response.body)}`);
  return { id: shot.id, url: shot.image_url };
}

/** A valid trade of the world's account and configuration, with its confirmations and one target. */
export function tradeBody(world: Pick<World, 'accountId' | 'configuration'>) {
  const { configuration } = world;
  return longTrade(world.accountId, {
    strategy: configuration.id,
    strategy_type: configuration.types[0]?.id ?? null,
    initial_confirmations: configuration.confirmations.map(({ key }) => ({ key, passed: true, note: 'Vu' })),
    tags: ['FOMO', 'Plan respecté'],
  });
}

/** A goal of one's own (at most one is active). */
export const GOAL = {
  label: 'Objectif',
  target_minutes: 600,
  start_date: '2026-03-01',
  deadline: '2026-12-31',
};

/** The objects of `user`, created through the API (a global strategy, a configuration, an account, …). */
export async function buildWorld(t: TestApp, user: TestUser, victimId: number): Promise<World> {
  const caller = { t, user };
  const { configuration, account, parentId } = await arrangeSetup(t, user);
  const trade = tradeSchema.parse(
    await ok(caller, 201, 'POST', '/api/v1/trades/', tradeBody({ accountId: account.id, configuration })),
  );
  const session = await backtestsApi(t, user).createSession();
  const goal = await ok(caller, 201, 'POST', '/api/v1/backtests/goals/', GOAL);
  const shot = await uploadScreenshot(caller, `/api/v1/strategies/${configuration.id}/`);
  return {
    t,
    user,
    password: user.password,
    victimId,
    globalStrategyId: parentId,
    configuration: configurationSchema.parse(
      await ok(caller, 200, 'GET', `/api/v1/strategies/${configuration.id}/`),
    ),
    accountId: account.id,
    trade,
    sessionId: session.id,
    goalId: idOf(goal),
    mediaUrl: shot.url,
  };
}
