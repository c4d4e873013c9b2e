import { trades } from '../../src/db/schema/index.ts';
import type { TestApp } from '../build-test-app.ts';

const DAY_MS = 86_400_000;

/**
 * Closed trades of known R written straight to the table (no money, no history): a sample for the challenge
 * simulation (docs/rules/challenges.md needs 20 trades with a known R), one a day from `firstClose`.
 */
export async function insertClosedRs(
  t: TestApp,
  owner: { userId: number; accountId: number },
  rs: readonly number[],
  firstClose = Date.parse('2026-10-01T10:00:00Z'),
): Promise<void> {
  await t.db.insert(trades).values(
    rs.map((r, index) => ({
      userId: owner.userId,
      capitalAccountId: owner.accountId,
      assetType: 'CRYPTO' as const,
      assetName: 'BTCUSDT',
      direction: 'LONG' as const,
      entryPrice: '50000',
      stopLossPrice: '49000',
      quantity: '1',
      entryDate: new Date(firstClose + index * DAY_MS - 3_600_000),
      closeDate: new Date(firstClose + index * DAY_MS),
      closePrice: String(50000 + 1000 * r),
      status: 'CLOSED' as const,
      realizedRr: r,
      outcome: r > 0 ? ('WIN' as const) : ('LOSS' as const),
    })),
  );
}
