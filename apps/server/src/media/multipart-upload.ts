import { SCREENSHOT_MAX_FILES_PER_REQUEST } from '@carnet/contract';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HTTP_MESSAGES, HttpError } from '../http/errors.ts';
import { fileTooLarge, tooManyFiles } from './media-errors.ts';

/** The multipart field that carries the images (SPEC §7: "repeated field files"). */
export const UPLOAD_FIELD = 'files';

/**
 * Reads the `files` parts of a multipart upload into memory, enforcing the per-file size and the per-request
 * count while streaming (an oversized part is cut at the limit, never buffered whole). Requires
 * @fastify/multipart to be registered. Other fields and file fields are ignored.
 */
export async function readUploadedFiles(request: FastifyRequest, maxUploadBytes: number): Promise<Buffer[]> {
  if (!request.isMultipart()) {
    throw new HttpError(415, { detail: HTTP_MESSAGES.unsupportedMediaType });
  }
  const files: Buffer[] = [];
  const parts: AsyncIterable<Multipart> = request.parts({
    limits: { fileSize: maxUploadBytes, files: SCREENSHOT_MAX_FILES_PER_REQUEST },
  });
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname === UPLOAD_FIELD) files.push(data);
    }
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw fileTooLarge(maxUploadBytes);
    if (hasCode(error, 'FST_FILES_LIMIT')) throw tooManyFiles();
    throw error;
  }
  return files;
}

function hasCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
