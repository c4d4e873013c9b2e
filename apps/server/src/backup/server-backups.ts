import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { RequestActivity } from '../http/request-activity.ts';
import { openBackupMedia } from './backup-media.ts';
import { type BackupLog, type DailyBackups, startDailyBackups } from './daily-backups.ts';
import { writeBackup } from './write-backup.ts';

/**
 * The server's daily backups of the embedded database into DATA_DIR/backups (BACKUP_KEEP of them; 0 turns them
 * off). The server holds the DATA_DIR lock, so it is the one process that can take them. On PostgreSQL, backups
 * are the operator's (`carnet backup` at any time, or the server's own tools): null. A due backup waits until
 * `activity` shows nobody using the app.
 */
export async function startServerBackups(
  config: Config,
  database: Database,
  log: BackupLog,
  activity: RequestActivity,
): Promise<DailyBackups | null> {
  if (config.databaseUrl !== null || config.backupKeep === 0) return null;
  const dir = join(config.dataDir, 'backups');
  const media = openBackupMedia(config);
  const backups = await startDailyBackups({
    dir,
    keep: config.backupKeep,
    backUp: (path, signal) => writeBackup({ database, media, path, signal }),
    log,
    isQuietFor: activity.isQuietFor,
  });
  log.info(`Sauvegardes quotidiennes dans ${dir} (les ${config.backupKeep} plus récentes gardées).`);
  return {
    async stop() {
      await backups.stop();
      await media.close();
    },
  };
}
