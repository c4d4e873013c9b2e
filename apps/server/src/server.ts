import { buildApp } from './app.ts';
import { startServerBackups } from './backup/server-backups.ts';
import { ConfigError, loadConfig, resolveJwtSecret } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import { migrateToMinorUnits, minorUnitsLogLine } from './features/capital-accounts/minor-units-migration.ts';
import { computedMoneyLogLine, migrateToComputedMoney } from './features/trades/computed-money-migration.ts';
import { initialAdminBanner } from './features/users/initial-admin-notice.ts';
import { trackRequestActivity } from './http/request-activity.ts';
import { createLogger } from './logger.ts';
import { createAccountServices } from './services.ts';

/** Longest wait for in-flight requests after SIGTERM before giving up. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function start(): Promise<void> {
  const config = resolveJwtSecret(loadConfig());
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, {
    onIdleClientError: (error) =>
      logger.warn(`Connexion PostgreSQL inactive perdue, elle sera rouverte : ${error.message}`),
  });
  const recomputed = await migrateToComputedMoney(database.db);
  if (recomputed !== null) logger.info(computedMoneyLogLine(recomputed));
  const rounded = await migrateToMinorUnits(database.db);
  if (rounded !== null) logger.info(minorUnitsLogLine(rounded));
  const { usersService } = createAccountServices(database.db);
  const initialAdmin = await usersService.ensureInitialAdmin(config.adminPassword);
  const app = await buildApp({ config, db: database.db, logger });
  const backups = await startServerBackups(config, database, logger, trackRequestActivity(app.server));
  // Stops accepting and waits for the requests in flight; a running backup is interrupted meanwhile.
  stopOnSignals(
    async () => {
      await Promise.all([app.close(), backups?.stop()]);
    },
    database,
    logger,
  );
  await app.listen({ port: config.port, host: config.host });
  const address = `http://${config.host}:${config.port}`;
  logger.info(`Carnet écoute sur ${address}`);
  const adminBanner = initialAdminBanner(initialAdmin, config.adminPassword, address);
  if (adminBanner !== null) logger.warn(adminBanner);
}

function stopOnSignals(
  closeHttp: () => Promise<void>,
  database: Database,
  logger: ReturnType<typeof createLogger>,
) {
  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    logger.info(`${signal} reçu : arrêt après les requêtes en cours.`);
    setTimeout(() => {
      logger.error('Arrêt forcé : des requêtes ne se sont pas terminées à temps.');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await closeHttp(); // stops accepting, waits for in-flight requests
      await database.close(); // flushes the database and releases the DATA_DIR lock
      logger.info('Carnet est arrêté.');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "Erreur pendant l'arrêt");
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Carnet n'a pas pu démarrer : ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
