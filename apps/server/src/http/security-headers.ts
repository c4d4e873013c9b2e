import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { S3MediaOptions } from '../media/index.ts';
import { s3ImageOrigin } from '../s3-config.ts';

/**
 * Helmet's headers on every answer, the middleware built once. (@fastify/helmet builds it again on every request:
 * about 4 % of the server's CPU under load in npm run bench, docs/budgets.md.)
 */
export function registerSecurityHeaders(app: FastifyInstance, s3: S3MediaOptions | null): void {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Presigned screenshot URLs point at the bucket when S3 is on (docs/security.md#media-urls).
        imgSrc: ["'self'", 'data:', 'blob:', ...(s3 === null ? [] : [s3ImageOrigin(s3)])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Served over plain HTTP on a LAN too: never rewrite requests to https.
        upgradeInsecureRequests: null,
      },
    },
    // TLS and HSTS belong to the reverse proxy that terminates HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}
