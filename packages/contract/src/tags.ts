import { z } from 'zod';
import { textField } from './common.ts';
import { TAG_MESSAGES } from './messages.ts';

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/** One tag as sent: trimmed, 1–40 characters, storable. */
export const tagSchema = textField()
  .trim()
  .min(1, TAG_MESSAGES.empty)
  .max(MAX_TAG_LENGTH, TAG_MESSAGES.tooLong);

/** Case-insensitively unique, the first spelling kept, in the order given. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags) {
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/**
 * `tags` of a trade body (docs/rules/trades.md). Duplicates are dropped before counting, so « FOMO, fomo » is one tag;
 * the raw list is still bounded so a huge array is refused before it is walked twice.
 */
export const tagsField = z
  .array(tagSchema)
  .max(MAX_TAGS * 10, TAG_MESSAGES.tooMany)
  .transform(uniqueTags)
  .refine((tags) => tags.length <= MAX_TAGS, { message: TAG_MESSAGES.tooMany });

/** A row of GET /api/v1/tags/: a tag of the caller and how many of their trades carry it. */
export const tagUsageSchema = z.object({ name: z.string(), trades: z.number().int() });
export type TagUsage = z.infer<typeof tagUsageSchema>;

export const tagUsageListSchema = z.array(tagUsageSchema);
