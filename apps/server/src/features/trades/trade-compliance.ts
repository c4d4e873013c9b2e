import type { evaluateRequestSchema } from '@carnet/contract';
import { type ComplianceConfig, type ComplianceResult, evaluateCompliance } from '@carnet/domain';
import type { z } from 'zod';
import type { TradeRow } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import type { ConfirmationValues } from './trade-children.queries.ts';
import { TRADE_MESSAGES } from './trade-messages.ts';
import type { TradeConfiguration, TradeReferences } from './trade-references.ts';

/** The compliance columns of a trade row. */
export type ComplianceValues = Pick<
  TradeRow,
  'isCompliant' | 'scorePct' | 'grade' | 'recommendedRiskPct' | 'timingClass' | 'nonComplianceReasons'
>;

/** A trade without a configuration has nothing to be evaluated against. */
export const NO_COMPLIANCE: ComplianceValues = {
  isCompliant: false,
  scorePct: null,
  grade: null,
  recommendedRiskPct: null,
  timingClass: null,
  nonComplianceReasons: [],
};

/** What a stored evaluation reads from the trade being saved. */
export type TradeComplianceInput = {
  confirmations: readonly Pick<ConfirmationValues, 'key' | 'passed'>[];
  beMoved: boolean;
  takeProfitPrices: readonly string[];
  entryDate: Date;
};

/** docs/rules/compliance.md on a trade, as the columns it is stored in. */
export function complianceValues(config: ComplianceConfig, trade: TradeComplianceInput): ComplianceValues {
  const result = evaluateCompliance(config, {
    confirmations: trade.confirmations,
    be_moved: trade.beMoved,
    take_profits: trade.takeProfitPrices.map((price) => ({ price })),
    executed_at: trade.entryDate,
  });
  return {
    isCompliant: result.is_compliant,
    scorePct: result.score_pct,
    grade: result.grade,
    recommendedRiskPct: result.recommended_risk_pct,
    timingClass: result.timing_class,
    nonComplianceReasons: result.non_compliance_reasons,
  };
}

/** The checklist a trade snapshots from its configuration: ordered, all unpassed (docs/rules/trades.md). */
export function snapshotChecklist(configuration: TradeConfiguration | null): ConfirmationValues[] {
  return (configuration?.checklist ?? []).map((item, position) => ({
    ...item,
    passed: false,
    note: '',
    position,
  }));
}

/** Applies the form's ticks by key; keys the checklist lacks are ignored, unsent ones stay as they are. */
export function applyChecks<Item extends ConfirmationValues>(
  items: readonly Item[],
  checks: readonly { key: string; passed: boolean; note: string }[] | undefined,
): Item[] {
  if (checks === undefined) return [...items];
  const byKey = new Map(checks.map((check) => [check.key, check]));
  return items.map((item) => {
    const check = byKey.get(item.key);
    return check === undefined ? item : { ...item, passed: check.passed, note: check.note };
  });
}

/**
 * POST /api/v1/trades/evaluate/: stateless, one query (the caller's configuration), then the rules package.
 */
export function createEvaluateCompliance(references: TradeReferences) {
  return async (userId: number, request: EvaluateBody): Promise<ComplianceResult> => {
    const config = await references.findComplianceConfig(userId, request.strategy);
    if (config === undefined) throw badRequest({ strategy: [TRADE_MESSAGES.unknownConfiguration] });
    return evaluateCompliance(config, request);
  };
}

export type EvaluateBody = z.output<typeof evaluateRequestSchema>;
export type EvaluateCompliance = ReturnType<typeof createEvaluateCompliance>;
