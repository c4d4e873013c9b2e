import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { testConfig, useTestApp } from '../../test/build-test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createMediaBackend } from '../media/index.ts';
import { backupFileName } from './backup-files.ts';
import { type BackupLog, delayBeforeNextBackup, startDailyBackups } from './daily-backups.ts';
import { restoreBackup } from './restore-backup.ts';
import { startServerBackups } from './server-backups.ts';
import { writeBackup } from './write-backup.ts';

const t = useTestApp();
const folder = mkdtempSync(join(tmpdir(), 'carnet-daily-backups-'));
const driver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const HOUR = 3_600_000;

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A clock that moves one day forward each time it is read, from 1 March 2026 04:00 UTC. */
function dailyClock() {
  let day = 0;
  return () => new Date(Date.UTC(2026, 2, 1 + day++, 4));
}

function recordingLog() {
  const infos: string[] = [];
  const errors: string[] = [];
  const log: BackupLog = {
    info: (message) => infos.push(message),
    error: ({ err }, message) => errors.push(`${message} ${String(err)}`),
  };
  return { log, infos, errors };
}

const backUpTestApp = (path: string, signal: AbortSignal) =>
  writeBackup({
    database: { db: t.db, driver },
    media: createMediaBackend({ dataDir: t.config.dataDir, signingSecret: t.config.jwtSecret }),
    path,
    signal,
  });

describe('delayBeforeNextBackup', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('backs up soon after start-up without a recent backup, else a day after the newest', () => {
    expect(delayBeforeNextBackup(null, now, 24 * HOUR, 60_000)).toBe(60_000);
    expect(delayBeforeNextBackup(new Date(now.getTime() - 30 * HOUR), now, 24 * HOUR, 60_000)).toBe(60_000);
    expect(delayBeforeNextBackup(new Date(now.getTime() - HOUR), now, 24 * HOUR, 60_000)).toBe(23 * HOUR);
  });
});

describe('daily backups', () => {
  it('writes one backup per period, keeps the newest ones, and the newest restores', async () => {
    await t.createUser('quotidien-alice');
    const dir = join(folder, 'rotation');
    mkdirSync(dir);
    // Left by earlier days and by a crash; another file of the operator's stays.
    writeFileSync(join(dir, backupFileName(new Date('2026-01-01T04:00:00Z'))), 'ancienne');
    writeFileSync(join(dir, backupFileName(new Date('2026-01-02T04:00:00Z'))), 'ancienne');
    writeFileSync(join(dir, 'carnet-2026-02-01T04-00-00Z.backup.gz.1234.partial'), 'interrompue');
    writeFileSync(join(dir, 'notes.txt'), 'à garder');
    const { log, infos, errors } = recordingLog();
    const backups = await startDailyBackups({
      dir,
      keep: 3,
      backUp: backUpTestApp,
      log,
      now: dailyClock(),
      intervalMs: 10,
      startupDelayMs: 0,
    });
    await vi.waitFor(() => expect(infos.length).toBeGreaterThanOrEqual(4), { timeout: 15_000 });
    await backups.stop();
    expect(errors).toEqual([]);
    expect(infos[0]).toMatch(/^Sauvegarde écrite : .+carnet-2026-03-02T04-00-00Z\.backup\.gz \(/);
    expect(infos[0]).not.toContain('supprimées'); // two old ones and the new one: three kept
    expect(infos[1]).toContain('Sauvegardes anciennes supprimées : carnet-2026-01-01T04-00-00Z.backup.gz');
    expect(infos[2]).toContain('Sauvegardes anciennes supprimées : carnet-2026-01-02T04-00-00Z.backup.gz');

    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(4);
    expect(files.at(-1)).toBe('notes.txt');
    const kept = files.slice(0, 3);
    expect(kept).toEqual([...kept].sort());
    expect(kept.every((name) => /^carnet-2026-03-\d\dT04-00-00Z\.backup\.gz$/.test(name))).toBe(true);

    const target = await openTestDatabase();
    try {
      const config = testConfig();
      const restored = await restoreBackup({
        database: target,
        media: createMediaBackend({ dataDir: config.dataDir, signingSecret: config.jwtSecret }),
        path: join(dir, kept[2] ?? ''),
      });
      expect(restored.rows.users).toBe(1);
      rmSync(config.dataDir, { recursive: true, force: true });
    } finally {
      await target.close();
    }
  });

  it('logs a failure without stopping, and tries again next period', async () => {
    const dir = join(folder, 'failure');
    const { log, infos, errors } = recordingLog();
    let attempts = 0;
    const backups = await startDailyBackups({
      dir,
      keep: 7,
      // The first period fails, the second backs up, the third holds until the stop: one of each, whatever
      // the machine's speed against the 10 ms period.
      backUp: (path, signal) => {
        attempts += 1;
        if (attempts === 1) return Promise.reject(new Error('disque plein'));
        if (attempts === 2) return backUpTestApp(path, signal);
        return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      },
      log,
      now: dailyClock(),
      intervalMs: 10,
      startupDelayMs: 0,
    });
    await vi.waitFor(() => expect(attempts).toBe(3), { timeout: 15_000 });
    await backups.stop();
    expect(errors).toEqual(['Sauvegarde quotidienne échouée ; nouvel essai dans 24 h. Error: disque plein']);
    expect(infos).toHaveLength(2);
    expect(infos[1]).toBe("Sauvegarde quotidienne interrompue par l'arrêt du serveur.");
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it('waits a day after a recent backup, and stops at once', async () => {
    const dir = join(folder, 'recent');
    mkdirSync(dir);
    const now = new Date('2026-03-10T12:00:00Z');
    writeFileSync(join(dir, backupFileName(new Date(now.getTime() - HOUR))), 'récente');
    const backUp = vi.fn(backUpTestApp);
    const { log } = recordingLog();
    const backups = await startDailyBackups({ dir, keep: 7, backUp, log, now: () => now, startupDelayMs: 0 });
    await new Promise((wait) => setTimeout(wait, 200));
    await backups.stop();
    expect(backUp).not.toHaveBeenCalled();
  });

  it('waits, when due, until nobody has used the app for the quiet time', async () => {
    const dir = join(folder, 'busy');
    const { log } = recordingLog();
    const asked: number[] = [];
    let busyAnswers = 3;
    const backUp = vi.fn(backUpTestApp);
    const backups = await startDailyBackups({
      dir,
      keep: 7,
      backUp,
      log,
      now: dailyClock(),
      startupDelayMs: 0,
      isQuietFor: (ms) => {
        asked.push(ms);
        if (busyAnswers === 0) return true;
        busyAnswers -= 1;
        return false;
      },
      quietMs: 5,
    });
    await vi.waitFor(() => expect(backUp).toHaveBeenCalledOnce(), { timeout: 15_000 });
    await backups.stop();
    // Three busy answers, each followed by another look after the quiet time, then the backup.
    expect(asked).toEqual([5, 5, 5, 5]);
  });

  it('backs up a server that is never quiet once the longest postponement is over', async () => {
    const dir = join(folder, 'never-quiet');
    const { log } = recordingLog();
    let looks = 0;
    const backUp = vi.fn(backUpTestApp);
    const backups = await startDailyBackups({
      dir,
      keep: 7,
      backUp,
      log,
      now: dailyClock(),
      startupDelayMs: 0,
      isQuietFor: () => {
        looks += 1;
        return false;
      },
      quietMs: 5,
      maxPostponeMs: 20,
    });
    await vi.waitFor(() => expect(backUp).toHaveBeenCalledOnce(), { timeout: 15_000 });
    await backups.stop();
    expect(looks).toBe(5); // at 0, 5, 10, 15 and 20 ms of postponement: the last one runs regardless
  });

  it('interrupts a running backup on stop and removes its partial file', async () => {
    const dir = join(folder, 'interrupted');
    const { log, infos, errors } = recordingLog();
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const backups = await startDailyBackups({
      dir,
      keep: 7,
      // Stopped while it runs: the real backup then meets an aborted signal between two batches.
      backUp: async (path, signal) => {
        markStarted();
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        return backUpTestApp(path, signal);
      },
      log,
      now: dailyClock(),
      startupDelayMs: 0,
    });
    await started;
    await backups.stop();
    expect(infos).toEqual(["Sauvegarde quotidienne interrompue par l'arrêt du serveur."]);
    expect(errors).toEqual([]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('run in the server on the embedded database only, unless BACKUP_KEEP is 0', async () => {
    const config = testConfig({ backupKeep: 7 });
    const database = { db: t.db, driver, migrate: async () => {}, close: async () => {} } as const;
    const { log, infos } = recordingLog();
    const onPostgres = { ...config, databaseUrl: 'postgres://carnet@db:5432/carnet' };
    const activity = { isQuietFor: () => true };
    expect(await startServerBackups(onPostgres, database, log, activity)).toBeNull();
    expect(await startServerBackups({ ...config, backupKeep: 0 }, database, log, activity)).toBeNull();
    const backups = await startServerBackups(config, database, log, activity);
    await backups?.stop();
    const dir = join(config.dataDir, 'backups');
    expect(infos).toEqual([`Sauvegardes quotidiennes dans ${dir} (les 7 plus récentes gardées).`]);
    expect(readdirSync(dir)).toEqual([]); // the first one waits a minute after start-up
    rmSync(config.dataDir, { recursive: true, force: true });
  });
});
