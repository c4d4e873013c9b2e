import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { formatPercent } from '../../../lib/format.ts';
import type { UploadProgress } from '../../../lib/upload-with-progress.ts';

type UploadStatusProps = {
  /** Bytes of the file sent so far (null before the first report). */
  progress: UploadProgress | null;
  /** What the server does once the file is up: « Analyse du fichier… », « Import en cours… ». */
  serverWork: string;
};

export const SENDING_FILE = 'Envoi du fichier…';

/**
 * A big file on its way: the share sent (a progress bar with its percentage), then what the server does with it
 * (a bar without a value: its length is unknown). The status region announces the phase, not every percent.
 */
export function UploadStatus({ progress, serverWork }: UploadStatusProps) {
  const isSent = progress !== null && progress.total > 0 && progress.loaded >= progress.total;
  const percent = progress === null || progress.total === 0 ? 0 : (progress.loaded / progress.total) * 100;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm text-fg-muted">
        <span role="status">{isSent ? serverWork : SENDING_FILE}</span>
        {!isSent && (
          <span aria-hidden className="num tabular-nums">
            {formatPercent(Math.floor(percent), 0)}
          </span>
        )}
      </div>
      {isSent ? (
        <div
          role="progressbar"
          aria-label={serverWork}
          className="h-2 w-full overflow-hidden rounded-full bg-surface-3"
        >
          <div className="animate-progress-slide h-full w-1/3 rounded-full bg-accent motion-reduce:w-full motion-reduce:opacity-50" />
        </div>
      ) : (
        <ProgressBar value={Math.floor(percent)} label="Envoi du fichier" />
      )}
    </div>
  );
}
