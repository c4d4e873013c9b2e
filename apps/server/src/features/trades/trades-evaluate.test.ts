import type { ComplianceResult } from '@carnet/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import {
  type Api,
  arrangeSetup,
  PREFERRED_ENTRY,
  SECONDARY_ENTRY,
  SETUP,
  WEEKEND_ENTRY,
} from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

let api: Api;
let strategy: number;

beforeAll(async () => {
  const user = await t.createUser('evaluator');
  const setup = await arrangeSetup(t, user);
  api = setup.api;
  strategy = setup.configuration.id;
});

const evaluate = (body: object) =>
  api.ok<ComplianceResult>(200, 'POST', '/api/v1/trades/evaluate/', { strategy, ...body });

const everyCheck = [
  { key: 'HTF_ZONE', passed: true },
  { key: 'LTF_BOS', passed: true },
  { key: 'VOLUME', passed: true },
];

describe('POST /api/v1/trades/evaluate/ (docs/rules/compliance.md)', () => {
  it('a full checklist in the preferred slot with one target: A+, 2 %', async () => {
    expect(
      await evaluate({
        confirmations: everyCheck,
        take_profits: [{ price: '51000', quantity_to_sell: '' }, { price: '' }],
        executed_at: PREFERRED_ENTRY,
      }),
    ).toEqual({
      is_compliant: true,
      score_pct: 100,
      grade: 'A+',
      recommended_risk_pct: 2,
      timing_class: 'PREFERRED',
      non_compliance_reasons: [],
    });
  });

  it('the secondary slot takes the 0.8 multiplier, and needs 90 %', async () => {
    const secondary = await evaluate({
      confirmations: everyCheck,
      take_profits: [{ price: 51000 }],
      executed_at: SECONDARY_ENTRY,
    });
    expect(secondary).toMatchObject({
      is_compliant: true,
      timing_class: 'SECONDARY',
      recommended_risk_pct: 1.6,
    });

    // (1 + 1) / 4 = 50 % < 90 %.
    const low = await evaluate({
      confirmations: everyCheck.slice(0, 2),
      take_profits: [{ price: 51000 }],
      executed_at: SECONDARY_ENTRY,
    });
    expect(low).toEqual({
      is_compliant: false,
      score_pct: 50,
      grade: 'C',
      recommended_risk_pct: 0,
      timing_class: 'SECONDARY',
      non_compliance_reasons: ['Créneau secondaire : score 50 % inférieur au minimum de 90 %'],
    });
  });

  it('reasons: missing mandatory checks, outside the slots, no target, several targets without break-even', async () => {
    expect(
      await evaluate({ confirmations: [{ key: 'VOLUME', passed: true }], executed_at: WEEKEND_ENTRY }),
    ).toEqual({
      is_compliant: false,
      score_pct: 50,
      grade: 'C',
      recommended_risk_pct: 0,
      timing_class: 'OUTSIDE',
      non_compliance_reasons: [
        'Confirmation obligatoire non validée : Zone HTF',
        'Confirmation obligatoire non validée : BOS LTF',
        'Entrée hors des créneaux horaires',
        'Aucun take profit défini',
      ],
    });
    const twoTargets = { confirmations: everyCheck, take_profits: [{ price: 1 }, { price: 2 }] };
    expect(await evaluate({ ...twoTargets, executed_at: PREFERRED_ENTRY })).toMatchObject({
      non_compliance_reasons: ['Stop non déplacé au point mort après TP1'],
    });
    expect(await evaluate({ ...twoTargets, be_moved: true, executed_at: PREFERRED_ENTRY })).toMatchObject({
      is_compliant: true,
    });
  });

  it('reads the configuration’s clock: 10:05 in New York is 15:05 UTC', async () => {
    const user = await t.createUser('evaluator-ny');
    const setup = await arrangeSetup(t, user);
    const newYork = await setup.api.ok<{ id: number }>(201, 'POST', '/api/v1/strategies/', {
      ...SETUP,
      name: 'New York',
      timezone: 'America/New_York',
      parent_strategy: setup.parentId,
    });
    const result = await setup.api.ok<ComplianceResult>(200, 'POST', '/api/v1/trades/evaluate/', {
      strategy: newYork.id,
      confirmations: everyCheck,
      take_profits: [{ price: 1 }],
      executed_at: '2026-11-16T15:05:00Z',
    });
    expect(result.timing_class).toBe('PREFERRED');
  });

  it('refuses a missing or foreign configuration and a missing entry time', async () => {
    const missing = await api.call('POST', '/api/v1/trades/evaluate/', { executed_at: PREFERRED_ENTRY });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ strategy: ['Sélectionnez une configuration.'] });
    const stranger = await t.createUser('evaluator-stranger');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/trades/evaluate/',
      headers: stranger.authHeader,
      payload: { strategy, executed_at: PREFERRED_ENTRY },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ strategy: ['Configuration introuvable.'] });
    const noTime = await api.call('POST', '/api/v1/trades/evaluate/', { strategy });
    expect(Object.keys(noTime.json())).toEqual(['executed_at']);
  });
});
