import type { BacktestSessionInput } from '@carnet/contract';
import { type BacktestExportTrade, Decimal, exportBacktestCsv, toDecimalString } from '@carnet/domain';
import {
  INSTRUMENTS,
  type Instrument,
  type InstrumentName,
  pricePath,
  stepsToDecimal,
} from './instruments.ts';
import type { Random } from './seeded-random.ts';

export type SessionKey = 'london' | 'newYork' | 'bitcoin';

export type DemoSession = {
  key: SessionKey;
  input: BacktestSessionInput;
  instrument: InstrumentName;
  strategyTag: string;
  trades: number;
  winRate: number;
  /** The replayed market data: entries from `from` to `to` days ago. */
  from: number;
  to: number;
};

export const DEMO_SESSIONS: readonly DemoSession[] = [
  {
    key: 'london',
    input: {
      name: 'EURUSD H1 — cassure de Londres',
      instrument: 'EURUSD',
      timeframe: 'H1',
      starting_equity: '10000',
      notes: 'Rejeu de 2 ans de données, une entrée par jour au maximum.',
    },
    instrument: 'EURUSD',
    strategyTag: 'cassure-range',
    trades: 64,
    winRate: 0.38,
    from: 730,
    to: 400,
  },
  {
    key: 'newYork',
    input: {
      name: 'NAS100 M5 — ouverture de New York',
      instrument: 'NAS100',
      timeframe: 'M5',
      starting_equity: '25000',
      notes: 'Validation du setup de continuation avant de le passer en réel.',
    },
    instrument: 'NAS100',
    strategyTag: 'continuation-ny',
    trades: 82,
    winRate: 0.44,
    from: 520,
    to: 370,
  },
  {
    key: 'bitcoin',
    input: {
      name: 'BTCUSD H4 — swing sur la MM50',
      instrument: 'BTCUSD',
      timeframe: 'H4',
      starting_equity: '5000',
    },
    instrument: 'BTCUSD',
    strategyTag: 'swing-mm50',
    trades: 38,
    winRate: 0.36,
    from: 900,
    to: 380,
  },
];

const BACKTEST_NOTES = [
  'Entrée parfaite sur le retest.',
  'Spread élevé à l’ouverture.',
  'Hésitation, entrée tardive.',
];
const DAY_MS = 86_400_000;

/**
 * The session's trades as our own CSV export (docs/rules/backtests.md), so they are loaded by the CSV import: winners
 * leave at their targets, losers at the stop (possibly after a first target), the last two are still open.
 */
export function backtestCsv(session: DemoSession, now: Date, random: Random): string {
  const instrument: Instrument = INSTRUMENTS[session.instrument];
  const path = pricePath(instrument, session.from - session.to + 1, random);
  const price = (ticks: number) => stepsToDecimal(ticks, instrument.priceDecimals);
  const trades: BacktestExportTrade[] = [];
  for (let index = 0; index < session.trades; index++) {
    const dayIndex = Math.floor(((path.length - 1) * index) / session.trades);
    const entryMs = now.getTime() - (session.from - dayIndex) * DAY_MS + random.integer(7, 17) * 3_600_000;
    const side = random.chance(0.55) ? 'LONG' : 'SHORT';
    const sign = side === 'LONG' ? 1 : -1;
    const risk = random.integer(...instrument.stopTicks);
    const entry = (path[dayIndex] ?? instrument.startTicks) + Math.round(risk * random.between(-0.5, 0.5));
    const qty = positionSize(session, risk, instrument.priceDecimals);
    const half = qty.dividedBy(2).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    const isOpen = index >= session.trades - 2;
    const outcome = random.weighted([
      ['win', session.winRate],
      ['partial', 0.12],
      ['loss', 0.88 - session.winRate],
    ] as const);
    const at = (rMultiple: number) => price(entry + sign * Math.round(risk * rMultiple));
    const takeProfits =
      outcome === 'loss' && !isOpen
        ? []
        : outcome === 'partial' || isOpen
          ? [{ price: at(random.between(1, 1.5)), quantity_to_sell: toDecimalString(half) }]
          : [
              { price: at(random.between(1, 1.5)), quantity_to_sell: toDecimalString(half) },
              { price: at(random.between(2, 3.5)), quantity_to_sell: toDecimalString(qty.minus(half)) },
            ];
    trades.push({
      entry_time: entryMs,
      side,
      instrument: session.instrument,
      timeframe: session.input.timeframe ?? '',
      strategy_tag: session.strategyTag,
      entry_price: price(entry),
      qty: toDecimalString(qty),
      stop_loss: isOpen ? null : price(entry - sign * risk),
      notes: random.chance(0.15) ? random.pick(BACKTEST_NOTES) : '',
      take_profits: takeProfits,
    });
  }
  return exportBacktestCsv(trades);
}

/** 1 % of the session's starting equity at risk: size = risk money / stop distance, to 2 decimals (docs/rules/trades.md#validation). */
function positionSize(session: DemoSession, riskTicks: number, priceDecimals: number): Decimal {
  const riskMoney = new Decimal(session.input.starting_equity ?? '10000').dividedBy(100);
  const stopDistance = new Decimal(riskTicks).dividedBy(new Decimal(10).pow(priceDecimals));
  const size = riskMoney.dividedBy(stopDistance).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return size.greaterThan(0.01) ? size : new Decimal('0.02');
}
