import {
  editReasonField,
  FIELD_MESSAGES,
  feesField,
  REQUIRED_MESSAGE,
  readNumberText,
  signedMoneyField,
} from '@carnet/contract';
import { validateTradePlan } from '@carnet/domain';
import { z } from 'zod';
import { decimalText } from '../../../lib/form-text.ts';
import { fromDateTimeLocal } from '../../../lib/local-date-time.ts';
import type { TradeFormValues } from './trade-form-values.ts';

export const ACCOUNT_REQUIRED_MESSAGE = 'Sélectionnez un compte de capital';

/** Required, a number, above 0 (docs/rules/trades.md#validation); null when the text is fine. */
function positiveNumberIssue(text: string): string | null {
  const reading = readNumberText(text);
  if (!reading.ok) return reading.message;
  return !reading.value.startsWith('-') && /[1-9]/.test(reading.value) ? null : FIELD_MESSAGES.aboveZero;
}

const isBlank = (text: string) => decimalText(text) === '';

/**
 * docs/rules/trades.md#validation Trade form, checked before anything is sent: asset name, prices and quantity required; a capital
 * account on create; each started take-profit row complete; then the plan rules of docs/rules/trades.md with the
 * server's own messages (@carnet/domain), so the trader sees at once what the server would refuse.
 */
export function tradeFormSchema(kind: 'create' | 'edit') {
  return z.custom<TradeFormValues>().superRefine((values, context) => {
    let isComplete = true;
    const issue = (path: (string | number)[], message: string) => {
      isComplete = false;
      context.addIssue({ code: 'custom', path, message });
    };
    if (values.asset_name.trim() === '') issue(['asset_name'], REQUIRED_MESSAGE);
    for (const field of ['entry_price', 'stop_loss_price', 'quantity'] as const) {
      const message = positiveNumberIssue(values[field]);
      if (message !== null) issue([field], message);
    }
    if (fromDateTimeLocal(values.entry_date) === null) issue(['entry_date'], REQUIRED_MESSAGE);
    if (kind === 'create' && values.capital_account === '') {
      issue(['capital_account'], ACCOUNT_REQUIRED_MESSAGE);
    }
    if (!values.auto_risk && !isBlank(values.risk_pct)) {
      const risk = readNumberText(values.risk_pct);
      if (!risk.ok) issue(['risk_pct'], risk.message);
      else if (Number(risk.value) < 0 || Number(risk.value) > 100)
        issue(['risk_pct'], FIELD_MESSAGES.percentRange);
    }
    if (kind === 'edit') {
      // docs/rules/trades.md, checked by the contract's own rules: fees ≥ 0, money's decimals, a reason ≤ 500 characters.
      const record = [
        ['fees', feesField, decimalText(values.fees)],
        ['swap', signedMoneyField, decimalText(values.swap)],
        ['pnl_amount', signedMoneyField, decimalText(values.pnl_amount)],
        ['edit_reason', editReasonField, values.edit_reason],
      ] as const;
      for (const [field, rule, text] of record) {
        const checked = text === '' ? null : rule.safeParse(text);
        if (checked?.success === false) issue([field], checked.error.issues[0]?.message ?? REQUIRED_MESSAGE);
      }
    }
    values.take_profits.forEach((row, index) => {
      if (isBlank(row.price) && isBlank(row.quantity_to_sell)) return;
      for (const field of ['price', 'quantity_to_sell'] as const) {
        const message = positiveNumberIssue(row[field]);
        if (message !== null) issue(['take_profits', index, field], message);
      }
    });
    // Every number is there and above 0: what is left are the rules between fields (stop side, target side,
    // Σ quantities), worded as the server words them.
    if (!isComplete) return;
    const planErrors = validateTradePlan({
      direction: values.direction,
      entry_price: decimalText(values.entry_price),
      stop_loss_price: decimalText(values.stop_loss_price),
      quantity: decimalText(values.quantity),
      take_profits: values.take_profits.map((row) => ({
        price: decimalText(row.price),
        quantity_to_sell: decimalText(row.quantity_to_sell),
      })),
    });
    for (const [field, messages] of Object.entries(planErrors)) {
      const path = field === 'take_profits' ? ['take_profits', 'root'] : [field];
      if (messages !== undefined) issue(path, messages.join(' '));
    }
  });
}
