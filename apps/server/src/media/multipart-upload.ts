import { SCREENSHOT_MAX_FILES_PER_REQUEST } from '@carnet/contract';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HTTP_MESSAGES, HttpError } from '../http/errors.ts';
import { fileTooLarge, tooManyFiles, unreadableUpload } from './media-errors.ts';
import { multipartFailureOf } from './multipart-failure.ts';

/** The multipart field that carries the images (docs/api.md: "repeated field files"). */
export const UPLOAD_FIELD = 'files';

/**
 * Reads the `files` parts of a multipart upload into memory, enforcing the per-file size and the per-request
 * count while streaming (an oversized part is cut at the limit, never buffered whole); a malformed body is a
 * 400 on `files`. Requires @fastify/multipart to be registered. Other fields and file fields are ignored.
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
    switch (multipartFailureOf(error)) {
      case 'file_too_large':
        throw fileTooLarge(maxUploadBytes);
      case 'too_many_files':
        throw tooManyFiles();
      case 'unreadable':
        throw unreadableUpload();
      case null:
        throw error;
    }
  }
  return files;
}
