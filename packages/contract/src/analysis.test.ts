import { describe, expect, it } from 'vitest';
import {
  analysisQuerySchema,
  calendarQuerySchema,
  heatmapQuerySchema,
  summaryQuerySchema,
} from './analysis.ts';
import { significanceSentence } from './analysis-texts.ts';
import { FIELD_MESSAGES } from './messages.ts';

/** The French message of each field a query was refused for. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('analysis queries (docs/rules/statistics.md)', () => {
  it('accepts a dimension with the dashboard filters and an account id as a string', () => {
    const query = analysisQuerySchema.parse({
      dimension: 'grade',
      from: '2026-01-01',
      to: '2026-03-31',
      tz: 'Europe/Paris',
      capital_account: '12',
      tag: ' FOMO ',
    });
    expect(query).toEqual({
      dimension: 'grade',
      from: '2026-01-01',
      to: '2026-03-31',
      tz: 'Europe/Paris',
      capital_account: 12,
      tag: 'FOMO',
    });
  });

  it('names the field of an unknown dimension, a bad zone, a bad account and a bad date in French', () => {
    const errors = errorsOf(
      analysisQuerySchema.safeParse({
        dimension: 'humeur',
        tz: 'Mars/Olympus',
        capital_account: 'x',
        to: '2026-13-01',
      }),
    );
    expect(errors.dimension).toMatch(/^Dimension inconnue\. Valeurs possibles : grade, timing_class, /);
    expect(errors.tz).toBe(FIELD_MESSAGES.unknownTimeZone);
    expect(errors.capital_account).toBe('Identifiant invalide.');
    expect(errors.to).toBe(FIELD_MESSAGES.invalidDate);
  });

  it('requires a dimension and refuses from after to on every period query', () => {
    expect(errorsOf(analysisQuerySchema.safeParse({})).dimension).toMatch(/^Dimension inconnue/);
    const reversed = { from: '2026-02-01', to: '2026-01-31' };
    for (const schema of [summaryQuerySchema, heatmapQuerySchema]) {
      expect(errorsOf(schema.safeParse(reversed))).toEqual({ from: FIELD_MESSAGES.rangeOrder });
    }
    expect(errorsOf(analysisQuerySchema.safeParse({ dimension: 'tag', ...reversed }))).toEqual({
      from: FIELD_MESSAGES.rangeOrder,
    });
    expect(summaryQuerySchema.safeParse({ from: '2026-01-31', to: '2026-01-31' }).success).toBe(true);
  });

  it('wants a calendar month YYYY-MM within the bounds', () => {
    expect(calendarQuerySchema.parse({ month: '2026-11', tz: 'UTC' })).toEqual({
      month: '2026-11',
      tz: 'UTC',
    });
    for (const month of ['2026-13', '2026-1', '2026-11-01', undefined]) {
      expect(errorsOf(calendarQuerySchema.safeParse({ month })).month).toBe('Mois invalide (AAAA-MM).');
    }
    expect(errorsOf(calendarQuerySchema.safeParse({ month: '0001-01' })).month).toBeDefined();
  });
});

describe('significance sentence', () => {
  it('says a difference is probably real with the p-value in French, or may be chance', () => {
    expect(significanceSentence({ p_value: 0.0123, significant: true })).toBe(
      'Différence probablement réelle (p = 0,012)',
    );
    expect(significanceSentence({ p_value: 0.42, significant: false })).toBe(
      'Différence possiblement due au hasard (p = 0,420)',
    );
    expect(significanceSentence({ p_value: 0.0004, significant: true })).toBe(
      'Différence probablement réelle (p < 0,001)',
    );
    expect(significanceSentence({ p_value: null, significant: false })).toBeNull();
  });
});
