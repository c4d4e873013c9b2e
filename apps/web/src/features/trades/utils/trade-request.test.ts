import { describe, expect, it } from 'vitest';
import { aTrade } from '../testing/fixtures.ts';
import { newTradeValues, type TradeFormValues, tradeValues } from './trade-form-values.ts';
import { hasUnsavedTakeProfits, tradeCreateBody, tradeUpdateBody } from './trade-request.ts';

function filled(overrides: Partial<TradeFormValues> = {}): TradeFormValues {
  return {
    ...newTradeValues(new Date(2026, 2, 2, 10, 0)),
    asset_name: ' BTCUSDT ',
    entry_price: '60000',
    stop_loss_price: '59 000',
    quantity: '0,5',
    strategy: '4',
    capital_account: '9',
    ...overrides,
  };
}

const row = (price: string, quantity: string, id: number | null = null) => ({
  id,
  price,
  quantity_to_sell: quantity,
});

describe('sending rules of docs/rules/trades.md#validation', () => {
  it('create: sends every take profit, drops the blank rows the form keeps, trims and normalises', () => {
    const body = tradeCreateBody(
      filled({ take_profits: [row('62000', '0.25'), row('', ''), row('64000', '0.25')] }),
      2,
    );
    expect(body.take_profits).toEqual([
      { price: '62000', quantity_to_sell: '0.25' },
      { price: '64000', quantity_to_sell: '0.25' },
    ]);
    expect(body).toMatchObject({
      asset_name: 'BTCUSDT',
      stop_loss_price: '59000',
      quantity: '0.5',
      capital_account: 9,
      strategy: 4,
      strategy_type: null,
      risk_pct: 2,
      entry_date: new Date(2026, 2, 2, 10, 0).toISOString().replace('.000Z', 'Z'),
    });
    expect(body).not.toHaveProperty('post_trade_review');
    expect(body).not.toHaveProperty('is_draft');
  });

  it('create: sends an empty list when the only row is blank', () => {
    expect(tradeCreateBody(filled(), null).take_profits).toEqual([]);
  });

  it('edit: sends take profits only when every row has a price and a quantity', () => {
    const complete = tradeUpdateBody(filled({ take_profits: [row('62000', '1', 101)] }), 'OPEN', 2);
    expect(complete.take_profits).toEqual([{ price: '62000', quantity_to_sell: '1' }]);
    for (const rows of [[row('62000', '1'), row('', '')], [row('62000', '')], [row('', '')]]) {
      expect(tradeUpdateBody(filled({ take_profits: rows }), 'OPEN', 2)).not.toHaveProperty('take_profits');
    }
  });

  it('edit: sends the post-trade review only when the trade is CLOSED', () => {
    const values = filled({ post_trade_review: 'Sortie trop tôt.' });
    expect(tradeUpdateBody(values, 'OPEN', 2)).not.toHaveProperty('post_trade_review');
    expect(tradeUpdateBody(values, 'CLOSED', 2).post_trade_review).toBe('Sortie trop tôt.');
  });

  it('sends is_draft when saved as a draft', () => {
    expect(tradeCreateBody(filled({ is_draft: true }), 2).is_draft).toBe(true);
    expect(tradeUpdateBody(filled({ is_draft: true }), 'OPEN', 2).is_draft).toBe(true);
  });

  it('risk: the recommended one while auto risk is on, else what was typed (blank: none)', () => {
    expect(tradeCreateBody(filled({ auto_risk: true, risk_pct: '5' }), 1.6).risk_pct).toBe(1.6);
    expect(tradeCreateBody(filled({ auto_risk: false, risk_pct: '0,75' }), 1.6).risk_pct).toBe(0.75);
    expect(tradeCreateBody(filled({ auto_risk: false, risk_pct: '' }), 1.6).risk_pct).toBeNull();
  });

  it('sends the checklist by key with its ticks and notes', () => {
    const body = tradeUpdateBody(tradeValues(aTrade()), 'OPEN', 2);
    expect(body.initial_confirmations).toEqual([
      { key: 'HTF_ZONE', passed: true, note: '' },
      { key: 'LTF_BOS', passed: true, note: '' },
    ]);
    expect(body.capital_account).toBe(9);
  });
});

describe('auto risk at load (docs/rules/trades.md)', () => {
  it('is on for a new trade and for a trade whose risk is the recommended one', () => {
    expect(newTradeValues().auto_risk).toBe(true);
    expect(tradeValues(aTrade({ risk_pct: 2, recommended_risk_pct: 2 })).auto_risk).toBe(true);
  });

  it('is off when the trade has a risk differing from the recommendation, or once it is closed', () => {
    expect(tradeValues(aTrade({ risk_pct: 1, recommended_risk_pct: 2 })).auto_risk).toBe(false);
    expect(tradeValues(aTrade({ status: 'CLOSED' })).auto_risk).toBe(false);
  });
});

describe('unsaved take profits (close dialog hint)', () => {
  const saved = aTrade().take_profits;

  it('sees none when the rows are the saved ones, whatever the decimal spelling or a trailing blank row', () => {
    expect(hasUnsavedTakeProfits([row('62000.0', '1', 101)], saved)).toBe(false);
    expect(hasUnsavedTakeProfits([row('62000', '1', 101), row('', '')], saved)).toBe(false);
  });

  it('sees a new, changed or removed row', () => {
    expect(hasUnsavedTakeProfits([row('62000', '1', 101), row('63000', '0.5')], saved)).toBe(true);
    expect(hasUnsavedTakeProfits([row('62500', '1', 101)], saved)).toBe(true);
    expect(hasUnsavedTakeProfits([row('', '')], saved)).toBe(true);
  });
});

describe('the record of a PUT (docs/rules/trades.md)', () => {
  const values = tradeValues(aTrade({ fees: '3', swap: '-0.5' }));

  it('sends fees and swap as typed, a blank one not at all, and the trimmed reason only when there is one', () => {
    expect(tradeUpdateBody(values, 'OPEN', 2)).toMatchObject({ fees: '3', swap: '-0.5' });
    const blank = tradeUpdateBody({ ...values, fees: '', swap: ' ', edit_reason: '   ' }, 'OPEN', 2);
    expect(blank).not.toHaveProperty('fees');
    expect(blank).not.toHaveProperty('swap');
    expect(blank).not.toHaveProperty('edit_reason');
    expect(tradeUpdateBody({ ...values, edit_reason: ' Stop déplacé ' }, 'OPEN', 2).edit_reason).toBe(
      'Stop déplacé',
    );
  });

  it('sends a reported net only on a closed trade, null when blank (back to the estimate)', () => {
    expect(tradeUpdateBody({ ...values, pnl_amount: '12,5' }, 'OPEN', 2)).not.toHaveProperty('pnl_amount');
    expect(tradeUpdateBody({ ...values, pnl_amount: '12,5' }, 'CLOSED', 2).pnl_amount).toBe('12.5');
    expect(tradeUpdateBody({ ...values, pnl_amount: '' }, 'CLOSED', 2).pnl_amount).toBeNull();
  });

  it('fills the reported net from a REPORTED trade only', () => {
    expect(tradeValues(aTrade({ pnl_amount: '50', pnl_source: 'REPORTED' })).pnl_amount).toBe('50');
    expect(tradeValues(aTrade({ pnl_amount: '50', pnl_source: 'ESTIMATED' })).pnl_amount).toBe('');
  });
});
