import { SCREENSHOT_ACCEPTED_TYPES } from '@carnet/contract';
import { clsx } from 'clsx';
import { ImagePlus, LoaderCircle } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';

/** What the server accepts (docs/security.md#media-urls), offered by the file picker. */
export const ACCEPTED_IMAGE_TYPES = SCREENSHOT_ACCEPTED_TYPES;

type ScreenshotDropzoneProps = { onFiles: (files: File[]) => void; isUploading: boolean };

/** docs/rules/trades.md#validation: png, jpeg and webp, several at once — picked with the keyboard or dropped with the mouse. */
export function ScreenshotDropzone({ onFiles, isUploading }: ScreenshotDropzoneProps) {
  const inputId = useId();
  const [isDragging, setIsDragging] = useState(false);

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (!isUploading) onFiles([...event.dataTransfer.files]);
  };

  return (
    <label
      htmlFor={inputId}
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={drop}
      className={clsx(
        'flex cursor-pointer items-center justify-center gap-3 rounded-lg border border-dashed px-4 py-5 text-sm',
        'transition-colors focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/30',
        isDragging
          ? 'border-accent bg-accent-soft'
          : 'border-border-strong bg-surface-2/50 hover:bg-surface-2',
        isUploading && 'pointer-events-none opacity-70',
      )}
    >
      {isUploading ? (
        <LoaderCircle aria-hidden className="size-5 animate-spin text-accent" />
      ) : (
        <ImagePlus aria-hidden className="size-5 text-fg-subtle" />
      )}
      <span className="flex flex-col">
        <span className="font-medium text-fg">
          {isUploading ? 'Envoi en cours…' : 'Ajouter des captures'}
        </span>
        <span className="text-xs text-fg-subtle">
          PNG, JPEG ou WebP — plusieurs à la fois, ou glissez-les ici.
        </span>
      </span>
      <input
        id={inputId}
        type="file"
        multiple
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        disabled={isUploading}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}
