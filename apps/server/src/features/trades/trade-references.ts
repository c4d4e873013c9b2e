import type { ComplianceConfig, ConfirmationLevel } from '@carnet/domain';
import type { ConfigurationRow } from '../../db/schema/index.ts';
import type { CapitalAccountsService } from '../capital-accounts/capital-accounts.service.ts';
import type { ConfigurationsService } from '../configurations/configurations.service.ts';

/** A confirmation of a configuration's checklist, as a trade snapshots it (docs/rules/compliance.md#configurations). */
export type ChecklistItem = {
  key: string;
  label: string;
  level: ConfirmationLevel;
  mandatory: boolean;
  weight: number;
};

/** A configuration of the caller, with what a trade needs from it. */
export type TradeConfiguration = {
  id: number;
  compliance: ComplianceConfig;
  /** The checklist in its order (a confirmation's `order` is its index). */
  checklist: readonly ChecklistItem[];
  typeIds: readonly number[];
};

/** A capital account of the caller, as a trade reads it. */
export type TradeAccount = { id: number; isActive: boolean; currentBalance: string; currency: string };

/**
 * What trades read from other features, always scoped by the caller (undefined when the object is not theirs).
 * Wired in services.ts onto the configurations and capital-accounts services.
 */
export type TradeReferences = {
  findConfiguration(userId: number, id: number): Promise<TradeConfiguration | undefined>;
  /** One query, no types: what evaluate needs (docs/budgets.md budget). */
  findComplianceConfig(userId: number, id: number): Promise<ComplianceConfig | undefined>;
  findAccount(userId: number, id: number): Promise<TradeAccount | undefined>;
};

/** The part of a configuration row that compliance reads (docs/rules/compliance.md). */
export function complianceConfigOf(row: ConfigurationRow): ComplianceConfig {
  return {
    timezone: row.timezone,
    timing_preferred: row.timingPreferred,
    timing_secondary: row.timingSecondary,
    secondary_min_score_pct: Number(row.secondaryMinScorePct),
    timing_multipliers: row.timingMultipliers,
    grade_bands: row.gradeBands,
    confirmations: row.confirmations,
  };
}

/** A configuration row and the ids of its types, as a trade uses them. */
export function tradeConfigurationOf(row: ConfigurationRow, typeIds: readonly number[]): TradeConfiguration {
  return {
    id: row.id,
    compliance: complianceConfigOf(row),
    checklist: row.confirmations.map(({ key, label, level, mandatory, weight }) => ({
      key,
      label,
      level,
      mandatory,
      weight,
    })),
    typeIds,
  };
}

export type TradeReferenceServices = {
  configurations: Pick<ConfigurationsService, 'findOwned' | 'findOwnedWithTypeIds'>;
  accounts: Pick<CapitalAccountsService, 'findOwnedAccount'>;
};

/** The look-ups above on the configurations and capital-accounts services (never their repositories). */
export function createTradeReferences({ configurations, accounts }: TradeReferenceServices): TradeReferences {
  return {
    async findConfiguration(userId, id) {
      const found = await configurations.findOwnedWithTypeIds(userId, id);
      return found === undefined ? undefined : tradeConfigurationOf(found.row, found.typeIds);
    },
    async findComplianceConfig(userId, id) {
      const row = await configurations.findOwned(userId, id);
      return row === undefined ? undefined : complianceConfigOf(row);
    },
    async findAccount(userId, id) {
      const account = await accounts.findOwnedAccount(userId, id);
      return account === undefined
        ? undefined
        : {
            id: account.id,
            isActive: account.isActive,
            currentBalance: account.currentBalance,
            currency: account.currency,
          };
    },
  };
}
