import { describe, expect, it } from 'vitest';
import { readTemplateDate } from './template-dates.ts';

describe('readTemplateDate', () => {
  it('reads each format day, month and year in their order; seconds and time are optional', () => {
    expect(readTemplateDate('03/02/2025 09:15', 'DD/MM/YYYY HH:mm', 'UTC')).toBe('2025-02-03T09:15:00');
    expect(readTemplateDate('02/03/2025 09:15:07', 'MM/DD/YYYY HH:mm:ss', 'UTC')).toBe('2025-02-03T09:15:07');
    expect(readTemplateDate('2025.02.03', 'YYYY.MM.DD HH:mm:ss', 'UTC')).toBe('2025-02-03T00:00:00');
    expect(readTemplateDate('3.2.2025 9:15', 'DD.MM.YYYY HH:mm', 'UTC')).toBe('2025-02-03T09:15:00');
    expect(readTemplateDate('2025-02-03 09:15:07.250', 'YYYY-MM-DD HH:mm:ss', 'UTC')).toBe(
      '2025-02-03T09:15:07',
    );
  });

  it('refuses what is no calendar time, or another format', () => {
    expect(readTemplateDate('31/02/2025 09:15', 'DD/MM/YYYY HH:mm', 'UTC')).toBeNull();
    expect(readTemplateDate('13/31/2025 09:15', 'MM/DD/YYYY HH:mm:ss', 'UTC')).toBeNull();
    expect(readTemplateDate('2025-02-03 09:15', 'DD/MM/YYYY HH:mm', 'UTC')).toBeNull();
    expect(readTemplateDate('2025-02-03T25:00:00Z', 'ISO_8601', 'UTC')).toBeNull();
  });

  it('turns an ISO 8601 offset into the zone’s wall clock (Paris is UTC+1 in February, UTC+2 in July)', () => {
    expect(readTemplateDate('2025-02-03T08:15:00Z', 'ISO_8601', 'Europe/Paris')).toBe('2025-02-03T09:15:00');
    expect(readTemplateDate('2025-07-03T08:15:00-0400', 'ISO_8601', 'Europe/Paris')).toBe(
      '2025-07-03T14:15:00',
    );
    expect(readTemplateDate('2025-07-03T08:15', 'ISO_8601', 'Europe/Paris')).toBe('2025-07-03T08:15:00');
  });
});
