import { describe, expect, it } from 'vitest';
import { whatIfSentence } from './what-if-texts.ts';

describe('whatIfSentence', () => {
  it('says a significant gain in the statistics’ own words', () => {
    expect(whatIfSentence('Objectif fixe 2 R', { difference: 0.12, p_value: 0.018, significant: true })).toBe(
      'Objectif fixe 2 R : +0,12\u00a0R par opération de plus que le réel — différence probablement réelle (p = 0,018)',
    );
  });

  it('says a loss that is not shown to be real as not demonstrated', () => {
    expect(
      whatIfSentence('Plan sans gestion', { difference: -0.084, p_value: 0.42, significant: false }),
    ).toBe(
      'Plan sans gestion : 0,08\u00a0R par opération de moins que le réel — pas de différence démontrée (p = 0,420)',
    );
  });

  it('says « autant » for no difference, nothing shown without a test, and nothing without a difference', () => {
    expect(whatIfSentence('Objectif fixe 1 R', { difference: 0, p_value: null, significant: false })).toBe(
      'Objectif fixe 1 R : autant que le réel — pas de différence démontrée',
    );
    expect(
      whatIfSentence('Objectif fixe 3 R', { difference: null, p_value: null, significant: false }),
    ).toBeNull();
  });
});
