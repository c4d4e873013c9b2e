import { BackupError } from './backup/backup-format.ts';
import { BACKUP_USAGE, prepareBackupCommand, prepareRestoreCommand } from './cli/backup-commands.ts';
import { type CliArguments, CliError, parseArguments } from './cli/cli-arguments.ts';
import { prepareUserCommand, USER_USAGE } from './cli/user-commands.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import { DEMO_USAGE } from './demo/demo-usage.ts';
import { createAccountServices } from './services.ts';

type Print = (line: string) => void;
/** Checks its arguments (and asks what it needs) first; the returned step runs on the open database. */
type Command = (
  args: CliArguments,
  config: Config,
) => Promise<(database: Database, print: Print) => Promise<void>>;

/** Top-level commands; each runs on the migrated database (the embedded one only while the server is stopped). */
const COMMANDS = new Map<string, Command>([
  [
    'user',
    async (args) => {
      const run = await prepareUserCommand(args);
      return (database, print) => run(createAccountServices(database.db).usersService, print);
    },
  ],
  // The demo (its generators, sharp) is loaded only when it runs.
  ['demo', async (args, config) => (await import('./demo/demo-command.ts')).prepareDemoCommand(args, config)],
  ['backup', prepareBackupCommand],
  ['restore', prepareRestoreCommand],
]);

/** A restore migrates in two steps around the backup's rows (backup/README.md). */
const MIGRATING_THEMSELVES = new Set(['restore']);

const USAGE = `Carnet — ligne de commande\n\n${USER_USAGE}\n${DEMO_USAGE}\n${BACKUP_USAGE}`;

async function main(argv: readonly string[]): Promise<void> {
  const [name, ...rest] = argv;
  const command = name === undefined ? undefined : COMMANDS.get(name);
  if (!command) throw new CliError(USAGE, 2);
  const config = loadConfig();
  const run = await command(parseArguments(rest), config);
  const database = await openDatabase(config, { migrate: !MIGRATING_THEMSELVES.has(name ?? '') });
  try {
    await run(database, (line) => process.stdout.write(`${line}\n`));
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    const isExpected =
      error instanceof CliError ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof BackupError;
    process.stderr.write(
      `${isExpected ? error.message : error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exit(error instanceof CliError ? error.exitCode : 1);
  },
);
