import { createHash } from 'node:crypto';
import { encodeAnswer } from './import-file-runner.ts';
import type { ReadFileAnswer, ReadFileJob } from './read-import-file.ts';

/** How many answers the import worker keeps, and the most text they may hold together (one-byte JSON). */
const KEPT_ANSWERS = 2;
const MAX_KEPT_CHARACTERS = 64 * 1024 * 1024;

type Kept = {
  /** The bytes, their name, the reader, the account, the point values and whether all faces cross, hashed. */
  source: string;
  /** The zone the job named (undefined: the platform's, else UTC). */
  askedZone: string | undefined;
  /**
   * The zone the trades were read in; null for a refusal, and for a zone that was only proposed for the trader
   * to confirm (docs/rules/imports.md#time-zones): a job naming that zone must not get the proposal's answer back.
   */
  zone: string | null;
  text: string;
};

function sourceOf(job: ReadFileJob): string {
  const { bytes, fileName, reader, accountId, accountCurrency, pointValues, allFaces } = job;
  return createHash('sha256')
    .update(bytes)
    .update(JSON.stringify([fileName, reader, accountId, accountCurrency, pointValues, allFaces === true]))
    .digest('hex');
}

/**
 * The import worker's last answers, so the import that follows a preview does not read the file again (docs/budgets.md:
 * 10,000 positions). An answer is a pure function of the bytes, their name, the reader, the account, the point values and the zone:
 * the same job gets the same text back, and so does one naming the zone an earlier answer was read in (the page
 * previews in the platform's zone, then imports in the zone the preview showed), unless that zone was only a
 * proposal.
 */
export function keepRecentAnswers(answer: (job: ReadFileJob) => Promise<ReadFileAnswer>) {
  let kept: Kept[] = [];
  return async (job: ReadFileJob): Promise<string> => {
    const source = sourceOf(job);
    const known = kept.find(
      (entry) =>
        entry.source === source &&
        (entry.askedZone === job.timeZone || (job.timeZone !== undefined && entry.zone === job.timeZone)),
    );
    if (known !== undefined) return known.text;
    const read = await answer(job);
    const text = encodeAnswer(read);
    const zone = read.ok && !read.read.isZoneToChoose ? read.read.timeZone : null;
    kept = [{ source, askedZone: job.timeZone, zone, text }, ...kept];
    let characters = 0;
    const firstDropped = kept.findIndex((entry, index) => {
      characters += entry.text.length;
      return index >= KEPT_ANSWERS || characters > MAX_KEPT_CHARACTERS;
    });
    if (firstDropped >= 0) kept = kept.slice(0, firstDropped);
    return text;
  };
}
