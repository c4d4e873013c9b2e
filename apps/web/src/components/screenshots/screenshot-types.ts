/** A stored screenshot of a configuration or a trade (SPEC §3); the URLs are signed and expire (DESIGN §7). */
export type Screenshot<Kind extends string> = {
  id: number;
  image_url: string;
  thumbnail_url: string;
  caption: string;
  kind: Kind;
  order: number;
};

/** PATCH …/screenshots/{id}/ body: caption, kind or order (SPEC §7). */
export type ScreenshotPatch<Kind extends string> = { caption?: string; kind?: Kind; order?: number };

/** The calls of one owner's screenshots (a configuration, a trade): the gallery needs nothing else. */
export type ScreenshotApi<Kind extends string> = {
  upload: (files: readonly File[]) => Promise<unknown>;
  update: (id: number, patch: ScreenshotPatch<Kind>) => Promise<unknown>;
  remove: (id: number) => Promise<void>;
  /** Reloads the list (fresh signed URLs) after each change. */
  refresh: () => Promise<unknown>;
};
