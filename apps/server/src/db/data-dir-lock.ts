import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'carnet.lock';

export type DataDirLock = { path: string; release(): void };

/** Thrown when another live process holds DATA_DIR; the message is shown to the user as is. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `La base de données intégrée (${dataDir}) est déjà utilisée par un autre processus Carnet (pid ${holderPid}). ` +
        'Arrêtez le serveur avant de lancer cette commande, ou utilisez une base PostgreSQL via DATABASE_URL.',
    );
  }
}

type LockOwner = { pid: number; startTime: string | null };

/**
 * Exclusive lock on DATA_DIR (ARCHITECTURE.md): a file holding the owner's pid and process start time. A lock whose
 * process is gone — or whose pid was reused by another process (containers restart with the same pids) —
 * is stale and taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, startTime: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return { path, release: () => releaseIfOwned(path, me) };
    } catch (error) {
      if (!isErrorCode(error, 'EEXIST')) throw error;
    }
    const holder = readOwner(path);
    if (holder && isAlive(holder)) throw new DataDirLockedError(dataDir, holder.pid);
    removeQuietly(path);
  }
  throw new Error(`Impossible de verrouiller ${path}.`);
}

function releaseIfOwned(path: string, me: LockOwner): void {
  const holder = readOwner(path);
  if (holder?.pid === me.pid && holder.startTime === me.startTime) removeQuietly(path);
}

function readOwner(path: string): LockOwner | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || !('pid' in parsed)) return null;
    const pid = Number(parsed.pid);
    const startTime = 'startTime' in parsed && typeof parsed.startTime === 'string' ? parsed.startTime : null;
    return Number.isInteger(pid) && pid > 0 ? { pid, startTime } : null;
  } catch {
    return null; // unreadable or half-written: treated as stale
  }
}

function isAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if (!isErrorCode(error, 'EPERM')) return false;
  }
  const currentStart = processStartTime(owner.pid);
  return owner.startTime === null || currentStart === null || currentStart === owner.startTime;
}

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot); null where /proc is missing. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces; fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if (!isErrorCode(error, 'ENOENT')) throw error;
  }
}

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
