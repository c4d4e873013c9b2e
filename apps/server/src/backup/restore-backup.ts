import type { Database } from '../db/database.ts';
import type { MediaBackend } from '../media/index.ts';
import { type BackupFileReader, openBackupFile } from './backup-file-reader.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupHeader,
  backupHeaderSchema,
  backupMessages,
} from './backup-format.ts';
import { backedUpTables } from './backup-tables.ts';
import { appliedMigrationWhen, migrationsUpTo, readMigrationJournal } from './migration-level.ts';
import { insertBackupRows, type RestoredRows } from './restore-rows.ts';
import { nonEmptyTables } from './target-checks.ts';

export type RestoreOptions = {
  /** Opened without migrations: the restore brings it to the backup's level, inserts, then migrates the rest. */
  database: Database;
  media: Pick<MediaBackend, 'put' | 'delete'>;
  path: string;
};

export type RestoreSummary = RestoredRows & { header: BackupHeader };

/**
 * Restores a backup into an empty database: refuses any other target, applies the migrations up to the
 * backup's level, inserts every row and writes the media back in one transaction (nothing stays behind if
 * anything fails, media included), then applies the migrations that came after the backup.
 */
export async function restoreBackup({ database, media, path }: RestoreOptions): Promise<RestoreSummary> {
  const reader = await openBackupFile(path);
  try {
    const header = await readHeader(reader, path);
    const journal = await readMigrationJournal();
    if (
      !journal.some((entry) => entry.when === header.migration.when && entry.tag === header.migration.tag)
    ) {
      throw new BackupError(backupMessages.newerBackup(header.migration.tag));
    }
    const filled = await nonEmptyTables(database.db, backedUpTables());
    if (filled.length > 0) throw new BackupError(backupMessages.targetNotEmpty(filled));
    const applied = await appliedMigrationWhen(database.db);
    if (applied !== null && applied > header.migration.when)
      throw new BackupError(backupMessages.targetNewer);

    const upToBackup = await migrationsUpTo(header.migration);
    try {
      await database.migrate(upToBackup.folder);
    } finally {
      await upToBackup.remove();
    }
    const restored = await insertBackupRows(database.db, reader, media, path);
    await database.migrate();
    return { header, ...restored };
  } finally {
    reader.close();
  }
}

async function readHeader(reader: BackupFileReader, path: string): Promise<BackupHeader> {
  const line = await reader.readLine();
  const parsed = parseJson(line);
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !('format' in parsed) ||
    parsed.format !== BACKUP_FORMAT
  ) {
    throw new BackupError(backupMessages.notABackup(path));
  }
  if ('version' in parsed && parsed.version !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(backupMessages.unsupportedVersion(Number(parsed.version)));
  }
  const header = backupHeaderSchema.safeParse(parsed);
  if (!header.success) throw new BackupError(backupMessages.corrupt(path, 'en-tête invalide'));
  return header.data;
}

function parseJson(line: string | null): unknown {
  try {
    return line === null ? null : JSON.parse(line);
  } catch {
    return null;
  }
}
