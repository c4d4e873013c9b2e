import type { CapitalAccountInput } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { anAccount } from '../../../test/fixtures.ts';
import { shownBalance, withTypedBalanceOnly } from './capital-account-form-values.ts';

const account = (current_balance: string, currency = 'USD') => anAccount({ current_balance, currency });

describe('shownBalance', () => {
  it('rounds fractions of a cent half up to the currency unit', () => {
    expect(shownBalance(account('103728.31277'))).toBe('103728.31');
    expect(shownBalance(account('107011.21510038'))).toBe('107011.22');
    expect(shownBalance(account('-12.345'))).toBe('-12.35');
    expect(shownBalance(account('1500000.4', 'JPY'))).toBe('1500000');
  });

  it('leaves a balance within the currency unit as stored', () => {
    expect(shownBalance(account('104250.5'))).toBe('104250.5');
    expect(shownBalance(account('100000'))).toBe('100000');
    expect(shownBalance(account('10.123', 'XYZ'))).toBe('10.12');
  });
});

describe('withTypedBalanceOnly', () => {
  const body = { current_balance: '103728.31' } as CapitalAccountInput;

  it('sends no balance when the shown one was left as is, so a trade closed meanwhile is never undone', () => {
    expect(withTypedBalanceOnly(body, '103728.31', account('103728.31277'))).not.toHaveProperty(
      'current_balance',
    );
    expect(withTypedBalanceOnly(body, '103 728,31', account('103728.31277'))).not.toHaveProperty(
      'current_balance',
    );
  });

  it('keeps what the user typed, and what a new account sends', () => {
    const typed = { current_balance: '103728.30' } as CapitalAccountInput;
    expect(withTypedBalanceOnly(typed, '103728.30', account('103728.31277'))).toBe(typed);
    expect(withTypedBalanceOnly(body, '103728.31', null)).toBe(body);
  });
});
