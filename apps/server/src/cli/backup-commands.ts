import { access } from 'node:fs/promises';
import { resolve } from 'node:path';
import { backupMessages } from '../backup/backup-format.ts';
import { openBackupMedia } from '../backup/backup-media.ts';
import { describeBackup, describeRestore } from '../backup/backup-report.ts';
import { restoreBackup } from '../backup/restore-backup.ts';
import { writeBackup } from '../backup/write-backup.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { MediaBackend } from '../media/index.ts';
import { type CliArguments, CliError } from './cli-arguments.ts';

export const BACKUP_USAGE = `  npm run carnet -- backup <fichier>     sauvegarde la base et les médias dans <fichier>
  npm run carnet -- restore <fichier>    restaure <fichier> dans une base vide (DATA_DIR neuf ou base PostgreSQL vide)`;

type Print = (line: string) => void;
type Step = (database: Database, print: Print) => Promise<void>;

/** `carnet backup <file>`: a consistent copy of the database and the media (see backup/README.md). */
export async function prepareBackupCommand(args: CliArguments, config: Config): Promise<Step> {
  const path = fileArgument(args);
  return withMediaTimed(
    config,
    (database, media) => writeBackup({ database, media, path }),
    (summary, elapsedMs) => describeBackup(summary, path, elapsedMs),
  );
}

/** `carnet restore <file>`: runs on a database opened without migrations (the restore applies them). */
export async function prepareRestoreCommand(args: CliArguments, config: Config): Promise<Step> {
  const path = fileArgument(args);
  // Checked before the database opens (initdb on a fresh DATA_DIR takes seconds).
  await access(path).catch(() => {
    throw new CliError(backupMessages.missingFile(path));
  });
  return withMediaTimed(
    config,
    (database, media) => restoreBackup({ database, media, path }),
    (summary, elapsedMs) => describeRestore(summary, path, elapsedMs),
  );
}

/** A step that runs `transfer` with the media open (closed whatever happens), then prints its report and time. */
function withMediaTimed<Summary>(
  config: Config,
  transfer: (database: Database, media: MediaBackend) => Promise<Summary>,
  report: (summary: Summary, elapsedMs: number) => string[],
): Step {
  return async (database, print) => {
    const media = openBackupMedia(config);
    const started = Date.now();
    try {
      const summary = await transfer(database, media);
      for (const line of report(summary, Date.now() - started)) print(line);
    } finally {
      await media.close();
    }
  };
}

function fileArgument(args: CliArguments): string {
  const [file, ...extra] = args.positionals;
  if (file === undefined || extra.length > 0 || args.flags.size > 0 || args.options.size > 0) {
    throw new CliError(`Utilisation :\n${BACKUP_USAGE}`, 2);
  }
  return resolve(file);
}
