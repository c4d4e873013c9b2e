import type { TradeCreate } from '@carnet/contract';

// Test data only, with no test harness attached: the server's tests and the end-to-end suite both build their
// trades with it.

/** Monday 16 November 2026, 10:05 UTC: inside the preferred 10:00 ± 10 min slot of `SETUP` (UTC clock). */
export const PREFERRED_ENTRY = '2026-11-16T10:05:00Z';

/**
 * A valid LONG BTC trade on `accountId`: entry 50 000, stop 49 000, 2 units, one target at 51 000. Named `BTC`, a
 * coin without what it is quoted in, which Carnet cannot specify: its money is the estimate from R × risk amount
 * (docs/rules/money.md#sources) that the tests of R, risk and balances are written against. Money computed from
 * prices has its own tests (`features/trades/trades-computed-money.test.ts`).
 */
export function longTrade(accountId: number, overrides: Partial<TradeCreate> = {}): TradeCreate {
  return {
    asset_type: 'CRYPTO',
    asset_name: 'BTC',
    direction: 'LONG',
    entry_price: '50000',
    stop_loss_price: '49000',
    quantity: '2',
    setup_reason: 'Cassure du range asiatique',
    entry_date: PREFERRED_ENTRY,
    capital_account: accountId,
    risk_pct: 1,
    take_profits: [{ price: '51000', quantity_to_sell: '1' }],
    ...overrides,
  };
}
