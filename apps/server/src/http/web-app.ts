import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from './errors.ts';

const API_PREFIXES = ['/api/', '/auth/'];

export const WEB_NOT_BUILT_MESSAGE =
  "L'application web n'est pas encore construite. Lancez « npm run build » (ou « npm start », qui la construit), " +
  'puis rechargez cette page.';

/**
 * Serves the built SPA from `distDir` (hashed assets cached for a year, index.html never cached), falls back
 * to index.html for client-side routes, and answers JSON 404 for unknown /api and /auth paths.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const isBuilt = existsSync(join(distDir, 'index.html'));
  if (isBuilt) {
    await app.register(async (web) => {
      // @fastify/static refuses with a 403 a path it cannot check on disk (a segment longer than a file name
      // may be, `..`, `//`): that names no file of the web app, so it is answered as any unknown path is.
      web.setErrorHandler((error, request, reply) => {
        if (hasCode(error, FORBIDDEN_STATIC_PATH)) return answerNotFound(request, reply, isBuilt);
        throw error;
      });
      await web.register(fastifyStatic, {
        root: distDir,
        index: 'index.html',
        setHeaders: (reply, path) => {
          const isHashedAsset = path.includes(`${sep}assets${sep}`);
          reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }
  app.setNotFoundHandler((request, reply) => answerNotFound(request, reply, isBuilt));
}

const FORBIDDEN_STATIC_PATH = 'FST_STATIC_FORBIDDEN_PATH';

function hasCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

function answerNotFound(request: FastifyRequest, reply: FastifyReply, isBuilt: boolean) {
  const path = request.url.split('?')[0] ?? '/';
  const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
  if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return reply.code(404).send({ detail: HTTP_MESSAGES.notFound });
  }
  if (!isBuilt) return reply.code(503).type('text/plain; charset=utf-8').send(WEB_NOT_BUILT_MESSAGE);
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
