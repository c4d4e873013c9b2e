/** How much the cache may hold: answers, and their bytes in all. */
export type DashboardCacheLimits = { maxEntries: number; maxBytes: number };

/** An answer of ~100 kB for 10,000 closed trades, ~1 MB for 100,000: 32 MiB holds hundreds of typical ones. */
export const DASHBOARD_CACHE_LIMITS: DashboardCacheLimits = { maxEntries: 500, maxBytes: 32 * 1024 * 1024 };

type Entry = { version: number; body: Buffer };

/**
 * Serialized dashboard answers of this process, least recently used first out (README.md: nothing here another
 * process needs — an entry is only served to a caller whose trades stamp, read from the database on this very
 * request, is the one it was computed under). `key` names the user and the parameters; one entry per key, the
 * newest stamp wins, so a change of trades replaces answers instead of piling up stale ones.
 */
export function createDashboardCache({ maxEntries, maxBytes }: DashboardCacheLimits) {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (entry === undefined) return;
    entries.delete(key);
    bytes -= entry.body.length;
  }

  return {
    /** The answer stored for `key` under exactly `version`, marked as just used. */
    get(key: string, version: number): Buffer | undefined {
      const entry = entries.get(key);
      if (entry?.version !== version) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },

    /** Stores `body` unless a newer stamp's answer is already there or it alone exceeds the byte bound. */
    set(key: string, version: number, body: Buffer): void {
      const current = entries.get(key);
      if (current !== undefined && current.version > version) return;
      remove(key);
      if (body.length > maxBytes) return;
      entries.set(key, { version, body });
      bytes += body.length;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    },

    /** What it holds now (tests and diagnostics). */
    usage(): { entries: number; bytes: number } {
      return { entries: entries.size, bytes };
    },
  };
}

export type DashboardCache = ReturnType<typeof createDashboardCache>;
