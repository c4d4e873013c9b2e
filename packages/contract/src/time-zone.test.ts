import { describe, expect, it } from 'vitest';
import { isKnownTimeZone } from './time-zone.ts';

describe('isKnownTimeZone', () => {
  it('knows IANA zones and UTC, asked once or many times', () => {
    for (let round = 0; round < 3; round++) {
      expect(isKnownTimeZone('Europe/Paris')).toBe(true);
      expect(isKnownTimeZone('America/New_York')).toBe(true);
      expect(isKnownTimeZone('UTC')).toBe(true);
    }
  });

  it('refuses blanks and unknown names, however often they come', () => {
    for (let round = 0; round < 3; round++) {
      expect(isKnownTimeZone('')).toBe(false);
      expect(isKnownTimeZone('   ')).toBe(false);
      expect(isKnownTimeZone('Europe/Atlantide')).toBe(false);
    }
  });

  it('still answers right once more spellings were checked than it remembers', () => {
    const spellings = Array.from({ length: 1_200 }, (_, index) =>
      [...'europe/paris'].map((letter, at) => ((index >> at) & 1 ? letter.toUpperCase() : letter)).join(''),
    );
    expect(spellings.every(isKnownTimeZone)).toBe(true);
    expect(isKnownTimeZone('Europe/Paris')).toBe(true);
    expect(isKnownTimeZone('Europe/Atlantide')).toBe(false);
  });
});
