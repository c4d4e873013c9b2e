import { type ApiFieldErrors, AUTH_MESSAGES } from '@carnet/contract';

/** Fixed French details of docs/api.md. */
export const HTTP_MESSAGES = {
  notFound: 'Introuvable.',
  serverError: 'Erreur interne du serveur.',
  malformedJson: "Le corps de la requête n'est pas un JSON valide.",
  emptyBody: 'Le corps de la requête est vide.',
  payloadTooLarge: 'Requête trop volumineuse.',
  unsupportedMediaType: 'Type de média non pris en charge.',
  methodNotAllowed: 'Méthode non autorisée.',
  badRequest: 'Requête invalide.',
  writeConflict: 'Conflit d’écriture simultanée : réessayez.',
  requestTimeout: 'Requête trop lente : délai dépassé.',
  headersTooLarge: 'En-têtes de la requête trop volumineux.',
  malformedRequest: 'Requête HTTP mal formée.',
} as const;

export type ErrorBody = ApiFieldErrors | { detail: string; code?: string };

/**
 * An error that is already the HTTP answer: thrown by services and guards, turned into the response by the
 * single error handler. Anything else thrown becomes a 500 without internals.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${statusCode}`);
  }
}

/** 400 with DRF-style field errors: `badRequest({ asset_name: ['Ce champ est obligatoire.'] })`. */
export function badRequest(errors: ApiFieldErrors): HttpError {
  return new HttpError(400, errors);
}

/** 400 on the whole request rather than one field. */
export function invalid(message: string): HttpError {
  return badRequest({ non_field_errors: [message] });
}

/** 404 — also for other users' objects: never 403, never leak existence (docs/api.md). */
export function notFound(): HttpError {
  return new HttpError(404, { detail: HTTP_MESSAGES.notFound });
}

export function forbidden(): HttpError {
  return new HttpError(403, { detail: AUTH_MESSAGES.permissionDenied });
}

export type UnauthorizedCode = 'not_authenticated' | 'token_not_valid';

export function unauthorized(code: UnauthorizedCode, detail?: string): HttpError {
  const fallback =
    code === 'not_authenticated' ? AUTH_MESSAGES.notAuthenticated : AUTH_MESSAGES.tokenNotValid;
  return new HttpError(401, { detail: detail ?? fallback, code });
}

export function tooManyRequests(retryAfterSeconds: number, detail: string): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, { detail }, { 'retry-after': String(seconds) });
}

/**
 * "404 unless owned": repositories look rows up scoped by owner, so a missing row and someone else's row are
 * the same answer. `const trade = ownedOr404(await repo.findOwned(userId, id));`
 */
export function ownedOr404<T>(row: T | null | undefined): T {
  if (row === null || row === undefined) throw notFound();
  return row;
}
