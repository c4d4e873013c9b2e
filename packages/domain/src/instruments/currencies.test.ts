import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal.ts';
import { isCurrencyCode, minorUnitsOf, roundToMinorUnit } from './currencies.ts';

describe('minor units (ISO 4217)', () => {
  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['GBP', 2],
    ['CHF', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['CLP', 0],
    ['KWD', 3],
    ['BHD', 3],
    ['TND', 3],
    ['CLF', 4],
    ['CNH', 2],
  ] as const)('%s has %i decimals', (currency, decimals) => {
    expect(minorUnitsOf(currency)).toBe(decimals);
    expect(isCurrencyCode(currency)).toBe(true);
  });

  it.each(['usd', 'USDT', 'XAU', 'BTC', '', 'US'])('%s is no currency', (code) => {
    expect(minorUnitsOf(code)).toBeNull();
    expect(isCurrencyCode(code)).toBe(false);
    expect(roundToMinorUnit(new Decimal(1), code)).toBeNull();
  });
});

describe('roundToMinorUnit: half to even, to the currency’s minor unit', () => {
  it.each([
    ['2.345', 'USD', '2.34'],
    ['2.355', 'USD', '2.36'],
    ['2.3450001', 'USD', '2.35'],
    ['-2.345', 'EUR', '-2.34'],
    ['-2.355', 'EUR', '-2.36'],
    ['11.397', 'USD', '11.4'],
    ['1680.5', 'JPY', '1680'],
    ['1681.5', 'JPY', '1682'],
    ['-1680.5', 'JPY', '-1680'],
    ['1.2345', 'KWD', '1.234'],
    ['1.2355', 'KWD', '1.236'],
    ['225', 'USD', '225'],
  ])('%s %s → %s', (amount, currency, expected) => {
    expect(roundToMinorUnit(new Decimal(amount), currency)?.toFixed()).toBe(expected);
  });
});
