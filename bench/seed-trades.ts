import { outcomeOf } from '@carnet/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/database.ts';
import {
  capitalAccounts,
  tradeExits,
  tradeHistory,
  trades,
  tradeTakeProfits,
  users,
} from '../apps/server/src/db/schema/index.ts';

/** ARCHITECTURE.md: bulk inserts go through jsonb_to_recordset, one parameter per batch. */
const BATCH_SIZE = 5_000;
const HOUR_MS = 3_600_000;

type SeedTrade = { entry_date: string; close_date: string; realized_rr: string; outcome: string };

/** A deterministic pseudo-random R in [−2, +3) at 4 decimals (a small LCG: the same trades on every run). */
function* closedTrades(count: number, firstEntryMs: number): Generator<SeedTrade> {
  let state = 42;
  for (let index = 0; index < count; index++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const r = Math.round(((state / 2_147_483_648) * 5 - 2) * 10_000) / 10_000;
    const entryMs = firstEntryMs + index * HOUR_MS;
    yield {
      entry_date: new Date(entryMs).toISOString(),
      close_date: new Date(entryMs + 45 * 60_000).toISOString(),
      realized_rr: r.toFixed(4),
      outcome: outcomeOf(r) ?? 'BREAKEVEN',
    };
  }
}

/** `count` closed trades of `userId`, one an hour back from now, on a fresh account of theirs. */
export async function seedClosedTrades(db: Db, userId: number, count: number): Promise<void> {
  const [account] = await db
    .insert(capitalAccounts)
    .values({
      userId,
      name: 'Compte de mesure',
      mode: 'SIM',
      currency: 'USD',
      startingBalance: '10000',
      currentBalance: '10000',
    })
    .returning({ id: capitalAccounts.id });
  if (!account) throw new Error('insert into capital_accounts returned no row');
  const batch: SeedTrade[] = [];
  const flush = async () => {
    await db.execute(sql`
      insert into trades (user_id, asset_type, asset_name, direction, entry_price, stop_loss_price, quantity,
        entry_date, status, outcome, realized_rr, close_date, close_price, capital_account_id)
      select ${userId}, 'CRYPTO', 'BTCUSDT', 'LONG', 50000, 49000, 1, r.entry_date, 'CLOSED', r.outcome,
        r.realized_rr, r.close_date, 50000 + 1000 * r.realized_rr, ${account.id}
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as r(entry_date timestamptz, close_date timestamptz, realized_rr numeric, outcome varchar)`);
    batch.length = 0;
  };
  for (const trade of closedTrades(count, Date.now() - count * HOUR_MS)) {
    batch.push(trade);
    if (batch.length === BATCH_SIZE) await flush();
  }
  if (batch.length > 0) await flush();
}

/**
 * Other traders sharing the table (docs/budgets.md: 100 users, 110,000 trades in all with the 10,000-trade one),
 * `tradesInAll` spread evenly. They never log in: their password hash is unusable.
 */
export async function seedOtherTraders(db: Db, traders: number, tradesInAll: number): Promise<void> {
  for (let index = 0; index < traders; index++) {
    const [user] = await db
      .insert(users)
      .values({ username: `autre${index}`, passwordHash: '!' })
      .returning({ id: users.id });
    if (!user) throw new Error('insert into users returned no row');
    const share = Math.floor(tradesInAll / traders) + (index < tradesInAll % traders ? 1 : 0);
    await seedClosedTrades(db, user.id, share);
  }
}

/** One take profit for each of `userId`'s trades, as most journals have (the list reads them with each page). */
export async function seedTakeProfits(db: Db, userId: number): Promise<void> {
  await db.execute(sql`
    insert into ${tradeTakeProfits} (trade_id, price, quantity_to_sell, is_hit, position)
    select id, 51000, 1, realized_rr >= 1, 0 from ${trades} where user_id = ${userId}`);
}

/**
 * What the demo journal holds for each closed trade (docs/rules/trades.md), for `userId`'s trades: the plan recorded at
 * entry, one exit at the close price (its totals on the trade), and a history of creation, a stop edit with its
 * reason, and the close. The trade page reads them all in its one query.
 */
export async function seedTradeRecords(db: Db, userId: number): Promise<void> {
  await db.execute(sql`
    update ${trades} set plan = jsonb_build_object(
        'recorded_at', to_char(entry_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        'direction', direction, 'entry_price', entry_price::text, 'stop_loss_price', '48500',
        'quantity', quantity::text, 'take_profits', jsonb_build_array(
          jsonb_build_object('price', '51000', 'quantity_to_sell', '1')),
        'risk_pct', null, 'risk_amount', null, 'planned_rr', 0.6667, 'score_pct', null, 'grade', null,
        'timing_class', null, 'is_compliant', false, 'confirmations', '[]'::jsonb)
    where user_id = ${userId}`);
  await db.execute(sql`
    insert into ${tradeExits} (trade_id, price, quantity, executed_at)
    select id, close_price, quantity, close_date from ${trades} where user_id = ${userId}`);
  // What the app writes with the exits (exit-totals.ts): here the one exit's price × quantity and quantity.
  await db.execute(sql`
    update ${trades} set exits_notional = close_price * quantity, exits_quantity = quantity
    where user_id = ${userId}`);
  await db.execute(sql`
    insert into ${tradeHistory} (trade_id, at, action, changes, reason)
    select id, entry_date, 'CREATE', '{}'::jsonb, null from ${trades} where user_id = ${userId}
    union all
    select id, entry_date + interval '10 minutes', 'UPDATE',
      '{"stop_loss_price": ["48500", "49000"]}'::jsonb, 'Stop remonté sous le dernier creux'
    from ${trades} where user_id = ${userId}
    union all
    select id, close_date, 'CLOSE', jsonb_build_object('status', jsonb_build_array('OPEN', 'CLOSED'),
      'close_price', jsonb_build_array(null, close_price::text)), null
    from ${trades} where user_id = ${userId}`);
}

/**
 * A journal on every local day (Paris) of `userId`'s trades (docs/rules/journal.md): state, plan followed, a
 * mistake every third day, and limits (3 trades, 2 R) that many days break, so the analysis's journal dimensions
 * (docs/budgets.md) join and window over real days.
 */
export async function seedJournalDays(db: Db, userId: number): Promise<void> {
  await db.execute(sql`
    insert into journal_days (user_id, date, mood, energy, stress, sleep_hours, plan_followed, mistakes,
      max_trades, max_loss_r)
    select ${userId}, day, 1 + n % 5, 1 + n % 4, 1 + n % 3, 4 + (n % 11) * 0.5,
      (array['YES', 'PARTLY', 'NO'])[1 + n % 3],
      case when n % 3 = 0 then '["FOMO"]'::jsonb else '[]'::jsonb end, 3, 2
    from (select day::date as day, row_number() over (order by day) as n
      from (select distinct (entry_date at time zone 'Europe/Paris')::date as day
        from trades where user_id = ${userId}) as days) as numbered`);
}
