import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDefaultComplianceConfig } from './defaults.ts';
import { evaluateCompliance } from './evaluate-compliance.ts';

const keys = fc.constantFrom('HTF_ZONE', 'LTF_BOS', 'RSI', 'VOLUME', 'OTHER');

describe('compliance laws', () => {
  it('keeps the score within [0, 100] and the result coherent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            key: keys,
            label: fc.string(),
            mandatory: fc.boolean(),
            weight: fc.oneof(fc.double(), fc.integer({ min: -5, max: 10 })),
          }),
        ),
        fc.array(fc.record({ key: keys, passed: fc.boolean() })),
        fc.boolean(),
        fc.array(fc.record({ price: fc.option(fc.constantFrom('1', '', '2.5')) })),
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.constantFrom('America/New_York', 'Europe/Paris', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'UTC'),
        (rules, checks, beMoved, takeProfits, executedAt, timezone) => {
          const config = { ...createDefaultComplianceConfig(), timezone, confirmations: rules };
          const input = {
            confirmations: checks,
            be_moved: beMoved,
            take_profits: takeProfits,
            executed_at: executedAt,
          };
          const result = evaluateCompliance(config, input);
          expect(result.score_pct).toBeGreaterThanOrEqual(0);
          expect(result.score_pct).toBeLessThanOrEqual(100);
          expect(Number.isNaN(result.score_pct)).toBe(false);
          expect(result.is_compliant).toBe(result.non_compliance_reasons.length === 0);
          if (!result.is_compliant) expect(result.recommended_risk_pct).toBe(0);
          expect(result.recommended_risk_pct).toBeLessThanOrEqual(2);
        },
      ),
      { numRuns: 300 },
    );
  });
});
