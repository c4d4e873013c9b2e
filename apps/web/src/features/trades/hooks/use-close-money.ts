import { feesField, positiveDecimalField, signedMoneyField } from '@carnet/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { mapError } from '../../../lib/error-mapper.ts';
import { decimalText } from '../../../lib/form-text.ts';

/**
 * The money a close may carry (docs/rules/trades.md), each named as the API names it, and the rate that converts the
 * instrument's quote currency when the server asks for one (docs/rules/money.md#sources).
 */
export const CLOSE_MONEY_FIELDS = ['fees', 'swap', 'pnl_amount', 'fx_rate'] as const;
export type CloseMoneyField = (typeof CLOSE_MONEY_FIELDS)[number];
export type CloseMoneyBody = Partial<Record<CloseMoneyField, string>>;
type CloseMoneyErrors = Partial<Record<CloseMoneyField, string>>;

const RULES: Record<CloseMoneyField, z.ZodType<string>> = {
  fees: feesField,
  swap: signedMoneyField,
  pnl_amount: signedMoneyField,
  fx_rate: positiveDecimalField(),
};

const EMPTY: Record<CloseMoneyField, string> = { fees: '', swap: '', pnl_amount: '', fx_rate: '' };

/**
 * « Frais », « Swap » and « Résultat net réel (optionnel) » of the close (docs/rules/trades.md). A blank field is not sent:
 * fees and swap keep what the trade holds, a blank net keeps the estimate from R — so a close that types none of
 * them is the seed's close, word for word. Each typed value is checked by the contract's own rule first, and the
 * server's refusal of a field is shown under that field. « Taux de change » appears once the server asks for it
 * (the instrument's quote currency is neither the account's nor converted by the trade's own price).
 */
export function useCloseMoney() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<CloseMoneyErrors>({});
  const [asksFxRate, setAsksFxRate] = useState(false);

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
    if (refused.fx_rate !== undefined) setAsksFxRate(true);
    return Object.keys(refused).length > 0;
  };

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    setAsksFxRate(false);
  };

  return { values, errors, setValue, body, showServerErrors, reset, asksFxRate };
}

export type CloseMoneyState = ReturnType<typeof useCloseMoney>;
