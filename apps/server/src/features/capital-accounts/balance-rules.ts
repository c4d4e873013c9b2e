import type { ApiFieldErrors } from '@carnet/contract';
import { normalizeDecimal } from '@carnet/domain';
import { BALANCE_PRECISION, BALANCE_SCALE } from '../../db/schema/index.ts';

const INTEGER_DIGITS = BALANCE_PRECISION - BALANCE_SCALE;

export const BALANCE_MESSAGES = {
  tooManyDecimals: `${BALANCE_SCALE} décimales au maximum.`,
  tooLarge: `${INTEGER_DIGITS} chiffres au maximum avant la virgule.`,
} as const;

/**
 * Balances must fit their numeric(20, 8) columns exactly: PostgreSQL would round extra decimals silently and
 * refuse larger numbers with a 500, so both are field errors here. Values arrive as contract decimal strings.
 */
export function balanceErrors(balances: Record<string, string | null | undefined>): ApiFieldErrors {
  const errors: ApiFieldErrors = {};
  for (const [field, value] of Object.entries(balances)) {
    const canonical = value === null || value === undefined ? null : normalizeDecimal(value);
    if (canonical === null) continue;
    const [integer = '', decimals = ''] = canonical.replace('-', '').split('.');
    if (decimals.length > BALANCE_SCALE) errors[field] = [BALANCE_MESSAGES.tooManyDecimals];
    else if (integer.replace(/^0+/, '').length > INTEGER_DIGITS) errors[field] = [BALANCE_MESSAGES.tooLarge];
  }
  return errors;
}

/** A numeric column's text ("10000.00000000") as the API sends decimals ("10000"). */
export function balanceOut(value: string): string {
  return normalizeDecimal(value) ?? value;
}
