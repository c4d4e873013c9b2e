import { describe, expect, it } from 'vitest';
import { recordOf, setColumns } from './insert-table-rows.ts';
import { trades } from './schema/index.ts';

describe('setColumns: the columns a bulk insert writes, from the Drizzle table', () => {
  it('names them as the database does, typed as it stores them, and leaves out what no row sets', () => {
    expect(setColumns(trades, [{ entryPrice: '1', assetName: 'EURUSD', riskAmount: '2' }])).toEqual([
      { key: 'assetName', name: 'asset_name', type: 'varchar(40)', fill: null },
      { key: 'entryPrice', name: 'entry_price', type: 'numeric', fill: null },
      { key: 'riskAmount', name: 'risk_amount', type: 'numeric(20, 8)', fill: null },
    ]);
  });

  it('gives a row leaving a column out its value default, or null where null is allowed', () => {
    const columns = setColumns(trades, [{ status: 'CLOSED', outcome: 'WIN' }, {}]);
    expect(columns.map(({ key, fill }) => [key, fill])).toEqual([
      ['status', 'OPEN'],
      ['outcome', null],
    ]);
  });

  it('refuses rows that disagree on a column the database fills or that cannot be null', () => {
    expect(() => setColumns(trades, [{ createdAt: new Date() }, {}])).toThrow('trades.createdAt');
    expect(() => setColumns(trades, [{ entryPrice: '1' }, {}])).toThrow('trades.entryPrice');
  });

  it('writes an explicit null as null; only a missing value takes the fill', () => {
    const columns = setColumns(trades, [{ status: 'CLOSED', outcome: 'WIN' }, {}]);
    // A null the caller gave is the caller's: the database's NOT NULL refuses it, the fill never hides it.
    expect(recordOf({ status: null, outcome: 'WIN' }, columns)).toEqual({ status: null, outcome: 'WIN' });
    expect(recordOf({}, columns)).toEqual({ status: 'OPEN', outcome: null });
    const [entryDate] = setColumns(trades, [{ entryDate: new Date(0) }]);
    expect(recordOf({ entryDate: new Date(0) }, entryDate ? [entryDate] : [])).toEqual({
      entry_date: '1970-01-01T00:00:00.000Z',
    });
  });
});
