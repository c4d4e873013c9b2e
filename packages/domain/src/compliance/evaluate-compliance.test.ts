import { describe, expect, it } from 'vitest';
import { createDefaultComplianceConfig } from './defaults.ts';
import { evaluateCompliance } from './evaluate-compliance.ts';
import type { ComplianceInput } from './types.ts';

/*
 * Default configuration (New York; HTF_ZONE and LTF_BOS mandatory, weight 1; bands A+ 90/2 %, A 75/1.5 %,
 * B 60/1 %, C 0/0.5 %; multipliers 1 and 0.8; secondary minimum 90 %).
 * - Both passed, Monday 10:05 EDT, two targets, stop moved: score 100, A+, PREFERRED → 2 × 1 = 2 %.
 * - Same at 14:02 EDT: SECONDARY, score 100 ≥ 90 → 2 × 0.8 = 1.6 %.
 * - Only HTF_ZONE at 14:02: score 50 → grade C; reasons: LTF_BOS missing, secondary below minimum → risk 0.
 * - Three confirmations of weights 2, 1, 1 with the first passed: 2 / 4 = 50 %; two of 1, 1, 1: 66.7 %.
 */
const config = createDefaultComplianceConfig();
const mondayPreferred = '2026-05-11T14:05:00Z';
const mondaySecondary = '2026-05-11T18:02:00Z';
const allPassed: ComplianceInput = {
  confirmations: [
    { key: 'HTF_ZONE', passed: true },
    { key: 'LTF_BOS', passed: true },
  ],
  be_moved: true,
  take_profits: [{ price: '51000' }, { price: '53000' }],
  executed_at: mondayPreferred,
};

describe('evaluateCompliance with the default configuration', () => {
  it('grades a textbook setup A+ at 2 %', () => {
    expect(evaluateCompliance(config, allPassed)).toEqual({
      is_compliant: true,
      score_pct: 100,
      grade: 'A+',
      recommended_risk_pct: 2,
      timing_class: 'PREFERRED',
      non_compliance_reasons: [],
    });
  });

  it('applies the secondary multiplier', () => {
    const result = evaluateCompliance(config, { ...allPassed, executed_at: mondaySecondary });
    expect(result).toMatchObject({
      is_compliant: true,
      timing_class: 'SECONDARY',
      recommended_risk_pct: 1.6,
    });
  });

  it('lists every reason, in the words and order of docs/rules/compliance.md', () => {
    const result = evaluateCompliance(config, {
      confirmations: [{ key: 'HTF_ZONE', passed: true }],
      be_moved: false,
      take_profits: [],
      executed_at: mondaySecondary,
    });
    expect(result).toEqual({
      is_compliant: false,
      score_pct: 50,
      grade: 'C',
      recommended_risk_pct: 0,
      timing_class: 'SECONDARY',
      non_compliance_reasons: [
        'Confirmation obligatoire non validée : BOS LTF',
        'Créneau secondaire : score 50 % inférieur au minimum de 90 %',
        'Aucun take profit défini',
      ],
    });
  });

  it('asks for the stop at break-even with two targets, ignoring blank rows', () => {
    const notMoved = { ...allPassed, be_moved: false };
    expect(evaluateCompliance(config, notMoved).non_compliance_reasons).toEqual([
      'Stop non déplacé au point mort après TP1',
    ]);
    const oneTargetAndBlank = { ...notMoved, take_profits: [{ price: '51000' }, { price: '' }] };
    expect(evaluateCompliance(config, oneTargetAndBlank).is_compliant).toBe(true);
  });

  it('says when the entry is outside every timing', () => {
    const result = evaluateCompliance(config, { ...allPassed, executed_at: '2026-05-16T14:00:00Z' });
    expect(result.non_compliance_reasons).toEqual(['Entrée hors des créneaux horaires']);
    expect(result.recommended_risk_pct).toBe(0);
    expect(result.grade).toBe('A+');
  });
});

describe('weighted scores', () => {
  const weighted = {
    ...config,
    confirmations: [
      { key: 'A', label: 'A', mandatory: false, weight: 2 },
      { key: 'B', label: 'B', mandatory: false, weight: 1 },
      { key: 'C', label: 'C', mandatory: false, weight: 1 },
    ],
  };

  it('weighs passed confirmations, ignores unknown keys and counts missing ones as not passed', () => {
    const checks = [
      { key: 'A', passed: true },
      { key: 'ZZ', passed: true },
    ];
    expect(evaluateCompliance(weighted, { ...allPassed, confirmations: checks }).score_pct).toBe(50);
  });

  it('rounds to 1 decimal and writes the reason with a French decimal comma', () => {
    const equal = { ...weighted, confirmations: weighted.confirmations.map((c) => ({ ...c, weight: 1 })) };
    const checks = [
      { key: 'A', passed: true },
      { key: 'B', passed: true },
    ];
    const result = evaluateCompliance(equal, {
      ...allPassed,
      confirmations: checks,
      executed_at: mondaySecondary,
    });
    expect(result.score_pct).toBe(66.7);
    expect(result.grade).toBe('B');
    expect(result.non_compliance_reasons).toEqual([
      'Créneau secondaire : score 66,7 % inférieur au minimum de 90 %',
    ]);
  });

  it('scores 100 without confirmations', () => {
    expect(evaluateCompliance({ ...config, confirmations: [] }, allPassed).score_pct).toBe(100);
  });

  it('gives the A band 1.5 % at 75', () => {
    const checks = ['A', 'C'].map((key) => ({ key, passed: true }));
    const threeQuarters = evaluateCompliance(weighted, { ...allPassed, confirmations: checks });
    expect(threeQuarters).toMatchObject({ score_pct: 75, grade: 'A', recommended_risk_pct: 1.5 });
  });
});
