import { describe, expect, it } from 'vitest';
import type { ReadFileAnswer, ReadFileJob } from './read-import-file.ts';
import { keepRecentAnswers } from './recent-answers.ts';

const TOTALS = { gross_pnl: '0', fees: '0', swap: '0', net_pnl: '0' };

const job = (overrides: Partial<ReadFileJob> = {}): ReadFileJob => ({
  fileName: 'ReportHistory.xlsx',
  bytes: new TextEncoder().encode('rapport'),
  reader: { platform: undefined },
  timeZone: undefined,
  accountId: 7,
  accountCurrency: 'USD',
  pointValues: [],
  ...overrides,
});

/**
 * A reader that counts its reads and reads every file in the zone asked, else the platform's (Europe/Athens),
 * or, with `proposes`, in a zone only proposed for the trader to confirm.
 */
function countingReader(proposes = false) {
  const reads: ReadFileJob[] = [];
  const read = async (asked: ReadFileJob): Promise<ReadFileAnswer> => {
    reads.push(asked);
    const timeZone = asked.timeZone ?? 'Europe/Athens';
    return {
      ok: true,
      read: {
        platform: 'MT5_REPORT',
        timeZone,
        isZoneStated: false,
        isZoneToChoose: proposes && asked.timeZone === undefined,
        trades: [],
        faces: [],
        errors: [],
        totals: TOTALS,
        reconciliation: { ok: true, checks: [] },
        pointValuesNeeded: [],
        configurationNames: [],
      },
    };
  };
  return { reads, answer: keepRecentAnswers(read) };
}

describe('the import worker’s recent answers', () => {
  it('gives the same job, or one naming the zone its answer was read in, the same text without reading again', async () => {
    const { reads, answer } = countingReader();
    const preview = await answer(job());
    expect(JSON.parse(preview)).toMatchObject({ ok: true, read: { timeZone: 'Europe/Athens' } });
    expect(await answer(job())).toBe(preview);
    expect(await answer(job({ timeZone: 'Europe/Athens' }))).toBe(preview);
    expect(reads).toHaveLength(1);
  });

  it('reads again for a job naming the zone that an earlier answer only proposed', async () => {
    const { reads, answer } = countingReader(true);
    const preview = await answer(job());
    expect(JSON.parse(preview)).toMatchObject({ read: { isZoneToChoose: true } });
    const chosen = await answer(job({ timeZone: 'Europe/Athens' }));
    expect(JSON.parse(chosen)).toMatchObject({ read: { timeZone: 'Europe/Athens', isZoneToChoose: false } });
    expect(reads).toHaveLength(2);
  });

  it('reads again for other bytes, another name, reader, account, point values or zone', async () => {
    const { reads, answer } = countingReader();
    await answer(job());
    await answer(job({ bytes: new TextEncoder().encode('rapport modifié') }));
    await answer(job({ fileName: 'Autre.xlsx' }));
    await answer(job({ reader: { platform: 'MT5_REPORT' } }));
    await answer(job({ accountId: 8 }));
    await answer(job({ pointValues: [['LE', '400']] }));
    const inUtc = await answer(job({ timeZone: 'UTC' }));
    expect(JSON.parse(inUtc)).toMatchObject({ read: { timeZone: 'UTC' } });
    expect(reads).toHaveLength(7);
  });

  it('keeps the last two answers only', async () => {
    const { reads, answer } = countingReader();
    await answer(job({ accountId: 1 }));
    await answer(job({ accountId: 2 }));
    await answer(job({ accountId: 3 }));
    await answer(job({ accountId: 2 }));
    expect(reads).toHaveLength(3);
    await answer(job({ accountId: 1 }));
    expect(reads.map((read) => read.accountId)).toEqual([1, 2, 3, 1]);
  });
});
