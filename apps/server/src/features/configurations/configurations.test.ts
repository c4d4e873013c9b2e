import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../../../test/build-test-app.ts';
import { capitalAccounts, trades } from '../../db/schema/index.ts';
import { CONFIGURATION_MESSAGES } from './configuration-rules.ts';

const t = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(user: TestUser, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: user.authHeader,
    ...(payload === undefined ? {} : { payload }),
  });
}

async function globalStrategy(user: TestUser, name = 'SMC'): Promise<number> {
  const response = await call(user, 'POST', '/api/v1/trading-strategies/', { name });
  return response.json<{ id: number }>().id;
}

/** docs/ui.md, as the API answers a configuration created with only a name and a parent. */
const DEFAULTS = {
  description: '',
  active: true,
  timezone: 'America/New_York',
  timing_preferred: [{ time: '10:00', tolerance_min: 10, days: [1, 2, 3, 4, 5] }],
  timing_secondary: ['08:00', '14:00', '16:00', '19:00', '22:00'].map((time) => ({
    time,
    tolerance_min: 10,
  })),
  secondary_min_score_pct: 90,
  timing_multipliers: { preferred: 1, secondary: 0.8 },
  grade_bands: [
    { grade: 'A+', min: 90, risk_pct: 2 },
    { grade: 'A', min: 75, risk_pct: 1.5 },
    { grade: 'B', min: 60, risk_pct: 1 },
    { grade: 'C', min: 0, risk_pct: 0.5 },
  ],
  confirmations: [
    { key: 'HTF_ZONE', label: 'Zone HTF', level: 'HTF', mandatory: true, weight: 1, order: 0 },
    { key: 'LTF_BOS', label: 'BOS LTF', level: 'LTF', mandatory: true, weight: 1, order: 1 },
  ],
  types: [],
  screenshots: [],
};

describe('/api/v1/strategies/', () => {
  it('applies every docs/ui.md default to a configuration given only a name and a global strategy', async () => {
    const user = await t.createUser('cfg-anna');
    const parent = await globalStrategy(user);
    const created = await call(user, 'POST', '/api/v1/strategies/', {
      name: ' Setup A ',
      parent_strategy: parent,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      name: 'Setup A',
      parent_strategy: parent,
      ...DEFAULTS,
    });
    const read = await call(user, 'GET', `/api/v1/strategies/${created.json().id}/`);
    expect(read.json()).toEqual(created.json());
    expect((await call(user, 'GET', '/api/v1/strategies/')).json()).toEqual([created.json()]);
  });

  it('stores a full configuration: list order is the confirmation order, blank types dropped, days sorted', async () => {
    const user = await t.createUser('cfg-basile');
    const parent = await globalStrategy(user);
    const body = {
      name: 'Londres',
      description: '<p>Plan</p>',
      active: false,
      timezone: 'Europe/Paris',
      parent_strategy: parent,
      timing_preferred: [{ time: '09:30', tolerance_min: 15, days: [5, 1, 3, 1] }],
      timing_secondary: [{ time: '14:30' }],
      secondary_min_score_pct: 80,
      timing_multipliers: { preferred: 1.2, secondary: 0.5 },
      grade_bands: [
        { grade: 'A', min: 80, risk_pct: 1 },
        { grade: 'B', min: 0, risk_pct: 0.25 },
      ],
      confirmations: [
        { key: 'SWEEP', label: 'Prise de liquidité', level: 'LTF' },
        { key: 'HTF_ZONE', label: 'Zone HTF', level: 'HTF', mandatory: true, weight: 2 },
      ],
      types: [{ description: '  Continuation ' }, { description: '   ' }, { description: 'Retournement' }],
    };
    const created = await call(user, 'POST', '/api/v1/strategies/', body);
    expect(created.statusCode).toBe(201);
    const configuration = created.json();
    expect(configuration).toMatchObject({
      name: 'Londres',
      description: '<p>Plan</p>',
      active: false,
      timezone: 'Europe/Paris',
      timing_preferred: [{ time: '09:30', tolerance_min: 15, days: [1, 3, 5] }],
      timing_secondary: [{ time: '14:30', tolerance_min: 10 }],
      secondary_min_score_pct: 80,
      timing_multipliers: { preferred: 1.2, secondary: 0.5 },
      grade_bands: body.grade_bands,
      confirmations: [
        { key: 'SWEEP', label: 'Prise de liquidité', level: 'LTF', mandatory: false, weight: 1, order: 0 },
        { key: 'HTF_ZONE', label: 'Zone HTF', level: 'HTF', mandatory: true, weight: 2, order: 1 },
      ],
      types: [
        { id: expect.any(Number), description: 'Continuation' },
        { id: expect.any(Number), description: 'Retournement' },
      ],
    });

    // Moving a confirmation up is sending the list in its new order.
    const reordered = await call(user, 'PUT', `/api/v1/strategies/${configuration.id}/`, {
      ...body,
      confirmations: [body.confirmations[1], body.confirmations[0]],
      types: configuration.types,
    });
    expect(
      reordered.json().confirmations.map((item: { key: string; order: number }) => [item.key, item.order]),
    ).toEqual([
      ['HTF_ZONE', 0],
      ['SWEEP', 1],
    ]);
  });

  it('keeps the ids of re-sent types, deletes the others, adds new ones, keeps them all when types is left out', async () => {
    const user = await t.createUser('cfg-celine');
    const parent = await globalStrategy(user);
    const base = { name: 'Types', parent_strategy: parent };
    const created = (
      await call(user, 'POST', '/api/v1/strategies/', {
        ...base,
        types: [{ description: 'Un' }, { description: 'Deux' }, { description: 'Trois' }],
      })
    ).json();
    const [one, two, three] = created.types;
    const url = `/api/v1/strategies/${created.id}/`;

    const updated = await call(user, 'PUT', url, {
      ...base,
      types: [
        { id: three.id, description: 'Trois bis' },
        { description: 'Quatre' },
        { id: two.id, description: '  ' },
        { id: one.id, description: 'Un' },
      ],
    });
    expect(updated.statusCode).toBe(200);
    const types = updated.json().types;
    expect(types).toEqual([
      { id: three.id, description: 'Trois bis' },
      { id: expect.any(Number), description: 'Quatre' },
      { id: one.id, description: 'Un' },
    ]);
    expect([one.id, two.id, three.id]).not.toContain(types[1].id);

    const untouched = await call(user, 'PUT', url, { ...base, name: 'Types renommé' });
    expect(untouched.json().types).toEqual(types);
    const emptied = await call(user, 'PUT', url, { ...base, types: [] });
    expect(emptied.json().types).toEqual([]);
  });

  it('refuses a type id of another configuration and a type sent twice', async () => {
    const user = await t.createUser('cfg-denis');
    const parent = await globalStrategy(user);
    const other = (
      await call(user, 'POST', '/api/v1/strategies/', {
        name: 'Autre',
        parent_strategy: parent,
        types: [{ description: 'X' }],
      })
    ).json();
    const mine = (
      await call(user, 'POST', '/api/v1/strategies/', {
        name: 'Mienne',
        parent_strategy: parent,
        types: [{ description: 'Y' }],
      })
    ).json();
    const response = await call(user, 'PUT', `/api/v1/strategies/${mine.id}/`, {
      name: 'Mienne',
      parent_strategy: parent,
      types: [
        { id: mine.types[0].id, description: 'Y' },
        { id: other.types[0].id, description: 'X' },
        { id: mine.types[0].id, description: 'Y encore' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      types: [
        {},
        { id: [CONFIGURATION_MESSAGES.unknownType] },
        { id: [CONFIGURATION_MESSAGES.repeatedType] },
      ],
    });
    const created = await call(user, 'POST', '/api/v1/strategies/', {
      name: 'Nouvelle',
      parent_strategy: parent,
      types: [{ id: mine.types[0].id, description: 'Y' }],
    });
    expect(created.json()).toEqual({ types: [{ id: [CONFIGURATION_MESSAGES.unknownType] }] });
  });

  it('answers 400 on the very field: band above 100, negative weight, unknown zone, bad HH:MM, days outside 1–7, twin keys', async () => {
    const user = await t.createUser('cfg-emma');
    const parent = await globalStrategy(user);
    const post = (extra: object) =>
      call(user, 'POST', '/api/v1/strategies/', { name: 'Faux', parent_strategy: parent, ...extra });
    const cases: [object, object][] = [
      [
        { grade_bands: [{ grade: 'A', min: 101, risk_pct: 1 }] },
        { grade_bands: [{ min: ['Doit être entre 0 et 100.'] }] },
      ],
      [
        { confirmations: [{ key: 'K', label: 'L', level: 'HTF', weight: -1 }] },
        { confirmations: [{ weight: ['Le poids doit être ≥ 0.'] }] },
      ],
      [{ timezone: 'Mars/Olympus' }, { timezone: ['Fuseau horaire inconnu.'] }],
      [
        { timing_secondary: [{ time: '8:00' }] },
        { timing_secondary: [{ time: ['Heure invalide (format HH:MM).'] }] },
      ],
      [
        { timing_preferred: [{ time: '24:00', days: [1] }] },
        { timing_preferred: [{ time: ['Heure invalide (format HH:MM).'] }] },
      ],
      [
        { timing_preferred: [{ time: '10:00', days: [0, 8] }] },
        { timing_preferred: [{ days: ['Jours de 1 (lundi) à 7 (dimanche).'] }] },
      ],
      [
        {
          confirmations: [
            { key: 'HTF_ZONE', label: 'Zone', level: 'HTF' },
            { key: 'LTF_BOS', label: 'BOS', level: 'LTF' },
            { key: 'HTF_ZONE', label: 'Encore', level: 'HTF' },
          ],
        },
        { confirmations: [{}, {}, { key: [CONFIGURATION_MESSAGES.duplicateConfirmationKey] }] },
      ],
      [
        { confirmations: [{ key: 'K', label: 'L', level: 'MTF' }] },
        { confirmations: [{ level: [expect.any(String)] }] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    const missing = await call(user, 'POST', '/api/v1/strategies/', { name: '' });
    expect(missing.json()).toEqual({
      name: ['Ce champ est obligatoire.'],
      parent_strategy: ['Veuillez sélectionner une stratégie globale'],
    });
    expect((await call(user, 'GET', '/api/v1/strategies/')).json()).toEqual([]);
  });

  it('sanitises the rich-text description with the allow-list', async () => {
    const user = await t.createUser('cfg-fanny');
    const parent = await globalStrategy(user);
    const response = await call(user, 'POST', '/api/v1/strategies/', {
      name: 'XSS',
      parent_strategy: parent,
      description:
        '<p onmouseover="alert(1)">Plan <strong>A</strong></p><script>alert(document.cookie)</script>' +
        '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">piège</a>' +
        '<a href="https://fr.tradingview.com/" target="_blank">graphique</a><iframe src="https://evil.test"></iframe>',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().description).toBe(
      '<p>Plan <strong>A</strong></p><a rel="noopener noreferrer">piège</a>' +
        '<a href="https://fr.tradingview.com/" rel="noopener noreferrer">graphique</a>',
    );
    const stored = await call(user, 'GET', `/api/v1/strategies/${response.json().id}/`);
    expect(stored.json().description).not.toMatch(/script|onerror|onmouseover|javascript:|iframe/);
  });

  it('deletes a configuration; its trades stay, with no strategy', async () => {
    const user = await t.createUser('cfg-gaspard');
    const parent = await globalStrategy(user);
    const configuration = (
      await call(user, 'POST', '/api/v1/strategies/', { name: 'Éphémère', parent_strategy: parent })
    ).json();
    const [account] = await t.db
      .insert(capitalAccounts)
      .values({
        userId: user.id,
        name: 'Compte',
        mode: 'SIM',
        currency: 'USD',
        startingBalance: '1000',
        currentBalance: '1000',
      })
      .returning();
    if (account === undefined) throw new Error('no account');
    const [trade] = await t.db
      .insert(trades)
      .values({
        userId: user.id,
        assetType: 'CRYPTO',
        assetName: 'BTCUSDT',
        direction: 'LONG',
        entryPrice: '100',
        stopLossPrice: '90',
        quantity: '1',
        entryDate: new Date('2026-11-20T14:05:00Z'),
        strategyId: configuration.id,
        capitalAccountId: account.id,
      })
      .returning();
    if (trade === undefined) throw new Error('no trade');

    const deleted = await call(user, 'DELETE', `/api/v1/strategies/${configuration.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect((await call(user, 'GET', `/api/v1/strategies/${configuration.id}/`)).statusCode).toBe(404);
    const [kept] = await t.db.select().from(trades).where(eq(trades.id, trade.id));
    expect(kept?.strategyId).toBeNull();
  });

  it('shows another user nothing (404) and refuses another user’s global strategy (400)', async () => {
    const owner = await t.createUser('cfg-owner');
    const intruder = await t.createUser('cfg-intruder');
    const ownerParent = await globalStrategy(owner);
    const intruderParent = await globalStrategy(intruder);
    const configuration = (
      await call(owner, 'POST', '/api/v1/strategies/', { name: 'Secrète', parent_strategy: ownerParent })
    ).json();
    const url = `/api/v1/strategies/${configuration.id}/`;

    expect((await call(intruder, 'GET', '/api/v1/strategies/')).json()).toEqual([]);
    for (const response of [
      await call(intruder, 'GET', url),
      await call(intruder, 'PUT', url, { name: 'Volée', parent_strategy: intruderParent }),
      await call(intruder, 'DELETE', url),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Introuvable.' });
    }

    const borrowed = await call(intruder, 'POST', '/api/v1/strategies/', {
      name: 'Emprunt',
      parent_strategy: ownerParent,
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json()).toEqual({ parent_strategy: [CONFIGURATION_MESSAGES.unknownParentStrategy] });
    const moved = await call(owner, 'PUT', url, { name: 'Secrète', parent_strategy: intruderParent });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ parent_strategy: [CONFIGURATION_MESSAGES.unknownParentStrategy] });
    expect((await call(owner, 'GET', url)).json()).toMatchObject({
      name: 'Secrète',
      parent_strategy: ownerParent,
    });
  });
});
