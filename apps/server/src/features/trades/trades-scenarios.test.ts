import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import {
  arrangeSetup,
  createAccount,
  longTrade,
  SECONDARY_ENTRY,
} from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

// The rules package's hand-computed cases (packages/domain/src/trade/*.test.ts), through the API and the database.
describe('hand-computed trades through the API', () => {
  it('long with two targets and the stop at break-even: +1.25 R, +125 on a 10 000 account at 1 %', async () => {
    const alice = await t.createUser('scenario-long');
    const { api, configuration, account } = await arrangeSetup(t, alice, '10000');
    /*
     * LONG 2 BTC at 50 000, stop 49 000 → risk per unit 1 000, position risk 2 000.
     * TP1 51 000 sells 1 (+1 000), TP2 53 000 sells 0.5 (+1 500), the last 0.5 leaves at 50 000 (break-even, +0).
     * R = 2 500 / 2 000 = 1.25 → WIN. Planned R = 1.25 as well. Risk 10 000 × 1 % = 100 → pnl 125.
     */
    const created = await api.createTrade(
      longTrade(account.id, {
        strategy: configuration.id,
        be_moved: true,
        take_profits: [
          { price: '51000', quantity_to_sell: '1' },
          { price: 53000, quantity_to_sell: 0.5 },
        ],
        initial_confirmations: [
          { key: 'HTF_ZONE', passed: true, note: 'Demande H4' },
          { key: 'LTF_BOS', passed: true },
          { key: 'VOLUME', passed: true },
        ],
      }),
    );
    expect(created).toMatchObject({
      status: 'OPEN',
      outcome: null,
      realized_rr: null,
      planned_rr: 1.25,
      risk_pct: 1,
      risk_amount: '100',
      pnl_amount: null,
      is_compliant: true,
      score_pct: 100,
      grade: 'A+',
      recommended_risk_pct: 2,
      timing_class: 'PREFERRED',
      non_compliance_reasons: [],
    });
    const [tp1, tp2] = created.take_profits;
    expect(created.take_profits).toEqual([
      { id: tp1?.id, price: '51000', quantity_to_sell: '1', is_hit: false },
      { id: tp2?.id, price: '53000', quantity_to_sell: '0.5', is_hit: false },
    ]);

    const closed = await api.close(created.id, {
      close_price: '50000',
      hit_take_profits: [tp1?.id ?? 0, tp2?.id ?? 0],
    });
    expect(closed).toMatchObject({
      status: 'CLOSED',
      outcome: 'WIN',
      realized_rr: 1.25,
      close_price: '50000',
      pnl_amount: '125',
      is_compliant: true,
    });
    expect(closed.take_profits.map((tp) => tp.is_hit)).toEqual([true, true]);
    expect(Date.parse(closed.close_date ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await api.account(account.id)).current_balance).toBe('10125');
  });

  it('short stopped out with slippage: −1.06 R, −530 USD computed from 1 lot', async () => {
    const alice = await t.createUser('scenario-short');
    const { api } = await arrangeSetup(t, alice);
    const account = await createAccount(api, '25000');
    /*
     * SHORT 1 lot (100 000 EUR) of EURUSD at 1.0850, stop 1.0900 → risk per unit 0.0050.
     * TP 1.0750 never reached; closed at 1.0903: R = (1.0903 − 1.0850) × −1 / 0.0050 = −1.06.
     * Risk 25 000 × 0.5 % = 125 (R × risk would say −132.5), but Carnet knows EURUSD: money is computed from the
     * trade (docs/rules/money.md#instruments): (1.0903 − 1.0850) × 1 × 100 000 × −1 = −530 USD → balance 24 470.
     */
    const created = await api.createTrade({
      asset_type: 'FOREX',
      asset_name: 'EURUSD',
      direction: 'SHORT',
      entry_price: '1.0850',
      stop_loss_price: '1.0900',
      quantity: '1',
      entry_date: SECONDARY_ENTRY,
      capital_account: account.id,
      risk_pct: 0.5,
      take_profits: [{ price: '1.0750', quantity_to_sell: '1' }],
    });
    expect(created).toMatchObject({ entry_price: '1.085', stop_loss_price: '1.09', risk_amount: '125' });
    // No configuration: nothing to be evaluated against.
    expect(created).toMatchObject({
      strategy: null,
      is_compliant: false,
      score_pct: null,
      grade: null,
      recommended_risk_pct: null,
      timing_class: null,
      non_compliance_reasons: [],
      confirmations: [],
    });

    const closed = await api.close(created.id, { close_price: '1.0903' });
    expect(closed).toMatchObject({
      outcome: 'LOSS',
      realized_rr: -1.06,
      pnl_amount: '-530',
      pnl_source: 'COMPUTED',
    });
    expect(closed.take_profits[0]?.is_hit).toBe(false);
    expect((await api.account(account.id)).current_balance).toBe('24470');
  });

  it('partial exit then a gap down: −0.8333 R, −250 computed from 30 shares', async () => {
    const alice = await t.createUser('scenario-partial');
    const { api } = await arrangeSetup(t, alice);
    const account = await createAccount(api, '5000');
    /*
     * LONG 30 AAPL at 200, stop 190 → risk per unit 10, position risk 300.
     * TP1 205 sells 10 (hit, +50); TP2 215 sells 10 (not reached); the 20 left close at 185 (−300).
     * R = −250 / 300 = −0.8333 → LOSS. Planned: (50 + 150) / 300 = 0.6667.
     * Risk 5 000 × 2 % = 100 (R × risk would say −83.33); a share is a share: +50 − 300 = −250 USD, computed
     * (docs/rules/money.md#instruments) → balance 4 750.
     */
    const created = await api.createTrade({
      asset_type: 'STOCK',
      asset_name: 'AAPL',
      direction: 'LONG',
      entry_price: 200,
      stop_loss_price: 190,
      quantity: 30,
      entry_date: SECONDARY_ENTRY,
      capital_account: account.id,
      risk_pct: 2,
      take_profits: [
        { price: 205, quantity_to_sell: 10 },
        { price: 215, quantity_to_sell: 10 },
      ],
    });
    expect(created).toMatchObject({ planned_rr: 0.6667, risk_amount: '100' });
    const closed = await api.close(created.id, {
      close_price: 185,
      hit_take_profits: [created.take_profits[0]?.id ?? 0],
    });
    expect(closed).toMatchObject({
      outcome: 'LOSS',
      realized_rr: -0.8333,
      pnl_amount: '-250',
      pnl_source: 'COMPUTED',
    });
    expect(closed.take_profits.map((tp) => tp.is_hit)).toEqual([true, false]);
    expect((await api.account(account.id)).current_balance).toBe('4750');
  });
});
