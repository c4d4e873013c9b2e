import { z } from 'zod';
import { positionSchema, textField } from './common.ts';

/** Upload limits shared by trade and configuration screenshots (docs/security.md#media-urls). */
export const SCREENSHOT_MAX_FILES_PER_REQUEST = 20;
export const SCREENSHOT_ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * A stored screenshot; image_url and thumbnail_url are signed, expiring URLs. GET …/screenshots/ answers them in
 * gallery order; POST (multipart, repeated field `files`) answers 201 with the new ones, appended in upload order.
 */
export function screenshotSchema<const Kinds extends readonly [string, ...string[]]>(kinds: Kinds) {
  return z.object({
    id: z.number().int(),
    image_url: z.string(),
    thumbnail_url: z.string(),
    caption: z.string(),
    kind: z.enum(kinds),
    order: z.number().int(),
  });
}

/** PATCH …/screenshots/{id}/: caption, kind or order. */
export function screenshotPatchSchema<const Kinds extends readonly [string, ...string[]]>(kinds: Kinds) {
  return z.object({
    caption: textField().max(300, '300 caractères au maximum.').optional(),
    kind: z.enum(kinds).optional(),
    order: positionSchema.optional(),
  });
}

/** A screenshot of a gallery whose kinds are `Kind`: the server and the web both read it off the schema above. */
export type Screenshot<Kind extends string> = z.infer<ReturnType<typeof screenshotSchema<[Kind, ...Kind[]]>>>;

/** A PATCH body of such a gallery, read off its schema. */
export type ScreenshotPatch<Kind extends string> = z.output<
  ReturnType<typeof screenshotPatchSchema<[Kind, ...Kind[]]>>
>;
