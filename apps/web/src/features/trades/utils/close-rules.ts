import { CLOSE_MESSAGES } from '@carnet/domain';
/** docs/rules/trades.md#validation's message, the domain's. */
export const CLOSE_PRICE_REQUIRED = CLOSE_MESSAGES.closePriceRequired;

/** docs/rules/trades.md#validation: only finite numeric take-profit ids are sent, each once, in the order they were ticked. */
export function hitTakeProfitIds(selected: readonly unknown[]): number[] {
  const ids: number[] = [];
  for (const value of selected) {
    const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof id === 'number' && Number.isFinite(id) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
