import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { handleError } from './error-handler.ts';
import { notFound } from './errors.ts';

/**
 * Fastify's own refusals before any route runs — a path parameter longer than the router's maxParamLength, a
 * URL it cannot decode — are otherwise written raw, in English, past the error handler. A parameter that long
 * names no object (an id has ten digits at most), so it is the same 404 as any unknown path.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  handleError(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? notFound() : error, request, reply);
}
