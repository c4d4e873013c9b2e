import type { FastifyInstance } from 'fastify';
import { HTTP_MESSAGES } from '../http/errors.ts';
import { parseMediaKey } from './media-keys.ts';
import type { MediaStore } from './media-store.ts';

type MediaRequest = { Params: { '*': string }; Querystring: { exp?: unknown; sig?: unknown } };

/** Same lifetime as the signed URL: a browser may keep the bytes it was allowed to fetch for that long. */
const CACHE_CONTROL = 'private, max-age=3600';

/**
 * GET /media/<key>?exp=&sig= — serves locally stored media behind the HMAC signature (docs/security.md#media-urls). The
 * signature is the authorisation: no bearer token is needed, so `<img src>` works. Anything wrong — bad key,
 * bad or expired signature, missing file — is the same 404, so nothing about other users' media leaks.
 */
export function registerMediaRoutes(app: FastifyInstance, store: MediaStore): void {
  app.get<MediaRequest>('/media/*', async (request, reply) => {
    const key = request.params['*'];
    const { exp, sig } = request.query;
    const object =
      parseMediaKey(key) !== null && store.verifyMediaUrl(key, exp, sig) ? await store.open(key) : null;
    if (object === null) return reply.code(404).send({ detail: HTTP_MESSAGES.notFound });
    return reply
      .header('content-type', object.contentType)
      .header('content-length', object.bytes)
      .header('cache-control', CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(object.body);
  });
}
