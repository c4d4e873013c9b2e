import { describe, expect, it } from 'vitest';
import { csvImportQuerySchema } from './backtests.ts';

describe('csvImportQuerySchema', () => {
  it('accepts no zone or a known IANA zone, and refuses an unknown one in French', () => {
    expect(csvImportQuerySchema.parse({})).toEqual({});
    expect(csvImportQuerySchema.parse({ tz: 'Europe/Paris' })).toEqual({ tz: 'Europe/Paris' });
    const unknown = csvImportQuerySchema.safeParse({ tz: 'Mars/Olympus' });
    expect(unknown.error?.issues.map((issue) => issue.message)).toEqual(['Fuseau horaire inconnu.']);
  });
});
