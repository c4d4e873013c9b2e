import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { backupFileName, listBackupFiles, removePartialFiles, rotateBackupFiles } from './backup-files.ts';
import { describeBackup } from './backup-report.ts';
import type { BackupSummary } from './write-backup.ts';

const BACKUP_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** The start-up backup waits this long, so the first requests never queue behind it. */
const STARTUP_DELAY_MS = 60 * 1000;
/**
 * A backup holds the embedded database, and every request waits behind it (seconds on a large journal), so a due
 * backup waits until no request has started for this long, looking again as often…
 */
export const BACKUP_QUIET_MS = 60 * 1000;
/** …but no longer than this: a server that is never quiet is still backed up every day. */
const MAX_POSTPONE_MS = 6 * 60 * 60 * 1000;

export type BackupLog = {
  info(message: string): void;
  error(details: { err: unknown }, message: string): void;
};

export type DailyBackupsOptions = {
  dir: string;
  /** How many backups to keep (the newest ones). */
  keep: number;
  /** Writes one backup at `path`; `signal` interrupts it when the server stops. */
  backUp(path: string, signal: AbortSignal): Promise<BackupSummary>;
  log: BackupLog;
  now?: () => Date;
  intervalMs?: number;
  startupDelayMs?: number;
  /** Whether nobody has used the app for `ms` (http/request-activity.ts); without it the server is always quiet. */
  isQuietFor?: (ms: number) => boolean;
  quietMs?: number;
  maxPostponeMs?: number;
};

export type DailyBackups = {
  /** Cancels the next backup and interrupts a running one (its partial file is removed). */
  stop(): Promise<void>;
};

/** From `now` to the next backup: a day after the newest one, never sooner than the start-up delay. */
export function delayBeforeNextBackup(
  newest: Date | null,
  now: Date,
  intervalMs = BACKUP_INTERVAL_MS,
  startupDelayMs = STARTUP_DELAY_MS,
): number {
  const due = newest === null ? now.getTime() : newest.getTime() + intervalMs;
  return Math.max(startupDelayMs, due - now.getTime());
}

/**
 * Backs up in the background (README.md): once after start-up when the newest backup is more than a day old,
 * then every day, each time after a quiet minute (at most MAX_POSTPONE_MS late). One backup at a time (each run
 * schedules the next when it ends); a failure is logged and the next day tries again; the timer never keeps the
 * process alive.
 */
export async function startDailyBackups(options: DailyBackupsOptions): Promise<DailyBackups> {
  const { dir, keep, backUp, log, now = () => new Date() } = options;
  const intervalMs = options.intervalMs ?? BACKUP_INTERVAL_MS;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await removePartialFiles(dir);
  const newest = (await listBackupFiles(dir)).at(-1)?.takenAt ?? null;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const runOnce = async () => {
    const path = join(dir, backupFileName(now()));
    const started = Date.now();
    try {
      const summary = await backUp(path, stopping.signal);
      const removed = await rotateBackupFiles(dir, keep);
      const lines = describeBackup(summary, path, Date.now() - started);
      if (removed.length > 0) lines.push(`  Sauvegardes anciennes supprimées : ${removed.join(', ')}`);
      log.info(lines.join('\n'));
    } catch (error) {
      if (stopping.signal.aborted) log.info("Sauvegarde quotidienne interrompue par l'arrêt du serveur.");
      else log.error({ err: error }, 'Sauvegarde quotidienne échouée ; nouvel essai dans 24 h.');
    }
  };
  const { isQuietFor = () => true, quietMs = BACKUP_QUIET_MS, maxPostponeMs = MAX_POSTPONE_MS } = options;
  const schedule = (delayMs: number, postponedMs = 0) => {
    timer = setTimeout(() => {
      if (!isQuietFor(quietMs) && postponedMs < maxPostponeMs) {
        schedule(quietMs, postponedMs + quietMs);
        return;
      }
      running = runOnce().finally(() => {
        running = null;
        if (!stopping.signal.aborted) schedule(intervalMs);
      });
    }, delayMs);
    timer.unref();
  };
  schedule(delayBeforeNextBackup(newest, now(), intervalMs, options.startupDelayMs));

  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
