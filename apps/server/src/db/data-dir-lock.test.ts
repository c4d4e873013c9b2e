import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'carnet-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the DATA_DIR lock', () => {
  it('is exclusive while held and free again once released', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/déjà utilisée par un autre processus Carnet \(pid \d+\)/);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over the lock of a process that no longer exists', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'carnet.lock'), JSON.stringify({ pid: 2 ** 22 + 7, startTime: '12' }));
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock whose pid now belongs to another process (restarted container)', () => {
    const dir = freshDir();
    writeFileSync(
      join(dir, 'carnet.lock'),
      JSON.stringify({ pid: process.pid, startTime: 'an-earlier-boot' }),
    );
    acquireDataDirLock(dir).release();
  });

  it('treats an unreadable lock file as stale', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'carnet.lock'), '{"pid": ');
    acquireDataDirLock(dir).release();
  });

  it('does not remove a lock that another process took over', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    writeFileSync(lock.path, JSON.stringify({ pid: 1, startTime: null }));
    lock.release();
    expect(existsSync(lock.path)).toBe(true);
  });
});
