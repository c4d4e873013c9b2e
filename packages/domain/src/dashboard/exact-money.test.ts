import { describe, expect, it } from 'vitest';
import { ExactMoneySum, moneyToUnits, unitsToDecimalString } from './exact-money.ts';

describe('money in exact 1/10⁸ units', () => {
  it('reads numeric(20, 8) text as PostgreSQL writes it, and shorter forms', () => {
    expect(moneyToUnits('-12.50000000')).toBe(-1_250_000_000);
    expect(moneyToUnits('0.00000001')).toBe(1);
    expect(moneyToUnits('7')).toBe(700_000_000);
    expect(moneyToUnits('+3.5')).toBe(350_000_000);
    expect(moneyToUnits('-0')).toBe(0);
    expect(Object.is(moneyToUnits('-0.00000000'), 0)).toBe(true);
  });

  it('goes through bigints past 15 digits and rounds a 9th decimal half up', () => {
    expect(moneyToUnits('999999999999.99999999')).toBe(99_999_999_999_999_999_999n);
    expect(moneyToUnits('1.000000005')).toBe(100_000_001);
    expect(moneyToUnits('1e2')).toBe(10_000_000_000);
    expect(moneyToUnits('abc')).toBeNaN();
    expect(moneyToUnits('')).toBeNaN();
  });

  it('writes canonical decimals', () => {
    expect(unitsToDecimalString(-1_250_000_000n)).toBe('-12.5');
    expect(unitsToDecimalString(1n)).toBe('0.00000001');
    expect(unitsToDecimalString(0n)).toBe('0');
    expect(unitsToDecimalString(-5n)).toBe('-0.00000005');
    expect(unitsToDecimalString(300_000_000n)).toBe('3');
  });

  it('adds 100,000 × 0.1 to exactly 10,000, and past 2⁵³ units without rounding', () => {
    const tenths = new ExactMoneySum();
    for (let index = 0; index < 100_000; index++) tenths.add(moneyToUnits('0.10000000'));
    expect(tenths.toDecimalString()).toBe('10000');
    // 10,000 × 999,999.99999999 = 9,999,999,999.9999 (10¹⁸ units, beyond 2⁵³ ≈ 9·10¹⁵).
    const large = new ExactMoneySum();
    for (let index = 0; index < 10_000; index++) large.add(moneyToUnits('999999.99999999'));
    expect(large.toDecimalString()).toBe('9999999999.9999');
    large.add(moneyToUnits('-9999999999.9999'));
    expect(large.toDecimalString()).toBe('0');
  });
});
