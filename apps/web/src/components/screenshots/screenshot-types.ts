import type { ScreenshotPatch } from '@carnet/contract';

// A screenshot and its PATCH body are the contract's (`Screenshot`, `ScreenshotPatch`), read off its schemas.
export type { Screenshot, ScreenshotPatch } from '@carnet/contract';

/** The calls of one owner's screenshots (a configuration, a trade): the gallery needs nothing else. */
export type ScreenshotApi<Kind extends string> = {
  upload: (files: readonly File[]) => Promise<unknown>;
  update: (id: number, patch: ScreenshotPatch<Kind>) => Promise<unknown>;
  remove: (id: number) => Promise<void>;
  /** Reloads the list (fresh signed URLs) after each change. */
  refresh: () => Promise<unknown>;
};
