import { REQUIRED_MESSAGE } from '@carnet/contract';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/** A request part (body, querystring, params, headers) that failed its contract schema. */
export class RequestValidationError extends Error {
  /** Set by Fastify: which part of the request failed. */
  validationContext?: string;

  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('Requête invalide');
  }
}

/**
 * Validates with the contract's zod schemas, keeping the zod issues (with typed paths) for the error
 * handler; unknown body fields are stripped by zod objects, so they are ignored (docs/api.md).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues) };
  };

/**
 * A response checked and stripped by its contract schema (no field leaks, e.g. a password hash), as JSON. Parses
 * rather than encodes so that contract schemas carrying normalising transforms (asset lists) work as response
 * schemas too. A mismatch is a server bug: 500, logged. `route` names it in that error (`GET /url`).
 */
export function serializeResponse(schema: z.ZodType, data: unknown, route: string): string {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`Réponse non conforme au contrat (${route}) : ${z.prettifyError(result.error)}`);
  }
  return JSON.stringify(result.data);
}

/** Every route's response schema applied by `serializeResponse`. */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) =>
    serializeResponse(schema, data, `${method} ${url}`);

/**
 * French messages for zod's own issues (contract schemas word theirs); a missing field reads like DRF's
 * « Ce champ est obligatoire. ». Process-wide: call once at start.
 */
export function useFrenchValidationMessages(): void {
  z.config(z.locales.fr());
  z.config({
    customError: (issue) =>
      issue.code === 'invalid_type' && issue.input === undefined ? REQUIRED_MESSAGE : undefined,
  });
}
