import type { TradeOutcome, TradeStatus } from '@carnet/contract';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { formatNumber } from '../../../lib/format.ts';

/** An opération is feminine in French: « ouverte », « clôturée ». */
export const TRADE_STATUS_LABELS: Record<TradeStatus, string> = { OPEN: 'Ouverte', CLOSED: 'Clôturée' };

/** docs/rules/trades.md#fields: WIN green, LOSS red, anything else (break-even) yellow. */
export function outcomeTone(outcome: TradeOutcome): BadgeTone {
  switch (outcome) {
    case 'WIN':
      return 'gain';
    case 'LOSS':
      return 'loss';
    case 'BREAKEVEN':
      return 'warn';
  }
}

export const OUTCOME_TITLES: Record<TradeOutcome, string> = {
  WIN: 'Opération gagnante',
  LOSS: 'Opération perdante',
  BREAKEVEN: 'Opération au point mort',
};

/** « 1 opération », « 3 opérations », « 1 234 opérations »: French plural (0 and 1 singular), French digits. */
export function tradeCountText(count: number): string {
  return `${formatNumber(count)} opération${count > 1 ? 's' : ''}`;
}
