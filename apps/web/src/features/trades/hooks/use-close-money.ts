import { feesField, signedMoneyField } from '@carnet/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { mapError } from '../../../lib/error-mapper.ts';
import { decimalText } from '../../../lib/form-text.ts';

/** The money a close may carry (DESIGN §10), each named as the API names it. */
export const CLOSE_MONEY_FIELDS = ['fees', 'swap', 'pnl_amount'] as const;
export type CloseMoneyField = (typeof CLOSE_MONEY_FIELDS)[number];
export type CloseMoneyBody = Partial<Record<CloseMoneyField, string>>;
type CloseMoneyErrors = Partial<Record<CloseMoneyField, string>>;

const RULES: Record<CloseMoneyField, z.ZodType<string>> = {
  fees: feesField,
  swap: signedMoneyField,
  pnl_amount: signedMoneyField,
};

const EMPTY: Record<CloseMoneyField, string> = { fees: '', swap: '', pnl_amount: '' };

/**
 * « Frais », « Swap » and « Résultat net réel (optionnel) » of the close (DESIGN §10). A blank field is not sent:
 * fees and swap keep what the trade holds, a blank net keeps the estimate from R — so a close that types none of
 * them is the seed's close, word for word. Each typed value is checked by the contract's own rule first, and the
 * server's refusal of a field is shown under that field.
 */
export function useCloseMoney() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<CloseMoneyErrors>({});

  const setValue = (field: CloseMoneyField, text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  /** The typed money as the close body carries it, or null (and the errors shown) when a value is refused. */
  const body = (): CloseMoneyBody | null => {
    const sent: CloseMoneyBody = {};
    const refused: CloseMoneyErrors = {};
    for (const field of CLOSE_MONEY_FIELDS) {
      const text = decimalText(values[field]);
      if (text === '') continue;
      const checked = RULES[field].safeParse(text);
      if (checked.success) sent[field] = checked.data;
      else refused[field] = checked.error.issues.map((issue) => issue.message).join(' ');
    }
    setErrors(refused);
    return Object.keys(refused).length === 0 ? sent : null;
  };

  /** Marks the fields the server refused; true when it refused one of them. */
  const showServerErrors = (failure: unknown): boolean => {
    const { fieldErrors } = mapError(failure);
    const refused: CloseMoneyErrors = {};
    for (const field of CLOSE_MONEY_FIELDS) {
      const message = fieldErrors[field];
      if (message !== undefined) refused[field] = message;
    }
    setErrors(refused);
    return Object.keys(refused).length > 0;
  };

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
  };

  return { values, errors, setValue, body, showServerErrors, reset };
}

export type CloseMoneyState = ReturnType<typeof useCloseMoney>;
