import { describe, expect, it } from 'vitest';
import { type BenchHistory, nextHistory, ratioToPrevious, readHistory } from './history.ts';
import { row } from './report.ts';

const machine = { host: 'poste', cores: 2, cpu: 'Xeon' };
const budget = { limit: 50, kind: 'below', unit: 'ms' } as const;
const listP99 = (value: number) => row('Liste, p99', 'PostgreSQL', value, `${value} ms`, budget);
const at = new Date('2026-11-29T10:00:00Z');

describe('bench history', () => {
  it('gives each figure its ratio to the same row of the last run on this machine', () => {
    const previous = nextHistory([listP99(40)], null, machine, at);
    expect(ratioToPrevious(listP99(50), previous)).toBe('× 1,25');
    expect(ratioToPrevious(listP99(30), previous)).toBe('× 0,75');
    expect(ratioToPrevious(row('Liste, p99', 'embarquée', 12, '12 ms', null), previous)).toBe('nouveau');
    expect(ratioToPrevious(listP99(50), null)).toBe('nouveau');
    expect(ratioToPrevious(listP99(Number.NaN), previous)).toBe('—');
  });

  it('compares a row whose count of repeats changed from one run to the next', () => {
    const odds = (runs: number, value: number) =>
      row(`Chances : médiane de ${runs}`, 'embarquée', value, '', null);
    expect(ratioToPrevious(odds(13, 650), nextHistory([odds(20, 325)], null, machine, at))).toBe('× 2,00');
  });

  it('reads back only its own machine’s history, and survives a damaged file', () => {
    const text = JSON.stringify(nextHistory([listP99(40)], null, machine, at));
    expect(readHistory(text, machine)?.figures['PostgreSQL · Liste, p99']?.value).toBe(40);
    expect(readHistory(text, { ...machine, cores: 8 })).toBeNull();
    expect(readHistory('{"machine":', machine)).toBeNull();
    expect(readHistory(null, machine)).toBeNull();
  });

  it('keeps the rows a partial run did not measure, and replaces the ones it did', () => {
    const first: BenchHistory = nextHistory(
      [listP99(40), row('CSV', 'embarquée', 600, '600 ms', null)],
      null,
      machine,
      at,
    );
    const second = nextHistory([listP99(45)], first, machine, new Date('2026-11-30T10:00:00Z'));
    expect(second.figures).toEqual({
      'PostgreSQL · Liste, p99': { value: 45, takenAt: '2026-11-30T10:00:00.000Z' },
      'embarquée · CSV': { value: 600, takenAt: '2026-11-29T10:00:00.000Z' },
    });
  });
});
