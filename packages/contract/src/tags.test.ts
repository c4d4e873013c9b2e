import { describe, expect, it } from 'vitest';
import { TAG_MESSAGES } from './messages.ts';
import { tagsField } from './tags.ts';
import { tradeListQuerySchema, tradeUpdateSchema } from './trades.ts';

const messagesOf = (value: unknown) => {
  const result = tagsField.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('tagsField', () => {
  it('trims, drops case-insensitive duplicates keeping the first spelling, keeps the order', () => {
    expect(tagsField.parse(['  FOMO ', 'Plan respecté', 'fomo', 'PLAN RESPECTÉ', 'Revenge'])).toEqual([
      'FOMO',
      'Plan respecté',
      'Revenge',
    ]);
  });

  it('accepts 20 tags of 40 characters, refuses a 21st and a 41st character', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => `${index}`.padEnd(40, 'x'));
    expect(tagsField.parse(twenty)).toEqual(twenty);
    expect(messagesOf([...twenty, 'un de plus'])).toEqual([TAG_MESSAGES.tooMany]);
    expect(messagesOf(['x'.repeat(41)])).toEqual([TAG_MESSAGES.tooLong]);
  });

  it('counts tags after duplicates are dropped', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => `tag ${index}`);
    expect(tagsField.parse([...twenty, 'TAG 0'])).toHaveLength(20);
  });

  it('refuses an empty or blank tag, U+0000 and a value that is not a list of strings', () => {
    expect(messagesOf(['   '])).toEqual([TAG_MESSAGES.empty]);
    expect(messagesOf(['a\u0000b'])).toEqual(['Caractère nul interdit.']);
    expect(tagsField.safeParse('FOMO').success).toBe(false);
    expect(tagsField.safeParse([3]).success).toBe(false);
  });

  it('is optional on PUT (absent keeps the tags) and a trimmed filter on the list', () => {
    const body = tradeUpdateSchema.parse({
      asset_name: 'BTCUSDT',
      entry_price: 1,
      stop_loss_price: 0.5,
      quantity: 1,
      entry_date: '2026-11-16T14:00:00Z',
    });
    expect(body.tags).toBeUndefined();
    expect(tradeListQuerySchema.parse({ tag: ' FOMO ' }).tag).toBe('FOMO');
    expect(tradeListQuerySchema.safeParse({ tag: 'x'.repeat(41) }).success).toBe(false);
  });
});
