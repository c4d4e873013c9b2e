import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isWriteConflict } from '../db/run-transaction.ts';
import { type ErrorBody, HTTP_MESSAGES, HttpError, invalid, notFound } from './errors.ts';
import { toFieldErrors } from './field-errors.ts';
import { RequestValidationError } from './validation.ts';

/** The one place errors become responses (docs/api.md). Nothing internal ever reaches a client. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  const answer = toHttpError(error);
  if (answer.statusCode >= 500) {
    request.log.error({ err: error }, 'Erreur interne');
  }
  void reply.code(answer.statusCode).headers(answer.headers).send(answer.body);
}

function toHttpError(error: FastifyError | Error): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof RequestValidationError) {
    // A path parameter that is not a valid id names nothing: same answer as a missing object.
    return error.validationContext === 'params'
      ? notFound()
      : new HttpError(400, toFieldErrors(error.issues));
  }
  // A deadlock or serialization failure that outlived runTransaction's retries: nothing was written, try again.
  if (isWriteConflict(error)) return detail(409, HTTP_MESSAGES.writeConflict);
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  const code = 'code' in error ? error.code : undefined;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (statusCode === 400 && error instanceof SyntaxError)) {
    return invalid(HTTP_MESSAGES.malformedJson);
  }
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return invalid(HTTP_MESSAGES.emptyBody);
  if (statusCode >= 500 || statusCode < 400) return detail(500, HTTP_MESSAGES.serverError);
  return detail(statusCode, DETAIL_BY_STATUS.get(statusCode) ?? HTTP_MESSAGES.badRequest);
}

const DETAIL_BY_STATUS = new Map<number, string>([
  [404, HTTP_MESSAGES.notFound],
  [405, HTTP_MESSAGES.methodNotAllowed],
  [413, HTTP_MESSAGES.payloadTooLarge],
  [415, HTTP_MESSAGES.unsupportedMediaType],
]);

function detail(statusCode: number, message: string): HttpError {
  const body: ErrorBody = statusCode === 400 ? { non_field_errors: [message] } : { detail: message };
  return new HttpError(statusCode, body);
}
