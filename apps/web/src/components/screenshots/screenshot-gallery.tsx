import { SCREENSHOT_MAX_FILES_PER_REQUEST } from '@carnet/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { mapError } from '../../lib/error-mapper.ts';
import { reportActionError } from '../../lib/report-error.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { ACCEPTED_IMAGE_TYPES, ScreenshotDropzone } from './screenshot-dropzone.tsx';
import { moveScreenshot, sortScreenshots } from './screenshot-order.ts';
import { ScreenshotRow } from './screenshot-row.tsx';
import type { Screenshot, ScreenshotApi, ScreenshotPatch } from './screenshot-types.ts';
import { ScreenshotViewer } from './screenshot-viewer.tsx';

type ScreenshotGalleryProps<Kind extends string> = {
  screenshots: readonly Screenshot<Kind>[];
  kinds: readonly Kind[];
  kindLabels: Readonly<Record<Kind, string>>;
  api: ScreenshotApi<Kind>;
};

const UPLOAD_FAILED = "Échec de l'upload des images";

function isAcceptedImage(file: File): boolean {
  return ACCEPTED_IMAGE_TYPES.some((type) => type === file.type);
}

/** docs/security.md#media-urls: at most 20 files per request, so a larger choice goes in several requests, one after the other. */
async function uploadInBatches(files: readonly File[], upload: (batch: readonly File[]) => Promise<unknown>) {
  for (let start = 0; start < files.length; start += SCREENSHOT_MAX_FILES_PER_REQUEST) {
    await upload(files.slice(start, start + SCREENSHOT_MAX_FILES_PER_REQUEST));
  }
}

/**
 * The screenshots of one configuration or trade: upload, caption, kind, order (swap with a neighbour), deletion
 * after confirmation, and a full-screen viewer. Every change reloads the list through `api.refresh`.
 */
export function ScreenshotGallery<Kind extends string>({
  screenshots,
  kinds,
  kindLabels,
  api,
}: ScreenshotGalleryProps<Kind>) {
  const [pendingOrder, setPendingOrder] = useState<readonly Screenshot<Kind>[] | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Screenshot<Kind> | null>(null);
  const shown = pendingOrder ?? sortScreenshots(screenshots);

  const upload = useMutation({
    mutationFn: (files: readonly File[]) => uploadInBatches(files, api.upload),
    onSuccess: () => toast.success('Captures ajoutées'),
    onError: (error) => {
      const { fieldErrors } = mapError(error);
      toast.error(UPLOAD_FAILED, { description: fieldErrors.files });
    },
    onSettled: () => api.refresh(),
  });
  const patch = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: ScreenshotPatch<Kind> }) => api.update(id, changes),
    onError: reportActionError,
    onSettled: () => api.refresh(),
  });
  const reorder = useMutation({
    mutationFn: (changes: readonly { id: number; order: number }[]) =>
      Promise.all(changes.map(({ id, order }) => api.update(id, { order }))),
    onError: reportActionError,
    onSettled: async () => {
      await api.refresh();
      setPendingOrder(null);
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.remove(id),
    onSuccess: () => toast.success('Capture supprimée'),
    onError: reportActionError,
    onSettled: async () => {
      setDeleting(null);
      await api.refresh();
    },
  });

  const addFiles = (files: File[]) => {
    if (files.some((file) => !isAcceptedImage(file))) {
      toast.error(UPLOAD_FAILED, { description: 'Formats acceptés : PNG, JPEG et WebP.' });
      return;
    }
    upload.mutate(files);
  };
  const move = (index: number, offset: -1 | 1) => {
    const { ordered, changes } = moveScreenshot(shown, index, offset);
    if (changes.length === 0) return;
    setPendingOrder(ordered);
    reorder.mutate(changes);
  };

  return (
    <div className="flex flex-col gap-3">
      <ScreenshotDropzone onFiles={addFiles} isUploading={upload.isPending} />
      {shown.length === 0 ? (
        <p className="text-sm text-fg-subtle">Aucune capture pour l’instant.</p>
      ) : (
        <ol aria-label="Captures" className="divide-y divide-border">
          {shown.map((screenshot, index) => (
            <ScreenshotRow
              key={screenshot.id}
              screenshot={screenshot}
              position={index + 1}
              count={shown.length}
              kinds={kinds}
              kindLabels={kindLabels}
              isBusy={reorder.isPending}
              onPatch={(changes) => patch.mutate({ id: screenshot.id, changes })}
              onMove={(offset) => move(index, offset)}
              onOpen={() => setViewing(index)}
              onDelete={() => setDeleting(screenshot)}
            />
          ))}
        </ol>
      )}
      <ScreenshotViewer
        screenshots={shown}
        kindLabels={kindLabels}
        index={viewing}
        onIndexChange={setViewing}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        onConfirm={() => (deleting === null ? undefined : remove.mutate(deleting.id))}
        isPending={remove.isPending}
      />
    </div>
  );
}
