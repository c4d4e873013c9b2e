import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal.ts';
import { rebuildPositions } from './fifo-positions.ts';
import type { Fill } from './fill.ts';

let nextLine = 1;
/** A fill written the way the scenarios read: `fill('BUY', '2', '100', '09:00', '1.5')`. */
function fill(
  side: Fill['side'],
  quantity: string,
  price: string,
  clock: string,
  fee = '0',
  extra: Partial<Fill> = {},
): Fill {
  const line = nextLine++;
  return {
    id: `f${line}`,
    line,
    account: 'A',
    symbol: 'ES',
    side,
    quantity: new Decimal(quantity),
    price: new Decimal(price),
    time: `2025-01-02T${clock}:00`,
    fee: new Decimal(fee),
    effect: null,
    ...extra,
  };
}

const text = (value: Decimal) => value.toFixed();

describe('rebuildPositions', () => {
  it('a long in and out: gross (110 − 100) × 2 = 20, net 20 − 1 − 1 = 18', () => {
    const { positions, unused } = rebuildPositions([
      fill('BUY', '2', '100', '09:00', '1'),
      fill('SELL', '2', '110', '09:30', '1'),
    ]);
    expect(unused).toEqual([]);
    expect(positions).toHaveLength(1);
    const [long] = positions;
    expect(long?.direction).toBe('LONG');
    expect(text(long?.quantity ?? new Decimal(-1))).toBe('2');
    expect(text(long?.grossPnl ?? new Decimal(-1))).toBe('20');
    expect(text(long?.fees ?? new Decimal(-1))).toBe('2');
    expect(text(long?.netPnl ?? new Decimal(-1))).toBe('18');
    expect(text(long?.openQuantity ?? new Decimal(-1))).toBe('0');
  });

  it('a short opens with a sell: sell 3 at 50, buy back 3 at 47 → +9 (never rebuilt as a long)', () => {
    const { positions } = rebuildPositions([
      fill('SELL', '3', '50', '09:00'),
      fill('BUY', '3', '47', '09:05'),
    ]);
    expect(positions.map((p) => [p.direction, text(p.grossPnl)])).toEqual([['SHORT', '9']]);
  });

  it('scale-in averages the entry: 1 at 100 + 3 at 104 → 4 at 103; out at 105 → (105 − 103) × 4 = 8', () => {
    const { positions } = rebuildPositions([
      fill('BUY', '1', '100', '09:00'),
      fill('BUY', '3', '104', '09:01'),
      fill('SELL', '4', '105', '09:02'),
    ]);
    const [long] = positions;
    expect(text(long?.entryPrice ?? new Decimal(0))).toBe('103');
    expect(text(long?.quantity ?? new Decimal(0))).toBe('4');
    expect(long?.entries.map((e) => text(e.quantity))).toEqual(['1', '3']);
    expect(text(long?.grossPnl ?? new Decimal(0))).toBe('8');
  });

  it('partial exits become exits: 4 at 100, out 1 at 102, 3 at 99 → 2 − 3 = −1, fees 0.5 each fill', () => {
    const { positions } = rebuildPositions([
      fill('BUY', '4', '100', '09:00', '0.5'),
      fill('SELL', '1', '102', '09:10', '0.5'),
      fill('SELL', '3', '99', '09:20', '0.5'),
    ]);
    const [long] = positions;
    expect(long?.exits.map((e) => [text(e.price), text(e.quantity)])).toEqual([
      ['102', '1'],
      ['99', '3'],
    ]);
    expect(text(long?.grossPnl ?? new Decimal(0))).toBe('-1');
    expect(text(long?.netPnl ?? new Decimal(0))).toBe('-2.5');
  });

  it('FIFO: exits close the oldest lots first (1 at 100, 1 at 110; out 1 at 105 → +5, then 1 at 105 → −5)', () => {
    const { positions } = rebuildPositions([
      fill('BUY', '1', '100', '09:00'),
      fill('BUY', '1', '110', '09:01'),
      fill('SELL', '1', '105', '09:02'),
    ]);
    const [long] = positions;
    expect(text(long?.grossPnl ?? new Decimal(0))).toBe('5');
    expect(text(long?.openQuantity ?? new Decimal(0))).toBe('1');
    expect(long?.exits).toHaveLength(1);
  });

  it('a reversal through zero: long 2 at 100, sell 5 at 103 closes (+6) and opens a short 3 at 103', () => {
    const { positions, unused } = rebuildPositions([
      fill('BUY', '2', '100', '09:00', '2'),
      fill('SELL', '5', '103', '09:10', '5'),
      fill('BUY', '3', '101', '09:20', '3'),
    ]);
    expect(unused).toEqual([]);
    const [long, short] = positions;
    // The 5 of fee of the reversing sell: 2/5 to the long (2), 3/5 to the short (3).
    expect([
      long?.direction,
      text(long?.grossPnl ?? new Decimal(0)),
      text(long?.fees ?? new Decimal(0)),
    ]).toEqual(['LONG', '6', '4']);
    expect(short?.direction).toBe('SHORT');
    expect(text(short?.entryPrice ?? new Decimal(0))).toBe('103');
    expect(text(short?.quantity ?? new Decimal(0))).toBe('3');
    expect(text(short?.grossPnl ?? new Decimal(0))).toBe('6');
    expect(text(short?.fees ?? new Decimal(0))).toBe('6');
    expect(short?.openingFillId).toBe(long?.exits[0]?.fillId);
  });

  it('a fee shared in thirds is cut at 10 places and the last share takes the remainder', () => {
    const { positions } = rebuildPositions([
      fill('BUY', '1', '10', '09:00'),
      fill('SELL', '3', '10', '09:01', '1'),
      fill('BUY', '2', '10', '09:02'),
    ]);
    expect(positions.map((p) => text(p.fees))).toEqual(['0.3333333333', '0.6666666667']);
  });

  it('the point value multiplies the gross: MES 5 $ a point, 2 at 6000 → 6010 = 100', () => {
    const { positions } = rebuildPositions(
      [fill('BUY', '2', '6000', '09:00'), fill('SELL', '2', '6010', '09:01')],
      () => new Decimal(5),
    );
    expect(text(positions[0]?.grossPnl ?? new Decimal(0))).toBe('100');
  });

  it('accounts and symbols keep their own books', () => {
    const { positions } = rebuildPositions([
      fill('BUY', '1', '100', '09:00', '0', { account: 'A' }),
      fill('SELL', '1', '100', '09:01', '0', { account: 'B' }),
      fill('SELL', '1', '100', '09:02', '0', { symbol: 'NQ' }),
      fill('SELL', '1', '101', '09:03', '0', { account: 'A' }),
    ]);
    expect(positions.map((p) => [p.account, p.symbol, p.direction, text(p.openQuantity)])).toEqual([
      ['A', 'ES', 'LONG', '0'],
      ['B', 'ES', 'SHORT', '1'],
      ['A', 'NQ', 'SHORT', '1'],
    ]);
  });

  it('fills out of time order are put in order (NinjaTrader lists them so)', () => {
    const { positions } = rebuildPositions([
      fill('SELL', '1', '110', '10:00'),
      fill('BUY', '1', '100', '09:00'),
    ]);
    expect(positions.map((p) => [p.direction, text(p.grossPnl), p.entryTime])).toEqual([
      ['LONG', '10', '2025-01-02T09:00:00'],
    ]);
  });

  it('a closing fill with nothing open is an orphan close, with its fee; never an invented trade', () => {
    const orphan = fill('SELL', '10', '20', '09:00', '1', { effect: 'CLOSE' });
    const { positions, unused } = rebuildPositions([orphan]);
    expect(positions).toEqual([]);
    expect(unused.map((u) => [u.fill.id, u.reason, text(u.quantity), text(u.fee)])).toEqual([
      [orphan.id, 'ORPHAN_CLOSE', '10', '1'],
    ]);
  });

  it('a closing fill larger than the position closes it and reports the excess as an orphan', () => {
    const { positions, unused } = rebuildPositions([
      fill('BUY', '2', '10', '09:00', '0', { effect: 'OPEN' }),
      fill('SELL', '5', '11', '09:01', '5', { effect: 'CLOSE' }),
    ]);
    expect(positions.map((p) => [text(p.grossPnl), text(p.fees), text(p.openQuantity)])).toEqual([
      ['2', '2', '0'],
    ]);
    expect(unused.map((u) => [text(u.quantity), text(u.fee)])).toEqual([['3', '3']]);
  });

  it('a fill of no quantity is reported, not used', () => {
    const { positions, unused } = rebuildPositions([fill('BUY', '0', '10', '09:00')]);
    expect(positions).toEqual([]);
    expect(unused.map((u) => u.reason)).toEqual(['NO_QUANTITY']);
  });

  it('a position still open keeps its entry fees and a net of minus those fees', () => {
    const { positions } = rebuildPositions([fill('BUY', '1', '10', '09:00', '0.65')]);
    expect(positions.map((p) => [text(p.openQuantity), text(p.netPnl), p.exits.length])).toEqual([
      ['1', '-0.65', 0],
    ]);
  });
});
