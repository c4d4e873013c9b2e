import { MAX_IMPORT_BYTES } from '@carnet/contract';
import { clsx } from 'clsx';
import { FileUp } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { formatNumber } from '../../../lib/format.ts';

type FileDropZoneProps = {
  file: File | null;
  onFile: (file: File) => void;
  error?: string | undefined;
  disabled?: boolean;
};

const MAX_MB = formatNumber(MAX_IMPORT_BYTES / (1024 * 1024), 0);
export const FILE_TOO_LARGE = `Le fichier dépasse ${MAX_MB} Mo.`;

/** Drop a platform's export here, or pick it: the label is the keyboard's way in (Enter or Space). */
export function FileDropZone({ file, onFile, error, disabled = false }: FileDropZoneProps) {
  const id = useId();
  const [isOver, setIsOver] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const onDrop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setIsOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped !== undefined && !disabled) onFile(dropped);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <fieldset
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
        className={clsx(
          'flex min-w-0 flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors',
          isOver ? 'border-accent bg-accent-soft' : 'border-border-strong bg-surface-2/40',
          error ? 'border-loss' : null,
        )}
      >
        <legend className="sr-only">Fichier à importer</legend>
        <FileUp aria-hidden className="size-7 text-fg-muted" />
        <p className="text-sm text-fg">
          {file === null ? 'Déposez le fichier exporté par votre plateforme ici' : file.name}
        </p>
        <label
          htmlFor={id}
          className={clsx(
            'inline-flex h-9 cursor-pointer items-center rounded-md border border-border bg-surface-2 px-3.5 text-sm font-medium text-fg',
            'hover:bg-surface-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
            disabled && 'pointer-events-none opacity-50',
          )}
        >
          {file === null ? 'Choisir un fichier' : 'Choisir un autre fichier'}
          <input
            id={id}
            type="file"
            className="sr-only"
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => {
              const picked = event.target.files?.[0];
              if (picked !== undefined) onFile(picked);
              // The same file picked again is a new choice.
              event.target.value = '';
            }}
          />
        </label>
        <p id={hintId} className="text-xs text-fg-subtle">
          Le format est reconnu d’après le contenu du fichier ; {MAX_MB} Mo au maximum.
        </p>
      </fieldset>
      {error ? (
        <p id={errorId} className="text-xs font-medium text-loss">
          {error}
        </p>
      ) : null}
    </div>
  );
}
