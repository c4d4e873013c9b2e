import { Decimal, parseDecimal, toRoundedNumber } from '../decimal.ts';
import { timingClass } from './timing.ts';
import type { ComplianceConfig, ComplianceInput, ComplianceResult, GradeBand, TimingClass } from './types.ts';

/** docs/rules/compliance.md: the French reasons of non-compliance, word for word. */
export const COMPLIANCE_REASONS = {
  mandatoryNotPassed: (label: string) => `Confirmation obligatoire non validée : ${label}`,
  outsideTimings: 'Entrée hors des créneaux horaires',
  secondaryBelowMinimum: (score: number, minimum: number) =>
    `Créneau secondaire : score ${formatPercentNumber(score)} % inférieur au minimum de ${formatPercentNumber(minimum)} %`,
  noTakeProfit: 'Aucun take profit défini',
  stopNotMovedToBreakeven: 'Stop non déplacé au point mort après TP1',
} as const;

/** A percent as French text writes it in a reason: `66,7`, `90` (decimal comma, no trailing zero). */
export function formatPercentNumber(value: number): string {
  return String(Number.isFinite(value) ? value : 0).replace('.', ',');
}

const weightOf = (weight: number): number => (Number.isFinite(weight) && weight > 0 ? weight : 0);

/** Score in percent, 1 decimal: Σ weight of passed confirmations / Σ weight of all (100 with none to weigh). */
export function complianceScore(
  rules: ComplianceConfig['confirmations'],
  checks: ComplianceInput['confirmations'],
): number {
  const passedKeys = new Set(checks.filter((check) => check.passed === true).map((check) => check.key));
  // Decimal sums: float weights near the double limit would overflow to Infinity / Infinity.
  let total = new Decimal(0);
  let passed = new Decimal(0);
  for (const rule of rules) {
    total = total.plus(weightOf(rule.weight));
    if (passedKeys.has(rule.key)) passed = passed.plus(weightOf(rule.weight));
  }
  if (total.isZero()) return 100;
  return Math.min(100, Math.max(0, toRoundedNumber(passed.times(100).dividedBy(total), 1)));
}

/** The grade band with the highest `min` at or below the score; null when none qualifies. */
export function gradeBand(bands: readonly GradeBand[], score: number): GradeBand | null {
  let best: GradeBand | null = null;
  for (const band of bands) {
    if (band.min <= score && (best === null || band.min > best.min)) best = band;
  }
  return best;
}

/** Recommended risk percent: band risk × timing multiplier, 2 decimals (0 for OUTSIDE or an unparsable value). */
export function recommendedRiskPct(
  band: GradeBand | null,
  timing: TimingClass,
  multipliers: ComplianceConfig['timing_multipliers'],
): number {
  if (band === null || timing === 'OUTSIDE') return 0;
  const risk = parseDecimal(band.risk_pct);
  const multiplier = parseDecimal(timing === 'PREFERRED' ? multipliers.preferred : multipliers.secondary);
  if (!risk || !multiplier) return 0;
  return Math.max(0, toRoundedNumber(risk.times(multiplier), 2));
}

const hasPrice = (price: unknown): boolean =>
  price !== null && price !== undefined && !(typeof price === 'string' && price.trim() === '');

/** Evaluates a setup against its configuration (docs/rules/compliance.md): score, reasons, timing class, grade, risk. */
export function evaluateCompliance(config: ComplianceConfig, input: ComplianceInput): ComplianceResult {
  const score = complianceScore(config.confirmations, input.confirmations);
  const passedKeys = new Set(
    input.confirmations.filter((check) => check.passed === true).map((check) => check.key),
  );
  const reasons: string[] = [];
  for (const rule of config.confirmations) {
    if (rule.mandatory && !passedKeys.has(rule.key))
      reasons.push(COMPLIANCE_REASONS.mandatoryNotPassed(rule.label));
  }
  const timing = timingClass(input.executed_at, config);
  if (timing === 'OUTSIDE') reasons.push(COMPLIANCE_REASONS.outsideTimings);
  if (timing === 'SECONDARY' && score < config.secondary_min_score_pct) {
    reasons.push(COMPLIANCE_REASONS.secondaryBelowMinimum(score, config.secondary_min_score_pct));
  }
  const pricedTakeProfits = input.take_profits.filter((takeProfit) => hasPrice(takeProfit.price)).length;
  if (pricedTakeProfits === 0) reasons.push(COMPLIANCE_REASONS.noTakeProfit);
  // Rules 5 and 6 count priced take profits only: the form always keeps one blank row.
  if (pricedTakeProfits >= 2 && !input.be_moved) reasons.push(COMPLIANCE_REASONS.stopNotMovedToBreakeven);
  const band = gradeBand(config.grade_bands, score);
  const isCompliant = reasons.length === 0;
  return {
    is_compliant: isCompliant,
    score_pct: score,
    grade: band?.grade ?? null,
    recommended_risk_pct: isCompliant ? recommendedRiskPct(band, timing, config.timing_multipliers) : 0,
    timing_class: timing,
    non_compliance_reasons: reasons,
  };
}
