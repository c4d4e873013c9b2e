/** Long enough for the browser to save the file (or a tab to offer it); the URL is then released. */
export const BLOB_URL_LIFETIME_MS = 10 * 60_000;

/** Hands a fetched file to the browser's downloads under its name (files behind the bearer token cannot be linked). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}
