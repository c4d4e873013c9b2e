import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** `carnet-2026-03-01T04-00-00Z.backup.gz`: UTC, no colon (Windows), and the names sort by date. */
const NAME_PATTERN = /^carnet-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.backup\.gz$/;

type BackupFile = { name: string; path: string; takenAt: Date };

export function backupFileName(takenAt: Date): string {
  const iso = takenAt.toISOString(); // 2026-03-01T04:00:00.000Z
  return `carnet-${iso.slice(0, 10)}T${iso.slice(11, 19).replaceAll(':', '-')}Z.backup.gz`;
}

/** The daily backups of `dir`, oldest first; other files are ignored. */
export async function listBackupFiles(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  });
  return names
    .flatMap((name) => {
      const match = NAME_PATTERN.exec(name);
      if (match === null) return [];
      const [, day, hours, minutes, seconds] = match;
      return [{ name, path: join(dir, name), takenAt: new Date(`${day}T${hours}:${minutes}:${seconds}Z`) }];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Deletes all but the `keep` newest backups; returns the names deleted. */
export async function rotateBackupFiles(dir: string, keep: number): Promise<string[]> {
  const files = await listBackupFiles(dir);
  const expired = files.slice(0, Math.max(0, files.length - keep));
  for (const file of expired) await rm(file.path, { force: true });
  return expired.map((file) => file.name);
}

/** Half-written files of a backup interrupted by a crash (`*.partial`). */
export async function removePartialFiles(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => []);
  for (const name of names) {
    if (name.endsWith('.partial')) await rm(join(dir, name), { force: true });
  }
}
