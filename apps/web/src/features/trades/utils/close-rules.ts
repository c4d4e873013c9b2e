import { ApiError } from '../../../lib/api-error.ts';

export const CLOSE_PRICE_REQUIRED = 'Le prix de clôture est requis.';
export const CLOSE_FAILED = 'Impossible de clôturer l’opération.';
export const SAVE_BEFORE_CLOSE_FAILED = 'Échec de l’enregistrement avant clôture.';

/** SPEC §5: only finite numeric take-profit ids are sent, each once, in the order they were ticked. */
export function hitTakeProfitIds(selected: readonly unknown[]): number[] {
  const ids: number[] = [];
  for (const value of selected) {
    const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof id === 'number' && Number.isFinite(id) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(messagesOf);
  return [];
}

/**
 * SPEC §8 close failure: the error field, else the joined hit_take_profits errors, else the joined close_price
 * errors, else « Impossible de clôturer l’opération. ». Our server words its general refusals (« déjà
 * clôturée ») as non_field_errors or detail (DESIGN §4): those count as the error field.
 */
export function closeFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return CLOSE_FAILED;
  const body = error.body;
  if (typeof body === 'string' && body.trim() !== '') return body.trim();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return CLOSE_FAILED;
  const fields: Record<string, unknown> = { ...body };
  for (const key of ['error', 'non_field_errors', 'detail', 'hit_take_profits', 'close_price']) {
    const messages = messagesOf(fields[key]);
    if (messages.length > 0) return messages.join(' ');
  }
  return CLOSE_FAILED;
}
