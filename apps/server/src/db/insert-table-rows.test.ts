import { describe, expect, it } from 'vitest';
import { setColumns } from './insert-table-rows.ts';
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
});
