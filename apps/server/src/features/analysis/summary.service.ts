import type { Summary } from '@carnet/contract';
import {
  averageR,
  Decimal,
  kellyFraction,
  type Outcome,
  roundRatio,
  type SequencedTrade,
  sequenceStats,
  sharePct,
  targetHitRates,
} from '@carnet/domain';
import type { AnalysisParameters, AnalysisService, ScopeParameters } from './analysis.service.ts';
import { statsOf } from './analysis.service.ts';
import type { AnalysisSummaryRepository } from './analysis-summary.repository.ts';

/** The average hold is given to a tenth of a minute. */
const HOLD_DECIMALS = 1;

const OUTCOMES: Readonly<Record<string, Outcome>> = { W: 'WIN', L: 'LOSS', B: 'BREAKEVEN' };

/** The trades packed as `OR;OR;…` (see `SummaryFacts.sequence`), read lazily; a trade without outcome is skipped. */
function* unpackSequence(packed: string | null): Generator<SequencedTrade> {
  if (packed === null) return;
  for (const item of packed.split(';')) {
    const outcome = OUTCOMES[item.charAt(0)];
    if (outcome === undefined) continue;
    const r = item.slice(1);
    yield { outcome, r: r === '' ? null : r };
  }
}

/** GET /api/v1/trades/summary/ (docs/rules/statistics.md): the stats of the scope and what its order and plans say. */
export function createSummaryService(deps: {
  analysis: AnalysisService;
  repository: AnalysisSummaryRepository;
}) {
  return {
    async summary(userId: number, parameters: ScopeParameters | AnalysisParameters): Promise<Summary> {
      const scope = await deps.analysis.scopeOf(userId, parameters);
      // Independent reads: on PostgreSQL each runs on its own connection, at the same time.
      const [overall, facts, targets] = await Promise.all([
        deps.analysis.overallOf(scope),
        deps.repository.facts(scope),
        deps.repository.targets(scope),
      ]);
      const stats = statsOf(overall);
      const managementSum = new Decimal(facts.managed_realized).minus(facts.managed_exits).toNumber();
      return {
        ...stats,
        ...sequenceStats(unpackSequence(facts.sequence)),
        avg_hold_minutes:
          facts.avg_hold_minutes === null ? null : roundRatio(facts.avg_hold_minutes, HOLD_DECIMALS),
        kelly_fraction: kellyFraction(stats),
        management_r_avg: averageR(managementSum, facts.managed),
        // Positions are 0-based in storage: TP1 is position 0.
        target_hit_rates: targetHitRates(
          targets.map((target) => ({ ...target, position: target.position + 1 })),
        ),
        plan_retroactive_share: sharePct(facts.retroactive, facts.planned),
      };
    },
  };
}

export type SummaryService = ReturnType<typeof createSummaryService>;
