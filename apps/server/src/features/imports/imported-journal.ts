import type { ParsedJournal } from '@carnet/importers';
import { atBalanceScale } from '../trades/trade-money.ts';
import type { TradeToWrite } from '../trades/write-trades.ts';

/** The names a trade of Carnet's own export gives its configuration and that configuration's type. */
export type ConfigurationNames = { configuration: string; type: string | null };

/** What a trade's journal part adds to the trade an import writes. */
export type ImportedJournal = {
  values: Partial<TradeToWrite['values']>;
  takeProfits: TradeToWrite['takeProfits'];
  confirmations: TradeToWrite['confirmations'];
  /** Null when the trade named no configuration: it is then written without one. */
  configuration: ConfigurationNames | null;
};

const NO_JOURNAL: ImportedJournal = { values: {}, takeProfits: [], confirmations: [], configuration: null };

/**
 * docs/rules/imports.md « Re-importing trades.csv … gives the same trades »: the journal part is written as the file recorded
 * it. The plan stays the one recorded at the time (recordPlan never runs on an import), and the compliance stays
 * the stored result — a snapshot that survives its configuration (docs/rules/compliance.md#configurations), so it is kept even where the
 * importer has no configuration of that name. A file of another platform has no journal part: nothing changes.
 */
export function importedJournal(journal: ParsedJournal | undefined): ImportedJournal {
  if (journal === undefined) return NO_JOURNAL;
  return {
    values: {
      setupReason: journal.setup_reason,
      postTradeReview: journal.post_trade_review,
      tags: journal.tags,
      plan: journal.plan,
      planIsRetroactive: journal.plan_is_retroactive,
      riskPct: journal.risk_pct,
      // Money has the balance's scale (numeric(20, 8)): out of it, the import is refused as for any amount.
      riskAmount: atBalanceScale(journal.risk_amount),
      plannedRr: journal.planned_rr,
      beMoved: journal.be_moved,
      isDraft: journal.is_draft,
      isCompliant: journal.is_compliant,
      scorePct: journal.score_pct,
      grade: journal.grade,
      recommendedRiskPct: journal.recommended_risk_pct,
      timingClass: journal.timing_class,
      nonComplianceReasons: journal.non_compliance_reasons,
    },
    takeProfits: journal.take_profits.map(({ price, quantity_to_sell, is_hit }) => ({
      price,
      quantityToSell: quantity_to_sell,
      isHit: is_hit,
    })),
    confirmations: journal.confirmations.map((confirmation, position) => ({ ...confirmation, position })),
    configuration:
      journal.configuration === null
        ? null
        : { configuration: journal.configuration, type: journal.configuration_type },
  };
}
