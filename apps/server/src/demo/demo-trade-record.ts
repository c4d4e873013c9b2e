import { Decimal } from '@carnet/domain';
import type { DemoTrade } from './demo-trade.ts';
import type { Random } from './seeded-random.ts';

/**
 * How a trade reached the journal (docs/rules/trades.md): typed as it happened, typed in the evening after the market
 * (a retroactive plan), its stop moved after entry, closed by mistake then reopened, or imported from the
 * broker without a stop.
 */
export type DemoStory = 'typed' | 'typedLate' | 'stopMoved' | 'reopened' | 'imported';

/** What the broker and the trader's later edits add to a drawn trade. Money in the account's currency. */
export type DemoTradeRecord = {
  story: DemoStory;
  /** Commissions charged at the close (LIVE accounts only). */
  fees: string;
  /** Financing of a forex or CFD position held over the daily rollover, signed as the broker shows it. */
  swap: string;
  /** The broker's net minus the estimated one (slippage) when the trader typed the real figure; else null. */
  reportedSlippage: string | null;
};

/** A trade as typed at the time, with no fees: every trade of the journal before docs/rules/trades.md. */
export const TYPED_AT_THE_TIME: DemoTradeRecord = {
  story: 'typed',
  fees: '0',
  swap: '0',
  reportedSlippage: null,
};

/** How many trades of each special story the journal shows; the others are typed at the time. */
const SPECIAL_STORIES: readonly [DemoStory, number][] = [
  ['imported', 1],
  ['reopened', 1],
  ['typedLate', 1],
  ['stopMoved', 2],
];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Brokers roll forex and CFD positions over at 22:00 UTC. */
const ROLLOVER_HOUR_UTC = 22;

export type RecordDrawInput = {
  trades: readonly DemoTrade[];
  /** Accounts of mode LIVE: only a broker charges fees. */
  liveAccountIds: ReadonlySet<number>;
  now: Date;
};

/**
 * The record of each trade, in the order given, drawn from its own seeded random so the trades themselves (drawn
 * before) stay what they were. The special stories go to the most recent closed trades that fit them, closed at
 * least a day before `now` so a late entry or an import still lies in the past.
 */
export function drawTradeRecords(input: RecordDrawInput, random: Random): DemoTradeRecord[] {
  const records = input.trades.map((trade) => drawMoney(trade, input.liveAccountIds, random));
  const taken = new Set<number>();
  for (const [story, count] of SPECIAL_STORIES) {
    let left = count;
    for (let index = input.trades.length - 1; index >= 0 && left > 0; index--) {
      const trade = input.trades[index];
      const record = records[index];
      if (trade === undefined || record === undefined || taken.has(index)) continue;
      if (!fitsStory(story, trade, input)) continue;
      taken.add(index);
      records[index] = storyRecord(story, record, random);
      left -= 1;
    }
  }
  return records;
}

function drawMoney(trade: DemoTrade, liveAccountIds: ReadonlySet<number>, random: Random): DemoTradeRecord {
  const exit = trade.exit;
  if (exit === null || !liveAccountIds.has(trade.body.capital_account)) return TYPED_AT_THE_TIME;
  const fees = cents(random.integer(150, 1_200));
  const entryMs = Date.parse(trade.body.entry_date);
  const rolledOver =
    (trade.body.asset_type === 'FOREX' || trade.body.asset_type === 'CFD') &&
    crossesRollover(entryMs, exit.at.getTime());
  const swapCents = random.integer(20, 400);
  const swap = rolledOver ? cents(random.chance(0.25) ? swapCents : -swapCents) : '0';
  const reportedSlippage = random.chance(0.05) ? cents(random.integer(-300, 150)) : null;
  return { story: 'typed', fees, swap, reportedSlippage };
}

function fitsStory(story: DemoStory, trade: DemoTrade, { liveAccountIds, now }: RecordDrawInput): boolean {
  const exit = trade.exit;
  if (exit === null || exit.at.getTime() > now.getTime() - DAY_MS) return false;
  const heldMs = exit.at.getTime() - Date.parse(trade.body.entry_date);
  switch (story) {
    case 'typed':
    case 'typedLate':
      return true;
    case 'imported':
      return liveAccountIds.has(trade.body.capital_account);
    case 'reopened':
      return heldMs >= 2 * HOUR_MS;
    case 'stopMoved':
      // A long that went its way: the stop raised halfway to the entry was never touched.
      return (
        trade.body.direction === 'LONG' &&
        heldMs >= HOUR_MS &&
        exit.reachedTakeProfits.length > 0 &&
        new Decimal(exit.closePrice).greaterThanOrEqualTo(trade.body.entry_price)
      );
  }
}

/** An import carries the broker's figure; the other stories keep the money drawn for the trade. */
function storyRecord(story: DemoStory, record: DemoTradeRecord, random: Random): DemoTradeRecord {
  if (story !== 'imported') return { ...record, story };
  return { ...record, story, reportedSlippage: record.reportedSlippage ?? cents(random.integer(-200, 200)) };
}

/** Whether a position open from `entryMs` to `exitMs` was held over a 22:00 UTC rollover. */
function crossesRollover(entryMs: number, exitMs: number): boolean {
  const day = new Date(entryMs);
  const rollover = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), ROLLOVER_HOUR_UTC);
  const next = rollover > entryMs ? rollover : rollover + DAY_MS;
  return next <= exitMs;
}

const cents = (count: number): string => new Decimal(count).dividedBy(100).toFixed(2);
