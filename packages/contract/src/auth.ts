import { z } from 'zod';
import { textField } from './common.ts';
import { REQUIRED_MESSAGE } from './messages.ts';

export const loginRequestSchema = z.object({
  // The username is looked up in the database, which cannot compare U+0000; passwords only go to argon2.
  username: textField().trim().min(1, REQUIRED_MESSAGE).max(150),
  password: z.string().min(1, REQUIRED_MESSAGE).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshRequestSchema = z.object({ refresh: z.string().min(1, REQUIRED_MESSAGE) });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const PASSWORD_MIN_LENGTH = 8;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`)
  .max(1024);

export const setPasswordRequestSchema = z.object({
  current_password: z.string().min(1, REQUIRED_MESSAGE),
  new_password: passwordSchema,
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

/** GET /auth/users/me/ — is_staff lets the web app show « Administration ». */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  is_staff: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Authentication failures (docs/api.md, docs/security.md). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Identifiants invalides.',
  notAuthenticated: "Informations d'authentification non fournies.",
  tokenNotValid: 'Le jeton est invalide ou expiré.',
  userDisabled: 'Ce compte est désactivé.',
  throttled: 'Trop de tentatives de connexion. Réessayez plus tard.',
  wrongCurrentPassword: 'Mot de passe actuel incorrect.',
  permissionDenied: "Vous n'avez pas la permission d'effectuer cette action.",
} as const;
