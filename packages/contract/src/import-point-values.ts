import { z } from 'zod';
import { positiveDecimalField } from './common.ts';

// docs/rules/imports.md: Carnet knows the point value of the common futures roots « and asks for otherwise ». The trader's
// answers travel beside the file as one multipart field, `point_values`: a JSON object `{"LE": "400"}` from a
// contract's root to the value of one full point of its price, in the account's currency.

/** The multipart field of the trader's point values. */
export const POINT_VALUES_FIELD = 'point_values';

/** A futures root as platforms write it (`ES`, `MNQ`, `6E`, `LE`). */
export const FUTURES_ROOT_PATTERN = /^[A-Z0-9]{1,6}$/;

export const POINT_VALUE_MESSAGES = {
  unreadable: 'Valeurs du point illisibles : un objet JSON {"RACINE": "valeur"} est attendu.',
  badRoot: (root: string) => `Racine de contrat invalide : « ${root.slice(0, 20)} ».`,
  badValue: (root: string, why: string) => `Valeur du point de ${root} : ${why}`,
  /** A file checked against an account holds futures whose point value neither Carnet nor the trader gives. */
  needed: (roots: readonly string[]) => `Valeur du point inconnue pour ${roots.join(', ')} : indiquez-la.`,
} as const;

const pointValue = positiveDecimalField();

/** `point_values` as a form sends it (JSON text) → a map from root to a positive decimal string. */
export const pointValuesField = z.string().transform((text, context) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    context.addIssue({ code: 'custom', message: POINT_VALUE_MESSAGES.unreadable });
    return z.NEVER;
  }
  const values = new Map<string, string>();
  for (const [root, raw] of Object.entries(parsed)) {
    if (!FUTURES_ROOT_PATTERN.test(root)) {
      context.addIssue({ code: 'custom', message: POINT_VALUE_MESSAGES.badRoot(root) });
      return z.NEVER;
    }
    const value = pointValue.safeParse(raw);
    if (!value.success) {
      const why = value.error.issues[0]?.message ?? POINT_VALUE_MESSAGES.unreadable;
      context.addIssue({ code: 'custom', message: POINT_VALUE_MESSAGES.badValue(root, why) });
      return z.NEVER;
    }
    values.set(root, value.data);
  }
  return values;
});
