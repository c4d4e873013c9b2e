import { describe, expect, it } from 'vitest';
import { complianceResultSchema } from './compliance.ts';
import { tradeListItemSchema, tradeSchema } from './trades.ts';

const listItem = {
  id: 1,
  asset_type: 'FOREX',
  asset_name: 'EURUSD',
  direction: 'SHORT',
  entry_price: '1.085',
  stop_loss_price: '1.09',
  last_stop_price: null,
  quantity: '100000',
  setup_reason: '',
  post_trade_review: '',
  entry_date: '2026-11-16T14:00:00Z',
  status: 'OPEN',
  outcome: null,
  realized_rr: null,
  planned_rr: 1,
  close_date: null,
  close_price: null,
  strategy: null,
  strategy_type: null,
  capital_account: 3,
  risk_pct: 0.5,
  risk_amount: '125',
  pnl_amount: null,
  fees: '0',
  swap: '0',
  gross_pnl: null,
  pnl_source: null,
  fx_rate: null,
  plan_is_retroactive: false,
  be_moved: false,
  is_draft: false,
  take_profits: [{ id: 7, price: '1.075', quantity_to_sell: '100000', is_hit: false }],
  tags: ['FOMO'],
  excursions: null,
  created_at: '2026-11-16T14:01:00Z',
  updated_at: '2026-11-16T14:01:00Z',
};

describe('trade compliance on the wire (docs/rules/trades.md#fields, docs/rules/compliance.md)', () => {
  it('a trade without a configuration has no score, grade, risk or timing', () => {
    const trade = {
      ...listItem,
      is_compliant: false,
      score_pct: null,
      grade: null,
      recommended_risk_pct: null,
      timing_class: null,
      non_compliance_reasons: [],
    };
    expect(tradeListItemSchema.safeParse(trade).success).toBe(true);
    const detail = {
      ...trade,
      confirmations: [],
      screenshots: [],
      exits: [],
      plan: null,
      management_r: null,
    };
    expect(tradeSchema.safeParse(detail).success).toBe(true);
  });

  it('an evaluation may have no grade (no band starts at or below the score), never a null score', () => {
    const result = {
      is_compliant: false,
      score_pct: 40,
      grade: null,
      recommended_risk_pct: 0,
      timing_class: 'OUTSIDE',
      non_compliance_reasons: ['Entrée hors des créneaux horaires'],
    };
    expect(complianceResultSchema.safeParse(result).success).toBe(true);
    expect(complianceResultSchema.safeParse({ ...result, score_pct: null }).success).toBe(false);
  });
});
