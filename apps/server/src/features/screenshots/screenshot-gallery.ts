import type { Screenshot, ScreenshotPatch } from '@carnet/contract';
import type { ScreenshotRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { MediaStore } from '../../media/index.ts';
import type { ScreenshotChanges, ScreenshotsRepository } from './screenshots.repository.ts';

export type ScreenshotKinds = readonly [string, ...string[]];

/** What a parent's history says of a screenshot added or removed. */
export type ScreenshotChange = Pick<ScreenshotRow, 'id' | 'kind' | 'caption'>;

/** What a screenshot's API face is built from (a row, or the detail query's json of one). */
export type ScreenshotFace = Pick<
  ScreenshotRow,
  'id' | 'mediaKey' | 'thumbnailKey' | 'caption' | 'kind' | 'position'
>;

/** Where a failed file cleanup is reported: the rows are already gone, so it must not fail the request. */
export type CleanupLog = { warn(details: object, message: string): void };

export type GalleryDeps<Kinds extends ScreenshotKinds> = {
  repository: ScreenshotsRepository;
  media: MediaStore;
  kinds: Kinds;
  log: CleanupLog;
};

/**
 * Screenshots of one kind of parent (configuration, trade): storage, rows and signed URLs in one place
 * (docs/security.md#media-urls). Every method takes a parent the caller has already proven the user owns.
 */
export function createScreenshotGallery<const Kinds extends ScreenshotKinds>(deps: GalleryDeps<Kinds>) {
  const { repository, media, kinds, log } = deps;
  type Kind = Kinds[number];
  const fallbackKind: Kind = kinds.find((kind) => kind === 'OTHER') ?? kinds[0];
  const kindOf = (value: string): Kind => kinds.find((kind) => kind === value) ?? fallbackKind;

  async function present(row: ScreenshotFace): Promise<Screenshot<Kind>> {
    const urls = await media.urlsOf({ key: row.mediaKey, thumbnailKey: row.thumbnailKey });
    return { id: row.id, ...urls, caption: row.caption, kind: kindOf(row.kind), order: row.position };
  }

  /** Deletes files whose rows are gone; a failure leaves orphan files (logged), never a broken row. */
  async function discardFiles(rows: readonly ScreenshotRow[]): Promise<void> {
    const keys = rows.flatMap((row) => [row.mediaKey, row.thumbnailKey]);
    if (keys.length === 0) return;
    await media.remove(keys).catch((error: unknown) => {
      log.warn({ err: error, keys }, 'Fichiers de captures non supprimés');
    });
  }

  return {
    /** Screenshots of several parents at once (lists), each parent's in gallery order. */
    async listByParent(parentIds: readonly number[]): Promise<Map<number, Screenshot<Kind>[]>> {
      const byParent = new Map<number, Screenshot<Kind>[]>(parentIds.map((id) => [id, []]));
      for (const row of await repository.listOfParents(parentIds)) {
        byParent.get(row.parentId)?.push(await present(row));
      }
      return byParent;
    },

    async list(parentId: number): Promise<Screenshot<Kind>[]> {
      const rows = await repository.listOfParents([parentId]);
      return Promise.all(rows.map(present));
    },

    /** The API face of rows already read (the trade detail reads them with the trade). */
    present: (rows: readonly ScreenshotFace[]): Promise<Screenshot<Kind>[]> => Promise.all(rows.map(present)),

    /**
     * All or nothing: files are checked and stored first (the store undoes its own partial writes), then the
     * rows go in one statement; if that fails, the stored files are removed again.
     */
    async upload(
      ownerId: number,
      parentId: number,
      files: readonly Uint8Array[],
    ): Promise<Screenshot<Kind>[]> {
      const stored = await media.storeUploads(ownerId, files);
      try {
        const rows = await repository.insertAfterLast(ownerId, parentId, stored);
        return await Promise.all(rows.map(present));
      } catch (error) {
        await media.remove(stored.flatMap((item) => [item.key, item.thumbnailKey])).catch(() => undefined);
        throw error;
      }
    },

    /** The order is stored as sent: the client swaps neighbours and sends each new index (docs/rules/trades.md). */
    async update(parentId: number, id: number, patch: ScreenshotPatch<Kind>): Promise<Screenshot<Kind>> {
      const changes: ScreenshotChanges = {};
      if (patch.caption !== undefined) changes.caption = patch.caption.trim();
      if (patch.kind !== undefined) changes.kind = patch.kind;
      if (patch.order !== undefined) changes.position = patch.order;
      const row = await repository.update(parentId, id, changes);
      if (row === undefined) throw notFound();
      return present(row);
    },

    /** Removes a screenshot and its files; answers what it was (a trade's history names it). */
    async remove(parentId: number, id: number): Promise<ScreenshotChange> {
      const row = await repository.delete(parentId, id);
      if (row === undefined) throw notFound();
      await discardFiles([row]);
      return { id: row.id, kind: row.kind, caption: row.caption };
    },

    /** Rows about to disappear with their parent (ON DELETE CASCADE): read them first, discard after. */
    rowsOf: (parentId: number) => repository.listOfParents([parentId]),
    discardFiles,
  };
}

export type ScreenshotGallery<Kinds extends ScreenshotKinds> = ReturnType<
  typeof createScreenshotGallery<Kinds>
>;
