import type { Config } from '../config.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import type { Database } from './database.ts';
import { openEmbeddedDatabase } from './open-embedded.ts';
import { openPostgresDatabase } from './open-postgres.ts';

export type OpenOptions = {
  /** False only for a restore, which migrates in two steps around the backup's rows. */
  migrate?: boolean;
  onIdleClientError?: (error: Error) => void;
};

/**
 * The database the configuration names, migrated. On the embedded one the DATA_DIR lock is taken first
 * (throws DataDirLockedError) and released by `close()`.
 */
export async function openDatabase(
  config: Config,
  { migrate = true, onIdleClientError }: OpenOptions = {},
): Promise<Database> {
  if (config.databaseUrl !== null) {
    return openPostgresDatabase(config.databaseUrl, { migrate, onIdleClientError });
  }
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const database = await openEmbeddedDatabase({ dataDir: config.dataDir }, { migrate });
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
