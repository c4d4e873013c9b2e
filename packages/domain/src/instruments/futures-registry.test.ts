import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal.ts';
import { isCurrencyCode } from './currencies.ts';
import { FUTURES_CONTRACTS, futuresContract } from './futures-registry.ts';

// The money of one tick as each exchange publishes it beside the tick (« 0.25 index points = $12.50 »): point value
// × tick must give it back, so a typo in either column fails here.
const PUBLISHED_TICK_VALUES: Readonly<Record<string, string>> = {
  ES: '12.5',
  MES: '1.25',
  NQ: '5',
  MNQ: '0.5',
  RTY: '5',
  M2K: '0.5',
  EMD: '10',
  NKD: '25',
  YM: '5',
  MYM: '0.5',
  FDAX: '25',
  FDXM: '5',
  FDXS: '1',
  FESX: '10',
  FSMI: '10',
  ZT: '7.8125',
  ZF: '7.8125',
  ZN: '15.625',
  TN: '15.625',
  ZB: '31.25',
  UB: '31.25',
  FGBL: '10',
  FGBM: '10',
  FGBS: '5',
  FGBX: '20',
  CL: '10',
  MCL: '1',
  QM: '12.5',
  BZ: '10',
  NG: '10',
  QG: '12.5',
  RB: '4.2',
  HO: '4.2',
  PL: '5',
  GC: '10',
  MGC: '1',
  SI: '25',
  SIL: '5',
  HG: '12.5',
  MHG: '1.25',
  ZC: '12.5',
  ZS: '12.5',
  ZW: '12.5',
  KE: '12.5',
  ZL: '6',
  ZM: '10',
  LE: '10',
  HE: '10',
  GF: '12.5',
  '6E': '6.25',
  '6B': '6.25',
  '6J': '6.25',
  '6A': '10',
  '6C': '5',
  '6S': '12.5',
  M6E: '1.25',
  M6B: '0.625',
  M6A: '1',
  BTC: '25',
  MBT: '0.5',
  ETH: '12.5',
  MET: '0.05',
};

// The roots docs/rules/money.md#instruments promises at least.
const PROMISED_ROOTS =
  'ES MES NQ MNQ YM MYM RTY M2K EMD CL MCL QM NG RB HO GC MGC SI SIL HG PL ZT ZF ZN TN ZB UB ZC ZS ZW ZL ZM LE HE ' +
  '6E 6B 6J 6A 6C 6S M6E M6B BTC MBT ETH MET FDAX FDXM FESX FGBL';

describe('the futures registry', () => {
  it('knows every promised root, each once', () => {
    for (const root of PROMISED_ROOTS.split(' ')) expect(futuresContract(root)?.root).toBe(root);
    const roots = FUTURES_CONTRACTS.map((contract) => contract.root);
    expect(new Set(roots).size).toBe(roots.length);
  });

  it.each(FUTURES_CONTRACTS.map((contract) => [contract.root, contract] as const))(
    '%s: point value × tick is the exchange’s tick value, in an ISO currency',
    (root, contract) => {
      expect(new Decimal(contract.pointValue).times(contract.tickSize).toFixed()).toBe(
        PUBLISHED_TICK_VALUES[root],
      );
      expect(isCurrencyCode(contract.currency)).toBe(true);
    },
  );

  it('writes each treasury’s tick in its own notation: 1/32, half, quarter or eighth of a 32nd', () => {
    const tickOf = (root: string) => futuresContract(root);
    expect(tickOf('ZB')).toMatchObject({ tickSize: '0.03125', notation: 'THIRTY_SECONDS' });
    expect(tickOf('ZN')).toMatchObject({ tickSize: '0.015625', notation: 'HALF_THIRTY_SECONDS' });
    expect(tickOf('ZF')).toMatchObject({ tickSize: '0.0078125', notation: 'QUARTER_THIRTY_SECONDS' });
    expect(tickOf('ZT')).toMatchObject({ tickSize: '0.00390625', notation: 'EIGHTH_THIRTY_SECONDS' });
    expect(tickOf('ZC')).toMatchObject({ tickSize: '0.25', notation: 'EIGHTHS' });
  });

  it('prices the contracts a trader asks about as published: MBT 0.1 USD a point, 6J in USD per yen', () => {
    expect(futuresContract('MBT')).toMatchObject({ pointValue: '0.1', currency: 'USD' });
    expect(futuresContract('6J')).toMatchObject({ pointValue: '12500000', tickSize: '0.0000005' });
    expect(futuresContract('FDAX')).toMatchObject({ pointValue: '25', currency: 'EUR', exchange: 'EUREX' });
    expect(futuresContract('FSMI')).toMatchObject({ currency: 'CHF' });
  });

  it('knows no root it was not given, whatever its case', () => {
    expect(futuresContract('XYZ')).toBeNull();
    expect(futuresContract('es')).toBeNull();
    expect(futuresContract('constructor')).toBeNull();
  });
});
