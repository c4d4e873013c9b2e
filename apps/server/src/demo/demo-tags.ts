import type { ComplianceResult } from '@carnet/domain';

/** The demo trader's tags (docs/rules/trades.md), as a trader would label their own trades. */
export const DEMO_TAGS = {
  planFollowed: 'Plan respecté',
  fomo: 'FOMO',
  revenge: 'Revenge',
} as const;

/**
 * Tags read from what was already drawn, with no draw of their own: a new draw would shift every later one and
 * change the whole seeded demo. A compliant trade at the recommended risk followed the plan; a non-compliant one
 * at a risk of the trader's choosing is FOMO, and outside the setup's hours a revenge trade too.
 */
export function demoTags(evaluation: ComplianceResult, followsRecommendation: boolean): string[] {
  if (evaluation.is_compliant) return followsRecommendation ? [DEMO_TAGS.planFollowed] : [];
  if (followsRecommendation) return [];
  return evaluation.timing_class === 'OUTSIDE' ? [DEMO_TAGS.fomo, DEMO_TAGS.revenge] : [DEMO_TAGS.fomo];
}
