import { type Analysis, FIELD_MESSAGES, type TradePage } from '@carnet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import {
  type Api,
  arrangeSetup,
  createAccount,
  longTrade,
  PREFERRED_ENTRY,
  SECONDARY_ENTRY,
  WEEKEND_ENTRY,
} from '../../../test/support/trades-test-support.ts';

/*
 * GET /api/v1/trades/ filters, on one trader's three trades (SETUP: UTC clock, bands A+ ≥ 90 %):
 *   A  main account, LONG BTCUSDT CRYPTO, configuration, Monday 10:05 (PREFERRED), every confirmation passed →
 *      score 100 % → grade A+, compliant (risk 1 % ≤ 2 %); closed 2026-11-17T09:00Z.
 *   B  main account, SHORT EURUSD FOREX, no configuration → no grade, no timing, not compliant; still OPEN.
 *   C  second account, LONG ETHUSDT CRYPTO, configuration, Saturday (OUTSIDE) → not compliant; closed
 *      2026-11-22T12:00Z.
 * Newest entry first: C (21 Nov), B (16 Nov 14:00), A (16 Nov 10:05).
 */
const t = useTestApp();

let api: Api;
let mainAccount: number;
let secondAccount: number;
let strangerAccount: number;
const ids = { a: 0, b: 0, c: 0 };

const PASSED = ['HTF_ZONE', 'LTF_BOS', 'VOLUME'].map((key) => ({ key, passed: true }));

beforeAll(async () => {
  const setup = await arrangeSetup(t, await t.createUser('filters-owner'));
  api = setup.api;
  mainAccount = setup.account.id;
  secondAccount = (await createAccount(api, '5000')).id;
  const stranger = await arrangeSetup(t, await t.createUser('filters-stranger'));
  strangerAccount = stranger.account.id;
  await stranger.api.createTrade(longTrade(strangerAccount));

  const strategy = setup.configuration.id;
  const a = await api.createTrade(
    longTrade(mainAccount, { strategy, entry_date: PREFERRED_ENTRY, initial_confirmations: PASSED }),
  );
  await api.close(a.id, { close_price: '50500', close_date: '2026-11-17T09:00:00Z' });
  const b = await api.createTrade(
    longTrade(mainAccount, {
      direction: 'SHORT',
      asset_type: 'FOREX',
      asset_name: 'EURUSD',
      entry_price: '1.1',
      stop_loss_price: '1.2',
      take_profits: [{ price: '1.0', quantity_to_sell: '1' }],
      entry_date: SECONDARY_ENTRY,
    }),
  );
  const c = await api.createTrade(
    longTrade(secondAccount, { strategy, asset_name: 'ETHUSDT', entry_date: WEEKEND_ENTRY }),
  );
  await api.close(c.id, { close_price: '50500', close_date: '2026-11-22T12:00:00Z' });
  Object.assign(ids, { a: a.id, b: b.id, c: c.id });
});

async function idsOf(query: string): Promise<number[]> {
  const page = await api.ok<TradePage>(200, 'GET', `/api/v1/trades/?${query}`);
  expect(page.count).toBe(page.results.length);
  return page.results.map((trade) => trade.id);
}

describe('GET /api/v1/trades/ — column filters', () => {
  it('the fixtures are what the header says', async () => {
    const a = await api.trade(ids.a);
    expect([a.grade, a.timing_class, a.is_compliant, a.status]).toEqual(['A+', 'PREFERRED', true, 'CLOSED']);
    const c = await api.trade(ids.c);
    expect([c.timing_class, c.is_compliant]).toEqual(['OUTSIDE', false]);
    expect(await idsOf('')).toEqual([ids.c, ids.b, ids.a]);
  });

  it('close_date__gte/lte are instants, both bounds included', async () => {
    const day = 'close_date__gte=2026-11-17T09:00:00Z&close_date__lte=2026-11-17T09:00:00Z';
    expect(await idsOf(day)).toEqual([ids.a]);
    expect(await idsOf('close_date__gte=2026-11-17T09:00:01Z')).toEqual([ids.c]);
    expect(await idsOf('close_date__lte=2026-11-22T13:00:00%2B01:00')).toEqual([ids.c, ids.a]);
  });

  it('filters each column', async () => {
    expect(await idsOf(`capital_account=${secondAccount}`)).toEqual([ids.c]);
    expect(await idsOf('status=OPEN')).toEqual([ids.b]);
    expect(await idsOf('status=CLOSED')).toEqual([ids.c, ids.a]);
    expect(await idsOf('grade=A%2B')).toEqual([ids.a]);
    expect(await idsOf('timing_class=OUTSIDE')).toEqual([ids.c]);
    expect(await idsOf('direction=SHORT')).toEqual([ids.b]);
    expect(await idsOf('asset_type=CRYPTO')).toEqual([ids.c, ids.a]);
    expect(await idsOf('asset_name=ETHUSDT')).toEqual([ids.c]);
    expect(await idsOf('is_compliant=true')).toEqual([ids.a]);
    expect(await idsOf('is_compliant=false')).toEqual([ids.c, ids.b]);
    expect(await idsOf('is_draft=false')).toEqual([ids.c, ids.b, ids.a]);
    expect(await idsOf('is_draft=true')).toEqual([]);
  });

  it('combines filters with AND, with the entry dates and the analysis period of a breakdown row', async () => {
    expect(await idsOf(`status=CLOSED&capital_account=${mainAccount}&direction=LONG`)).toEqual([ids.a]);
    const strategy = (await api.trade(ids.a)).strategy;
    expect(await idsOf(`strategy=${strategy}&is_compliant=false`)).toEqual([ids.c]);
    expect(await idsOf(`strategy=${strategy}&entry_date__lte=2026-11-20`)).toEqual([ids.a]);
    const period = 'close_date__gte=2026-11-01T00:00:00Z&close_date__lte=2026-11-30T23:59:59.999Z';
    expect(await idsOf(`${period}&status=CLOSED&is_draft=false&asset_type=FOREX`)).toEqual([]);
  });

  it('reads weekday, hour and month in the server’s zone without tz, as the analysis does', async () => {
    const filters = { weekday: 'entry_weekday', hour: 'entry_hour', month: 'close_month' } as const;
    for (const [dimension, filter] of Object.entries(filters)) {
      const analysis = await api.ok<Analysis>(200, 'GET', `/api/v1/trades/analysis/?dimension=${dimension}`);
      const groups: { key: string; trades: number }[] =
        analysis.dimension === 'confirmation' ? [] : analysis.groups;
      const listed = await Promise.all(
        groups.map((group) => idsOf(`status=CLOSED&is_draft=false&${filter}=${group.key}`)),
      );
      expect(listed.map((found) => found.length)).toEqual(groups.map((group) => group.trades));
      expect(listed.flat().sort((x, y) => x - y)).toEqual([ids.a, ids.c].sort((x, y) => x - y));
    }
  });

  it('another user’s account is a 404, as on the analysis routes', async () => {
    const response = await api.call('GET', `/api/v1/trades/?capital_account=${strangerAccount}`);
    expect(response.statusCode).toBe(404);
  });

  it('answers a bad value with a French 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['status=DONE', 'Valeur inconnue. Valeurs possibles : OPEN, CLOSED.'],
      ['is_compliant=oui', 'Valeur invalide : true ou false.'],
      ['close_date__gte=hier', FIELD_MESSAGES.invalidDateTime],
      ['close_date__lte=2026-11-17', FIELD_MESSAGES.invalidDateTime],
      ['capital_account=abc', 'Identifiant invalide.'],
      ['direction=UP', 'Valeur inconnue. Valeurs possibles : LONG, SHORT.'],
      ['timing_class=LATE', 'Valeur inconnue. Valeurs possibles : PREFERRED, SECONDARY, OUTSIDE.'],
      ['strategy=0', 'Identifiant invalide.'],
      ['tz=Mars/Olympus', FIELD_MESSAGES.unknownTimeZone],
      ['entry_weekday=8', 'Jour invalide : de 1 (lundi) à 7 (dimanche).'],
      ['entry_weekday=lundi', 'Jour invalide : de 1 (lundi) à 7 (dimanche).'],
      ['entry_hour=24', 'Heure invalide : de 0 à 23.'],
      ['entry_hour=9.5', 'Heure invalide : de 0 à 23.'],
      ['close_month=2026-13', 'Mois invalide (AAAA-MM).'],
      ['close_month=1899-12', 'Date hors limites.'],
      [
        'duration=FOREVER',
        'Valeur inconnue. Valeurs possibles : UNDER_5_MIN, UNDER_1_HOUR, UNDER_4_HOURS, UNDER_1_DAY, UNDER_1_WEEK, LONGER.',
      ],
      ['source=API', 'Valeur inconnue. Valeurs possibles : MANUAL, IMPORT.'],
      ['strategy_type=x', 'Identifiant invalide.'],
      ['confirmation_passed=zone%20HTF', 'Lettres, chiffres, - et _ uniquement.'],
      ['also_tag=%20', 'Un tag ne peut pas être vide.'],
      ['grade__isnull=oui', 'Valeur invalide : true ou false.'],
      ['tag__isnull=1', 'Valeur invalide : true ou false.'],
      // PostgreSQL refuses U+0000 in text: a 400, never a 500.
      ['grade=A%00', 'Caractère nul interdit.'],
      ['asset_name=BTC%00', 'Caractère nul interdit.'],
    ];
    for (const [query, message] of cases) {
      const response = await api.call('GET', `/api/v1/trades/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ [query.split('=')[0] ?? '']: [message] });
    }
  });
});
