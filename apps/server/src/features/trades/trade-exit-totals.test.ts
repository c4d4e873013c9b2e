import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { exitTotalsMismatches } from '../../../test/support/exit-totals-test-support.ts';
import { arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';
import { trades } from '../../db/schema/index.ts';
import { exitTotals } from './exit-totals.ts';

const t = useTestApp();

const storedTotals = async (id: number) => {
  const [row] = await t.db
    .select({ notional: trades.exitsNotional, quantity: trades.exitsQuantity })
    .from(trades)
    .where(eq(trades.id, id));
  return row;
};

it('sums price × quantity and quantity exactly, in canonical decimals', () => {
  expect(exitTotals([])).toEqual({ exitsNotional: '0', exitsQuantity: '0' });
  // 1.08765 × 0.3 + 1.0912 × 0.2 = 0.326295 + 0.21824 = 0.544535; 0.1 + 0.2 is 0.3, not 0.30000000000000004.
  expect(
    exitTotals([
      { price: '1.08765', quantity: '0.3' },
      { price: '1.0912', quantity: '0.2' },
    ]),
  ).toEqual({ exitsNotional: '0.544535', exitsQuantity: '0.5' });
  expect(
    exitTotals([
      { price: '0.1', quantity: '1' },
      { price: '0.2', quantity: '1' },
    ]).exitsNotional,
  ).toBe('0.3');
});

// longTrade: LONG 2 at 50 000, one target 51 000 × 1 (docs/rules/trades.md: the exits a close writes).
it('keeps each trade’s exit totals with its exits through close, reopen and a second close', async () => {
  const user = await t.createUser('exit-totals');
  const { api, account } = await arrangeSetup(t, user);
  const trade = await api.createTrade(longTrade(account.id));
  expect(await storedTotals(trade.id)).toEqual({ notional: '0', quantity: '0' });
  const target = trade.take_profits[0]?.id ?? 0;
  await api.close(trade.id, { close_price: '49500.5', hit_take_profits: [target] });
  // 51 000 × 1 + 49 500.5 × 1, and 1 + 1.
  expect(await storedTotals(trade.id)).toEqual({ notional: '100500.5', quantity: '2' });
  await api.reopen(trade.id);
  expect(await storedTotals(trade.id)).toEqual({ notional: '0', quantity: '0' });
  await api.close(trade.id, { close_price: '51000' });
  expect(await storedTotals(trade.id)).toEqual({ notional: '102000', quantity: '2' });
  expect(await exitTotalsMismatches(t.db)).toEqual([]);
});
