import { performance } from 'node:perf_hooks';
import { passwordSchema } from '@carnet/contract';
import { type CliArguments, CliError } from '../cli/cli-arguments.ts';
import { type Config, resolveJwtSecret } from '../config.ts';
import type { Database } from '../db/database.ts';
import { generatePassword } from '../features/users/passwords.ts';
import { createMediaStore } from '../media/index.ts';
import { createServices } from '../services.ts';
import { describeDemo } from './demo-summary.ts';
import { DEMO_PASSWORD_VARIABLE, DEMO_USAGE, DEMO_USERNAME } from './demo-usage.ts';
import { DemoUserTakenError } from './demo-user.ts';
import { loadDemo } from './load-demo.ts';

type Print = (line: string) => void;

/**
 * `carnet demo` (README.md). The password (CARNET_DEMO_PASSWORD, else a random one) is settled before the
 * database is opened; it is printed once, or named by its variable when it came from there.
 */
export async function prepareDemoCommand(
  args: CliArguments,
  config: Config,
  env: NodeJS.ProcessEnv = process.env,
): Promise<(database: Database, print: Print) => Promise<void>> {
  if (args.positionals.length > 0 || args.flags.size > 0 || args.options.size > 0) {
    throw new CliError(`Utilisation :\n${DEMO_USAGE}`, 2);
  }
  const configured = env[DEMO_PASSWORD_VARIABLE] || undefined;
  const password = configured === undefined ? generatePassword() : checkedPassword(configured);
  const settings = resolveJwtSecret(config);
  return async (database, print) => {
    const started = performance.now();
    const warn = (message: string) => print(`Attention : ${message}`);
    const media = createMediaStore({
      dataDir: settings.dataDir,
      s3: settings.s3 ?? undefined,
      signingSecret: settings.jwtSecret,
      maxUploadBytes: settings.maxUploadBytes,
    });
    try {
      const services = createServices(database.db, settings, {
        media,
        log: { warn: (_details, message) => warn(message) },
        maxUploadBytes: settings.maxUploadBytes,
      });
      const summary = await loadDemo({ db: database.db, services, media, password, now: new Date(), warn });
      const seconds = ((performance.now() - started) / 1000).toLocaleString('fr-FR', {
        maximumFractionDigits: 1,
      });
      const shown = configured === undefined ? password : `(mot de passe de ${DEMO_PASSWORD_VARIABLE})`;
      print(`Démo chargée en ${seconds} s. Compte de démonstration : ${DEMO_USERNAME} / ${shown}`);
      for (const line of describeDemo(summary)) print(`  ${line}`);
      print('Lancez Carnet (npm start) et connectez-vous avec ce compte.');
    } catch (error) {
      if (error instanceof DemoUserTakenError) throw new CliError(error.message);
      throw error;
    } finally {
      await media.close();
    }
  };
}

function checkedPassword(password: string): string {
  const result = passwordSchema.safeParse(password);
  if (result.success) return result.data;
  throw new CliError(
    `${DEMO_PASSWORD_VARIABLE} : ${result.error.issues.map((issue) => issue.message).join(' ')}`,
  );
}
