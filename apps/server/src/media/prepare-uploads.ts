import { SCREENSHOT_MAX_FILES_PER_REQUEST } from '@carnet/contract';
import { checkImageContent } from './image-content.ts';
import { type ProcessedImage, processImage } from './image-processing.ts';
import { noFile, tooManyFiles } from './media-errors.ts';

/**
 * The validation phase of an upload: every file is checked and processed before anything is stored, so one
 * bad file refuses the whole request. Files are processed one after the other to bound memory (each decode
 * can take ~160 MB on its own).
 */
export async function prepareUploads(
  files: readonly Uint8Array[],
  maxUploadBytes: number,
): Promise<ProcessedImage[]> {
  if (files.length === 0) throw noFile();
  if (files.length > SCREENSHOT_MAX_FILES_PER_REQUEST) throw tooManyFiles();
  const processed: ProcessedImage[] = [];
  for (const file of files) {
    const format = await checkImageContent(file, maxUploadBytes);
    processed.push(await processImage(file, format));
  }
  return processed;
}
