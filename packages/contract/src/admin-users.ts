import { z } from 'zod';
import { passwordSchema } from './auth.ts';
import { REQUIRED_MESSAGE } from './messages.ts';

export const USERNAME_PATTERN = /^[\w.@+-]+$/;

export const usernameSchema = z
  .string()
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(150, '150 caractères au maximum.')
  .regex(USERNAME_PATTERN, 'Lettres, chiffres et @ . + - _ uniquement.');

/** RFC 5321's longest address, and the width of users.email: a longer one could not be stored. */
export const EMAIL_MAX_LENGTH = 254;

/** Empty, or an address of at most 254 characters; the length is checked first, so it names the fault. */
export const emailSchema = z
  .string()
  .max(EMAIL_MAX_LENGTH, `${EMAIL_MAX_LENGTH} caractères au maximum.`)
  .pipe(z.union([z.literal(''), z.email('Adresse e-mail invalide.')]));

/** GET /api/v1/admin/users/ (staff only). */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  date_joined: z.string(),
  last_login: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserCreateSchema = z.object({
  username: usernameSchema,
  email: emailSchema.default(''),
  password: passwordSchema,
  is_staff: z.boolean().default(false),
});
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;

/** PATCH /api/v1/admin/users/{id}/: enable/disable, staff flag, e-mail. */
export const adminUserUpdateSchema = z.object({
  email: emailSchema.optional(),
  is_active: z.boolean().optional(),
  is_staff: z.boolean().optional(),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

/** POST /api/v1/admin/users/{id}/set_password/ */
export const adminSetPasswordSchema = z.object({ password: passwordSchema });
export type AdminSetPassword = z.infer<typeof adminSetPasswordSchema>;
