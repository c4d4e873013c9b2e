import type { onRequestAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../../http/errors.ts';
import type { AuthenticatedUser, AuthService } from './auth.service.ts';

declare module 'fastify' {
  // Set by the auth guard: only routes registered inside the authenticated scope (see app.ts) may read it.
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges into an interface.
  interface FastifyRequest {
    user: AuthenticatedUser;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** onRequest hook: 401 before the body is even read when the caller is not signed in (docs/api.md, docs/security.md). */
export function createAuthGuard(auth: AuthService): onRequestAsyncHookHandler {
  return async (request) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (token === undefined) throw unauthorized('not_authenticated');
    request.user = await auth.authenticate(token);
  };
}

/**
 * Route onRequest hook for staff-only routes (administration), run after the scope's auth guard: 403 for
 * everyone else, before the path or body is validated (a 400 would tell a non-staff caller the expected fields).
 */
export const requireStaff: onRequestAsyncHookHandler = async (request) => {
  if (!request.user.isStaff) throw forbidden();
};
