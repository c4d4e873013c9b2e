import { describe, expect, it } from 'vitest';
import { readTemplateFile, type TemplateReading } from './template-reader.ts';

const TEMPLATE: TemplateReading = {
  delimiter: ',',
  decimal_separator: '.',
  date_format: 'ISO_8601',
  timeZone: 'Europe/Paris',
  columns: {
    asset_name: 'Symbol',
    direction: 'Side',
    entry_date: 'Opened',
    close_date: 'Closed',
    quantity: 'Qty',
    entry_price: 'Entry',
    exit_price: 'Exit',
    stop_loss_price: null,
    fees: null,
    swap: null,
    pnl_amount: null,
    external_id: null,
  },
};

const FILE = [
  'Symbol,Side,Opened,Closed,Qty,Entry,Exit',
  'EURUSD,Long,2026-03-02T09:00:00+01:00,2026-03-02T10:00:00+01:00,1,1.08,1.09',
  // The same values again: a second trade, not a duplicate of the first.
  'EURUSD,Long,2026-03-02T09:00:00+01:00,2026-03-02T10:00:00+01:00,1,1.08,1.09',
].join('\n');

describe('template ids (docs/rules/imports.md#identity)', () => {
  it('hash the instant an offset names, whatever zone the trader picks, and rank equal rows', () => {
    const inParis = readTemplateFile(FILE, TEMPLATE).trades;
    const inNewYork = readTemplateFile(FILE, { ...TEMPLATE, timeZone: 'America/New_York' }).trades;
    // The wall clocks differ (09:00 in Paris, 03:00 in New York), the ids do not.
    expect([inParis[0]?.entryTime, inNewYork[0]?.entryTime]).toEqual([
      '2026-03-02T09:00:00',
      '2026-03-02T03:00:00',
    ]);
    expect(inNewYork.map((trade) => trade.externalId)).toEqual(inParis.map((trade) => trade.externalId));
    const [first, second] = inParis.map((trade) => trade.externalId);
    expect(second).toBe(`${first}-2`);
  });
});
