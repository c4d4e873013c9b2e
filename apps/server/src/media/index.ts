export { checkImageContent, MAX_IMAGE_PIXELS } from './image-content.ts';
export { type ProcessedImage, processImage, THUMBNAIL_BOX } from './image-processing.ts';
export { createLocalBackend, uploadsDirOf } from './local-backend.ts';
export { type MediaBackend, type MediaObject, readMediaObject } from './media-backend.ts';
export { MediaUploadError, type UploadRefusal } from './media-errors.ts';
export { IMAGE_FORMATS, type ImageFormat, isMediaKey, parseMediaKey } from './media-keys.ts';
export {
  NO_FILE_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
  tooLargeMessage,
  UNSUPPORTED_FORMAT_MESSAGE,
} from './media-messages.ts';
export { registerMediaRoutes } from './media-routes.ts';
export {
  createMediaBackend,
  createMediaStore,
  createMediaStoreOn,
  type MediaBackendOptions,
  type MediaStore,
  type MediaStoreOptions,
  type MediaUrls,
  type StoredMedia,
} from './media-store.ts';
export { readUploadedFiles, UPLOAD_FIELD } from './multipart-upload.ts';
export { createS3Backend, type S3MediaOptions } from './s3-backend.ts';
export { createMediaUrlSigner, MEDIA_URL_TTL_SECONDS, type MediaUrlSigner } from './url-signing.ts';
