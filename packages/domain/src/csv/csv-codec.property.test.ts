import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateBacktestTrade } from '../backtest/validate-backtest-trade.ts';
import { Decimal, sumDecimals, toDecimalString } from '../decimal.ts';
import { hasNoFieldError } from '../types.ts';
import type { BacktestCsvTrade } from './backtest-csv-row.ts';
import { exportBacktestCsv } from './export-backtest-csv.ts';
import { importBacktestCsv } from './import-backtest-csv.ts';

// Canonical positive decimals: what the server stores and the importer returns.
const positiveDecimal = fc
  .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99_999_999 }))
  .filter(([whole, fraction]) => whole > 0 || fraction > 0)
  .map(([whole, fraction]) => {
    const digits = String(fraction).padStart(8, '0').replace(/0+$/, '');
    return digits === '' ? String(whole) : `${whole}.${digits}`;
  });

const text = fc.oneof(
  fc.string(),
  fc.string({
    unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', "'", '"', ',', ';', ' ', 'é', 'a'),
  }),
);

const anyTrade: fc.Arbitrary<BacktestCsvTrade> = fc.record({
  entry_time: fc
    .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) })
    .map((at) => new Date(Math.floor(at / 1000) * 1000).toISOString().replace('.000Z', 'Z')),
  side: fc.constantFrom('LONG' as const, 'SHORT' as const),
  instrument: text,
  timeframe: text,
  strategy_tag: text,
  entry_price: positiveDecimal,
  qty: positiveDecimal,
  stop_loss: fc.option(positiveDecimal),
  notes: text,
  take_profits: fc.array(fc.record({ price: positiveDecimal, quantity_to_sell: positiveDecimal }), {
    maxLength: 5,
  }),
});

// Valid trades only, as the API would store them: exits selling less than qty (summed exactly, never in floats)
// and an R the bounds accept (a stop a hair from the entry is refused on import as on the API).
const trade = anyTrade
  .map((t) => ({
    ...t,
    qty: toDecimalString(sumDecimals(t.take_profits.map((tp) => new Decimal(tp.quantity_to_sell))).plus(1)),
  }))
  .filter((t) => hasNoFieldError(validateBacktestTrade(t)));

describe('CSV codec laws', () => {
  it('export then import is the identity', () => {
    fc.assert(
      fc.property(fc.array(trade, { maxLength: 8 }), (trades) => {
        expect(importBacktestCsv(exportBacktestCsv(trades))).toEqual({ rows: trades, errors: [] });
      }),
      { numRuns: 300 },
    );
  });

  it('never throws, whatever the text', () => {
    const csvish = fc.string({
      unit: fc.constantFrom(
        '"',
        ',',
        ';',
        '\n',
        '\r',
        '\t',
        ' ',
        '1',
        '.',
        'a',
        '#',
        'T',
        'Z',
        '-',
        ':',
        '\uFEFF',
      ),
    });
    const withHeader = fc
      .tuple(
        fc.constantFrom(
          'entry_time,side,entry_price,qty,tp1_price,tp1_qty\n',
          'Trade #,Type,Date/Time,Signal,Price,Contracts\n',
          'ENTRY_TIME;SIDE;ENTRY_PRICE;QTY\n',
          '',
        ),
        csvish,
      )
      .map(([header, body]) => header + body);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), csvish, withHeader), (input) => {
        const result = importBacktestCsv(input);
        expect(Array.isArray(result.rows)).toBe(true);
        for (const error of result.errors) expect(error.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 2000 },
    );
  });
});
