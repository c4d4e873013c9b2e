import { HttpError } from '../http/errors.ts';

/** Why reading a multipart body failed, as the upload routes answer it. */
export type MultipartFailure = 'file_too_large' | 'too_many_files' | 'unreadable';

/**
 * Classifies an error thrown while iterating @fastify/multipart's parts. Only the request body is read there,
 * so anything but the two limits is the client's malformed body (busboy's « Boundary not found », « Unexpected
 * end of form », a part terminated early, a premature close): a 400, never a 500. HttpErrors are not failures
 * of the body and must be rethrown by the caller; this returns null for them.
 */
export function multipartFailureOf(error: unknown): MultipartFailure | null {
  if (error instanceof HttpError) return null;
  if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) return 'file_too_large';
  if (hasCode(error, 'FST_FILES_LIMIT')) return 'too_many_files';
  return 'unreadable';
}

function hasCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
