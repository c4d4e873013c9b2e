import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/database.ts';
import { capitalAccounts } from '../apps/server/src/db/schema/index.ts';

/** docs/rules/challenges.md's status budget: this many closed trades on one challenge account. */
export const CHALLENGE_TRADES = 2_000;
const STARTING_BALANCE = 100_000;
const TRADES_PER_DAY = 4;
const DAY_MS = 86_400_000;

/**
 * A challenge account of `userId` (trailing intraday floor, daily loss, consistency: every rule at work) holding
 * `count` closed trades with their net money, four a day back from now. Net money alternates between small
 * gains and losses so the replay stays IN_PROGRESS to the last trade.
 */
export async function seedChallengeAccount(db: Db, userId: number, count: number): Promise<number> {
  const [account] = await db
    .insert(capitalAccounts)
    .values({
      userId,
      name: 'Challenge de mesure',
      mode: 'CHALLENGE',
      currency: 'USD',
      startingBalance: String(STARTING_BALANCE),
      currentBalance: String(STARTING_BALANCE),
      rules: {
        profit_target: '1000000',
        daily_loss_limit: '5000',
        daily_loss_pct: null,
        daily_loss_basis: 'DAY_START_BALANCE',
        max_loss: '10000',
        max_loss_type: 'TRAILING_INTRADAY',
        trailing_lock: null,
        min_trading_days: 10,
        consistency_pct: 40,
        reset_timezone: 'America/New_York',
        reset_time: '17:00',
      },
    })
    .returning({ id: capitalAccounts.id });
  if (!account) throw new Error('insert into capital_accounts returned no row');
  const firstDayMs = Date.now() - Math.ceil(count / TRADES_PER_DAY + 1) * DAY_MS;
  const rows = Array.from({ length: count }, (_, index) => {
    const closeMs =
      firstDayMs + Math.floor(index / TRADES_PER_DAY) * DAY_MS + (index % TRADES_PER_DAY) * 3_600_000;
    return {
      close_date: new Date(closeMs).toISOString(),
      pnl: index % 3 === 2 ? '-412.35' : '230.10',
    };
  });
  await db.execute(sql`
    insert into trades (user_id, asset_type, asset_name, direction, entry_price, stop_loss_price, quantity,
      entry_date, status, outcome, close_date, close_price, pnl_amount, capital_account_id)
    select ${userId}, 'CRYPTO', 'BTCUSDT', 'LONG', 50000, 49000, 1, r.close_date - interval '30 minutes', 'CLOSED',
      case when r.pnl > 0 then 'WIN' else 'LOSS' end, r.close_date, 50000, r.pnl, ${account.id}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(close_date timestamptz, pnl numeric)`);
  return account.id;
}
