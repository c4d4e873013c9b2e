import type { CapitalAccount, Configuration, Trade } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import {
  arrangeSetup,
  createAccount,
  longTrade,
  SETUP,
  WEEKEND_ENTRY,
} from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

const allPassed = [
  { key: 'HTF_ZONE', passed: true, note: 'Demande H4' },
  { key: 'LTF_BOS', passed: true },
];

describe('PUT /api/v1/trades/{id}/', () => {
  it('snapshots the checklist, applies ticks by key, and resets it when the configuration changes', async () => {
    const user = await t.createUser('checklist-reset');
    const { api, parentId, configuration, account } = await arrangeSetup(t, user);
    const body = longTrade(account.id, {
      strategy: configuration.id,
      strategy_type: configuration.types[0]?.id,
      initial_confirmations: [...allPassed, { key: 'UNKNOWN', passed: true }],
    });
    const trade = await api.createTrade(body);
    expect(trade.confirmations).toEqual([
      {
        id: expect.any(Number),
        key: 'HTF_ZONE',
        label: 'Zone HTF',
        level: 'HTF',
        mandatory: true,
        weight: 1,
        passed: true,
        note: 'Demande H4',
      },
      {
        id: expect.any(Number),
        key: 'LTF_BOS',
        label: 'BOS LTF',
        level: 'LTF',
        mandatory: true,
        weight: 1,
        passed: true,
        note: '',
      },
      {
        id: expect.any(Number),
        key: 'VOLUME',
        label: 'Volume en hausse',
        level: 'LTF',
        mandatory: false,
        weight: 2,
        passed: false,
        note: '',
      },
    ]);
    // Score 2 / 4 = 50 % → grade C, compliant in the preferred slot: 0.5 % × 1.
    expect(trade).toMatchObject({ score_pct: 50, grade: 'C', is_compliant: true, recommended_risk_pct: 0.5 });

    // Same configuration: the snapshot stays, its ids too; unsent keys keep their state.
    const ticked = await api.ok<Trade>(200, 'PUT', `/api/v1/trades/${trade.id}/`, {
      ...body,
      initial_confirmations: [{ key: 'VOLUME', passed: true, note: 'x2' }],
    });
    expect(ticked.confirmations.map((c) => c.id)).toEqual(trade.confirmations.map((c) => c.id));
    expect(ticked.confirmations.map((c) => c.passed)).toEqual([true, true, true]);
    expect(ticked).toMatchObject({ score_pct: 100, grade: 'A+', recommended_risk_pct: 2 });

    const other = await api.ok<Configuration>(201, 'POST', '/api/v1/strategies/', {
      ...SETUP,
      name: 'Retour à la moyenne',
      parent_strategy: parentId,
      confirmations: [{ key: 'RSI', label: 'RSI survendu', level: 'LTF', mandatory: true, weight: 1 }],
    });
    const { strategy_type: _type, ...withoutType } = body;
    const moved = await api.ok<Trade>(200, 'PUT', `/api/v1/trades/${trade.id}/`, {
      ...withoutType,
      strategy: other.id,
      initial_confirmations: undefined,
    });
    expect(moved.strategy).toBe(other.id);
    expect(moved.strategy_type).toBeNull();
    expect(moved.confirmations).toEqual([
      {
        id: expect.any(Number),
        key: 'RSI',
        label: 'RSI survendu',
        level: 'LTF',
        mandatory: true,
        weight: 1,
        passed: false,
        note: '',
      },
    ]);
    expect(moved).toMatchObject({
      is_compliant: false,
      score_pct: 0,
      non_compliance_reasons: ['Confirmation obligatoire non validée : RSI survendu'],
    });

    const keptOldType = await api.call('PUT', `/api/v1/trades/${trade.id}/`, { ...body, strategy: other.id });
    expect(keptOldType.json()).toEqual({
      strategy_type: ['Ce type n’appartient pas à la configuration choisie.'],
    });

    const detached = await api.ok<Trade>(200, 'PUT', `/api/v1/trades/${trade.id}/`, {
      ...withoutType,
      strategy: null,
    });
    expect(detached).toMatchObject({
      strategy: null,
      confirmations: [],
      score_pct: null,
      timing_class: null,
    });
  });

  it('replaces take profits only when sent, keeping the ids of rows by position', async () => {
    const user = await t.createUser('tp-ids');
    const { api, account } = await arrangeSetup(t, user);
    const body = longTrade(account.id, {
      take_profits: [
        { price: '51000', quantity_to_sell: '0.5' },
        { price: '52000', quantity_to_sell: '0.5' },
      ],
    });
    const trade = await api.createTrade(body);
    const [first, second] = trade.take_profits.map((tp) => tp.id);
    const url = `/api/v1/trades/${trade.id}/`;

    const { take_profits: _omitted, ...withoutTakeProfits } = body;
    const untouched = await api.ok<Trade>(200, 'PUT', url, { ...withoutTakeProfits, setup_reason: 'Notes' });
    expect(untouched.take_profits).toEqual(trade.take_profits);

    const three = await api.ok<Trade>(200, 'PUT', url, {
      ...body,
      take_profits: [
        { price: '51500', quantity_to_sell: '0.5' },
        { price: '52000', quantity_to_sell: '0.5' },
        { price: '54000', quantity_to_sell: '1' },
      ],
    });
    expect(three.take_profits.map((tp) => [tp.id, tp.price])).toEqual([
      [first, '51500'],
      [second, '52000'],
      [expect.any(Number), '54000'],
    ]);
    // 0.5 × 1 500 + 0.5 × 2 000 + 1 × 4 000 = 5 750 over a 2 000 risk.
    expect(three.planned_rr).toBe(2.875);

    const one = await api.ok<Trade>(200, 'PUT', url, {
      ...body,
      take_profits: [{ price: '53000', quantity_to_sell: '2' }],
    });
    expect(one.take_profits).toEqual([{ id: first, price: '53000', quantity_to_sell: '2', is_hit: false }]);
  });

  it('captures the risk amount again only when the risk or the account of an open trade changes', async () => {
    const user = await t.createUser('risk-capture');
    const { api, account } = await arrangeSetup(t, user, '10000');
    const body = longTrade(account.id, { risk_pct: 1 });
    const trade = await api.createTrade(body);
    expect(trade.risk_amount).toBe('100');
    const url = `/api/v1/trades/${trade.id}/`;

    await api.ok<CapitalAccount>(200, 'PUT', `/api/v1/capital-accounts/${account.id}/`, {
      name: account.name,
      starting_balance: '10000',
      current_balance: '12345.67',
    });
    expect((await api.ok<Trade>(200, 'PUT', url, { ...body, setup_reason: 'Relu' })).risk_amount).toBe('100');
    // 12 345.67 × 0.75 / 100 = 92.592525 (exact: the scale of balances keeps 8 decimals).
    expect((await api.ok<Trade>(200, 'PUT', url, { ...body, risk_pct: 0.75 })).risk_amount).toBe('92.592525');

    const second = await createAccount(api, '333.33');
    const moved = await api.ok<Trade>(200, 'PUT', url, {
      ...body,
      risk_pct: 0.75,
      capital_account: second.id,
    });
    // 333.33 × 0.75 / 100 = 2.499975.
    expect(moved).toMatchObject({ capital_account: second.id, risk_amount: '2.499975' });
    const cleared = await api.ok<Trade>(200, 'PUT', url, {
      ...body,
      capital_account: second.id,
      risk_pct: null,
    });
    expect(cleared).toMatchObject({ risk_pct: null, risk_amount: null });

    // A trade without a risk moves no money when closed.
    await api.close(trade.id, { close_price: '52000' });
    expect((await api.account(second.id)).current_balance).toBe('333.33');
  });
});

describe('POST /api/v1/trades/{id}/set_confirmations/', () => {
  it('ticks by confirmation id, keeps notes, re-stores compliance and refuses foreign ids', async () => {
    const user = await t.createUser('set-confirmations');
    const { api, configuration, account } = await arrangeSetup(t, user);
    const trade = await api.createTrade(
      longTrade(account.id, { strategy: configuration.id, entry_date: WEEKEND_ENTRY }),
    );
    expect(trade).toMatchObject({ timing_class: 'OUTSIDE', is_compliant: false, score_pct: 0 });
    const [htf, ltf, volume] = trade.confirmations.map((c) => c.id);
    const url = `/api/v1/trades/${trade.id}/set_confirmations/`;

    const updated = await api.ok<Trade>(200, 'POST', url, [
      { id: htf, passed: true, note: 'Zone propre' },
      { id: volume, passed: true },
    ]);
    expect(updated.confirmations.map((c) => [c.id, c.passed, c.note])).toEqual([
      [htf, true, 'Zone propre'],
      [ltf, false, ''],
      [volume, true, ''],
    ]);
    // (1 + 2) / 4 = 75 % → A; LTF_BOS missing and the weekend entry are the reasons.
    expect(updated).toMatchObject({
      score_pct: 75,
      grade: 'A',
      is_compliant: false,
      recommended_risk_pct: 0,
      non_compliance_reasons: [
        'Confirmation obligatoire non validée : BOS LTF',
        'Entrée hors des créneaux horaires',
      ],
    });

    const other = await api.createTrade(longTrade(account.id, { strategy: configuration.id }));
    const foreign = await api.call('POST', url, [{ id: other.confirmations[0]?.id, passed: true }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ non_field_errors: ['Confirmation inconnue pour cette opération.'] });
    expect((await api.trade(trade.id)).confirmations.map((c) => c.passed)).toEqual([true, false, true]);
    expect((await api.trade(other.id)).confirmations.map((c) => c.passed)).toEqual([false, false, false]);

    const notAList = await api.call('POST', url, { id: htf, passed: false });
    expect(notAList.statusCode).toBe(400);
  });
});

describe('history survives its configuration', () => {
  it('a deleted type empties strategy_type; a deleted configuration empties strategy and keeps the snapshot', async () => {
    const user = await t.createUser('history');
    const { api, parentId, configuration, account } = await arrangeSetup(t, user);
    const body = longTrade(account.id, {
      strategy: configuration.id,
      strategy_type: configuration.types[1]?.id,
      initial_confirmations: allPassed,
    });
    const trade = await api.createTrade(body);

    await api.ok(200, 'PUT', `/api/v1/strategies/${configuration.id}/`, {
      ...SETUP,
      parent_strategy: parentId,
      types: [{ id: configuration.types[0]?.id, description: 'Cassure' }],
    });
    expect((await api.trade(trade.id)).strategy_type).toBeNull();

    await api.remove(`/api/v1/strategies/${configuration.id}/`);
    const orphan = await api.trade(trade.id);
    expect(orphan.strategy).toBeNull();
    expect(orphan.confirmations).toEqual(trade.confirmations);
    const stored = {
      is_compliant: trade.is_compliant,
      score_pct: trade.score_pct,
      grade: trade.grade,
      timing_class: trade.timing_class,
    };
    expect(orphan).toMatchObject(stored);

    // Saving it again keeps the history it cannot recompute.
    const { strategy: _s, strategy_type: _t, ...rest } = body;
    const saved = await api.ok<Trade>(200, 'PUT', `/api/v1/trades/${trade.id}/`, {
      ...rest,
      setup_reason: 'Relu',
    });
    expect(saved).toMatchObject({ ...stored, setup_reason: 'Relu' });
    expect(saved.confirmations).toEqual(trade.confirmations);
  });
});
