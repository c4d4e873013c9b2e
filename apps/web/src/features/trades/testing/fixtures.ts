import type { Configuration, Trade, TradeListItem } from '@carnet/contract';
import type { ComplianceResult } from '@carnet/domain';

export const NOT_FOUND = { status: 404, body: { detail: 'Introuvable.' } };

export const PROFILE = {
  assets: {
    CRYPTO: ['BTCUSDT', 'ETHUSDT'],
    FOREX: ['EURUSD'],
    STOCK: [],
    FUTURES: ['ES', 'GC'],
    CFD: ['NAS100'],
  },
};

export function aConfiguration(overrides: Partial<Configuration> = {}): Configuration {
  return {
    id: 4,
    name: 'Cassure NY',
    description: '',
    active: true,
    timezone: 'America/New_York',
    parent_strategy: 1,
    timing_preferred: [{ time: '10:00', tolerance_min: 10, days: [1, 2, 3, 4, 5] }],
    timing_secondary: [{ time: '14:00', tolerance_min: 10 }],
    secondary_min_score_pct: 90,
    timing_multipliers: { preferred: 1, secondary: 0.8 },
    grade_bands: [
      { grade: 'A+', min: 90, risk_pct: 2 },
      { grade: 'C', min: 0, risk_pct: 0.5 },
    ],
    // Stored out of order on purpose: the checklist follows `order`.
    confirmations: [
      { key: 'LTF_BOS', label: 'Cassure LTF', level: 'LTF', mandatory: true, weight: 1, order: 1 },
      { key: 'HTF_ZONE', label: 'Zone HTF', level: 'HTF', mandatory: true, weight: 1, order: 0 },
    ],
    types: [{ id: 41, description: 'Continuation' }],
    screenshots: [],
    ...overrides,
  };
}

export const otherConfiguration = aConfiguration({
  id: 5,
  name: 'Range asiatique',
  confirmations: [
    { key: 'RANGE', label: 'Range validé', level: 'HTF', mandatory: false, weight: 1, order: 0 },
  ],
  types: [{ id: 51, description: 'Retour au range' }],
});

export function anEvaluation(overrides: Partial<ComplianceResult> = {}): ComplianceResult {
  return {
    is_compliant: false,
    score_pct: 50,
    grade: 'C',
    recommended_risk_pct: 0,
    timing_class: 'PREFERRED',
    non_compliance_reasons: ['Confirmation obligatoire non validée : Cassure LTF'],
    ...overrides,
  };
}

export function aTrade(overrides: Partial<Trade> = {}): Trade {
  return {
    id: 12,
    asset_type: 'CRYPTO',
    asset_name: 'BTCUSDT',
    direction: 'LONG',
    entry_price: '60000',
    stop_loss_price: '59000',
    last_stop_price: null,
    quantity: '1',
    setup_reason: 'Reprise de la zone',
    post_trade_review: '',
    entry_date: '2026-03-02T15:00:00Z',
    status: 'OPEN',
    outcome: null,
    realized_rr: null,
    planned_rr: 2,
    close_date: null,
    close_price: null,
    strategy: 4,
    strategy_type: null,
    capital_account: 9,
    risk_pct: 2,
    risk_amount: '205',
    pnl_amount: null,
    fees: '0',
    swap: '0',
    gross_pnl: null,
    pnl_source: null,
    fx_rate: null,
    be_moved: false,
    is_draft: false,
    take_profits: [{ id: 101, price: '62000', quantity_to_sell: '1', is_hit: false }],
    tags: [],
    excursions: null,
    confirmations: [
      {
        id: 201,
        key: 'HTF_ZONE',
        label: 'Zone HTF',
        level: 'HTF',
        mandatory: true,
        weight: 1,
        passed: true,
        note: '',
      },
      {
        id: 202,
        key: 'LTF_BOS',
        label: 'Cassure LTF',
        level: 'LTF',
        mandatory: true,
        weight: 1,
        passed: true,
        note: '',
      },
    ],
    screenshots: [],
    exits: [],
    plan: null,
    plan_is_retroactive: false,
    management_r: null,
    is_compliant: true,
    score_pct: 100,
    grade: 'A+',
    recommended_risk_pct: 2,
    timing_class: 'PREFERRED',
    non_compliance_reasons: [],
    created_at: '2026-03-02T15:01:00Z',
    updated_at: '2026-03-02T15:01:00Z',
    ...overrides,
  };
}

export function aListItem(overrides: Partial<TradeListItem> = {}): TradeListItem {
  const { screenshots: _s, confirmations: _c, exits: _e, plan: _p, management_r: _m, ...item } = aTrade();
  return { ...item, ...overrides };
}

/** A stand-in for the server's evaluate: score from the ticks, A+ at 2 % when everything passed. */
export function fakeEvaluation(body: unknown): ComplianceResult {
  const request = body as { confirmations?: { passed: boolean }[]; take_profits?: { price: unknown }[] };
  const confirmations = request.confirmations ?? [];
  const passed = confirmations.filter((item) => item.passed).length;
  const score = confirmations.length === 0 ? 100 : (100 * passed) / confirmations.length;
  const hasTarget = (request.take_profits ?? []).some((tp) => tp.price !== null && tp.price !== undefined);
  const reasons = [
    ...(score < 100 ? ['Confirmation obligatoire non validée : Cassure LTF'] : []),
    ...(hasTarget ? [] : ['Aucun take profit défini']),
  ];
  return {
    is_compliant: reasons.length === 0,
    score_pct: score,
    grade: score >= 90 ? 'A+' : 'C',
    recommended_risk_pct: reasons.length === 0 ? 2 : 0,
    timing_class: 'PREFERRED',
    non_compliance_reasons: reasons,
  };
}

/**
 * A long closed yesterday in two exits with a reported net: its stop was moved from 59 000 to 59 500 after a
 * plan recorded 20 minutes after the entry, so the plan shows « Stop déplacé » and the retroactive badge.
 */
export function aRecordedTrade(overrides: Partial<Trade> = {}): Trade {
  return aTrade({
    stop_loss_price: '59500',
    status: 'CLOSED',
    outcome: 'WIN',
    realized_rr: 2.4,
    planned_rr: 4,
    close_price: '61000',
    close_date: '2026-03-03T16:00:00Z',
    gross_pnl: '980.5',
    fees: '4.5',
    swap: '-1.25',
    pnl_amount: '974.75',
    pnl_source: 'REPORTED',
    take_profits: [{ id: 101, price: '62000', quantity_to_sell: '0.5', is_hit: true }],
    exits: [
      { id: 301, price: '62000', quantity: '0.5', executed_at: '2026-03-03T14:00:00Z' },
      { id: 302, price: '61000', quantity: '0.5', executed_at: '2026-03-03T16:00:00Z' },
    ],
    plan: {
      recorded_at: '2026-03-02T15:20:00Z',
      direction: 'LONG',
      entry_price: '60000',
      stop_loss_price: '59000',
      quantity: '1',
      take_profits: [{ price: '62000', quantity_to_sell: '0.5' }],
      risk_pct: 2,
      risk_amount: '205',
      planned_rr: 2,
      score_pct: 100,
      grade: 'A+',
      timing_class: 'PREFERRED',
      is_compliant: true,
      confirmations: [{ key: 'HTF_ZONE', passed: true }],
    },
    plan_is_retroactive: true,
    management_r: 0.8,
    ...overrides,
  });
}
