import type { BacktestSession, BacktestTrade } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { backtestsApi } from '../../../test/support/backtests-test-support.ts';

const t = useTestApp();

/*
 * 10,500 lines, all at the same entry time, so that only the id orders them: the import stores them in batches
 * of 2,000 and the list reads them in pages of 5,000 (bounded memory), and a page boundary falls in
 * the middle of equal entry times. Every 1,000th line is invalid (a negative price).
 */
const LINES = 10_500;
const isInvalid = (index: number) => index % 1_000 === 999;

function largeCsv(): string {
  const rows = Array.from({ length: LINES }, (_, index) =>
    isInvalid(index)
      ? `2026-03-02T09:00:00Z,LONG,-1,1,ligne ${index}`
      : `2026-03-02T09:00:00Z,${index % 2 === 0 ? 'LONG' : 'SHORT'},1.1,1,ligne ${index}`,
  );
  return ['entry_time,side,entry_price,qty,notes', ...rows].join('\n');
}

describe('a CSV import larger than a batch and a page', () => {
  it('stores every valid row in file order, reports each bad line, and reads them all back', async () => {
    const api = backtestsApi(t, await t.createUser('csv-large'));
    const session = await api.createSession();
    const imported = await api.importCsv(session.id, largeCsv());
    expect(imported.statusCode).toBe(200);
    const invalidIndexes = Array.from({ length: LINES }, (_, index) => index).filter(isInvalid);
    const valid = LINES - invalidIndexes.length;
    expect(imported.json()).toEqual({
      imported: valid,
      // The header is line 1: row `index` is on line index + 2.
      errors: invalidIndexes.map((index) => ({
        line: index + 2,
        errors: { entry_price: [expect.any(String)] },
      })),
    });

    const trades = (await api.listTrades(session.id)).json<BacktestTrade[]>();
    const expectedNotes = Array.from({ length: LINES }, (_, index) => index)
      .filter((index) => !isInvalid(index))
      .map((index) => `ligne ${index}`);
    expect(trades.map((trade) => trade.notes)).toEqual(expectedNotes);
    const ids = trades.map((trade) => trade.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const exported = (await api.exportCsv(session.id)).body.split('\r\n').filter(Boolean);
    expect(exported).toHaveLength(valid + 1);
    const stored = (await api.getSession(session.id)).json<BacktestSession>();
    expect(stored.trades_count).toBe(valid);
  });
});
