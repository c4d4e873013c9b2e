import { type CliArguments, CliError, parseArguments } from './cli/cli-arguments.ts';
import { runUserCommand, USER_USAGE } from './cli/user-commands.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import { createAccountServices } from './services.ts';

type Command = (args: CliArguments, database: Database, print: (line: string) => void) => Promise<void>;

/** Top-level commands; each runs on the migrated database (the embedded one only while the server is stopped). */
const COMMANDS = new Map<string, Command>([
  [
    'user',
    (args, database, print) => runUserCommand(args, createAccountServices(database.db).usersService, print),
  ],
]);

const USAGE = `Carnet — ligne de commande\n\n${USER_USAGE}`;

async function main(argv: readonly string[]): Promise<void> {
  const [name, ...rest] = argv;
  const command = name === undefined ? undefined : COMMANDS.get(name);
  if (!command) throw new CliError(USAGE, 2);
  const args = parseArguments(rest);
  const database = await openDatabase(loadConfig());
  try {
    await command(args, database, (line) => process.stdout.write(`${line}\n`));
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    const isExpected =
      error instanceof CliError || error instanceof ConfigError || error instanceof DataDirLockedError;
    process.stderr.write(
      `${isExpected ? error.message : error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exit(error instanceof CliError ? error.exitCode : 1);
  },
);
