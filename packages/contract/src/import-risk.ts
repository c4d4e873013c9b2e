import { z } from 'zod';
import { readNumberText } from './common.ts';

// docs/rules/imports.md#stops: an imported trade's R comes from an initial risk its file really gives, or from the
// risk the trader declares for the import, one multipart field `risk_per_trade`: an amount in the account's
// currency (`100`, `62.5`) or a percent of the account's balance at each entry (`1 %`, `0,5%`).

/** The multipart field of the declared risk. */
export const RISK_PER_TRADE_FIELD = 'risk_per_trade';

/** The risk the trader declares for every trade of a file. */
export type DeclaredRisk = { kind: 'AMOUNT'; amount: string } | { kind: 'PERCENT'; percent: string };

export const RISK_PER_TRADE_MESSAGE =
  'Risque par trade invalide : indiquez un montant (ex. 100) ou un pourcentage du solde à l’entrée (ex. 1 %).';

// An amount of at most 12 digits before the point and 8 after; a percent says so with a final « % ».
const PERCENT_SIGN = /\s*%$/;
const AMOUNT_DIGITS = /^\d{1,12}(?:\.\d{1,8})?$/;

/** `risk_per_trade` as a form sends it, its number read as every typed number is (`readNumberText`). */
export const riskPerTradeField = z.string().transform((text, context): DeclaredRisk => {
  const trimmed = text.trim();
  const isPercent = PERCENT_SIGN.test(trimmed);
  const reading = readNumberText(trimmed.replace(PERCENT_SIGN, ''));
  const value = reading.ok && AMOUNT_DIGITS.test(reading.value) ? reading.value : null;
  if (value === null || value === '0' || (isPercent && Number(value) > 100)) {
    context.addIssue({ code: 'custom', message: RISK_PER_TRADE_MESSAGE });
    return z.NEVER;
  }
  return isPercent ? { kind: 'PERCENT', percent: value } : { kind: 'AMOUNT', amount: value };
});
