import type { Trade } from '@carnet/contract';
import type { TestApp, TestUser } from '../build-test-app.ts';
import { apiOf, createAccount, longTrade } from './trades-test-support.ts';

const CLOSE_DATE = '2026-11-17T09:00:00Z';

/** GET /api/v1/exports/trades.csv as `user`. */
export const exportTradesCsv = (t: TestApp, user: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/v1/exports/trades.csv', headers: user.authHeader });

/**
 * Four trades of the shapes an export must carry, on an account of 10 000 (risk 1 % = 100), in this order:
 * a LONG closed after its target with fees, swap and a reported net and a formula as its reason; an OPEN LONG;
 * a SHORT closed at an estimated net with fees; a LONG out in three exits (two targets, then the rest).
 */
export async function arrangeTradeShapes(t: TestApp, user: TestUser) {
  const api = apiOf(t, user);
  const account = await createAccount(api, '10000');
  const reported = await api.createTrade(
    longTrade(account.id, {
      setup_reason: '=HYPERLINK("https://example.test","clic")',
      tags: ['Cassure', 'a,b "guillemets"'],
    }),
  );
  const closedReported = await api.close(reported.id, {
    close_price: '52000',
    hit_take_profits: reported.take_profits.map((tp) => tp.id),
    close_date: CLOSE_DATE,
    fees: '3.5',
    swap: '-1.25',
    pnl_amount: '2995.25',
  });
  const open = await api.createTrade(longTrade(account.id, { tags: ['Ouvert'] }));
  const short = await api.createTrade(
    longTrade(account.id, {
      asset_type: 'FOREX',
      asset_name: 'EURUSD',
      direction: 'SHORT',
      entry_price: '1.1',
      stop_loss_price: '1.105',
      // 0.1 lot: (1.1 − 1.0925) × 0.1 × 100 000 = 75 USD computed, 73 net after the fee.
      quantity: '0.1',
      take_profits: [],
    }),
  );
  const closedShort = await api.close(short.id, { close_price: '1.0925', close_date: CLOSE_DATE, fees: '2' });
  const scaled = await api.createTrade(
    longTrade(account.id, {
      quantity: '3',
      take_profits: [
        { price: '51000', quantity_to_sell: '1' },
        { price: '51500', quantity_to_sell: '1' },
      ],
    }),
  );
  const closedScaled = await api.close(scaled.id, {
    close_price: '49500',
    hit_take_profits: scaled.take_profits.map((tp) => tp.id),
    close_date: CLOSE_DATE,
  });
  const trades: Trade[] = [closedReported, open, closedShort, closedScaled];
  return { api, account: await api.account(account.id), trades };
}
