import type { TradeRow } from '../../db/schema/index.ts';
import { TRADE_MESSAGES } from './trade-messages.ts';
import type { TradeAccount, TradeConfiguration, TradeReferences } from './trade-references.ts';

/** The references a save body carries; undefined keeps the trade's (PUT), null clears it. */
export type ReferenceFields = {
  strategy?: number | null | undefined;
  strategy_type?: number | null | undefined;
  capital_account?: number | null | undefined;
};

export type ResolvedReferences = {
  configuration: TradeConfiguration | null;
  strategyTypeId: number | null;
  /** Undefined only when `errors` names capital_account. */
  account: TradeAccount | undefined;
  /** The configuration differs from the trade's: its checklist is taken afresh (docs/rules/trades.md). */
  configurationChanged: boolean;
  errors: Record<string, string[]>;
};

/**
 * Every reference must be the caller's (docs/api.md): another user's configuration, type or account is a 400 on
 * its field, exactly like one that does not exist. A new account must be active (docs/rules/money.md#capital-accounts); a trade keeps
 * an account archived since.
 */
export async function resolveReferences(
  references: TradeReferences,
  userId: number,
  body: ReferenceFields,
  current: TradeRow | undefined,
): Promise<ResolvedReferences> {
  const errors: Record<string, string[]> = {};
  const strategyId = body.strategy === undefined ? (current?.strategyId ?? null) : body.strategy;
  const configurationChanged = current === undefined || strategyId !== current.strategyId;
  const accountId = body.capital_account ?? current?.capitalAccountId;

  const [configuration, account] = await Promise.all([
    strategyId === null ? null : references.findConfiguration(userId, strategyId),
    accountId === undefined ? undefined : references.findAccount(userId, accountId),
  ]);

  if (configuration === undefined) errors.strategy = [TRADE_MESSAGES.unknownConfiguration];
  if (account === undefined) errors.capital_account = [TRADE_MESSAGES.unknownAccount];
  else if (!account.isActive && account.id !== current?.capitalAccountId) {
    errors.capital_account = [TRADE_MESSAGES.archivedAccount];
  }

  const keptType = configurationChanged ? null : (current?.strategyTypeId ?? null);
  const strategyTypeId = body.strategy_type === undefined ? keptType : body.strategy_type;
  if (strategyTypeId !== null && configuration !== undefined) {
    if (configuration === null) errors.strategy_type = [TRADE_MESSAGES.typeWithoutConfiguration];
    else if (!configuration.typeIds.includes(strategyTypeId)) {
      errors.strategy_type = [TRADE_MESSAGES.typeOfAnotherConfiguration];
    }
  }

  return {
    configuration: configuration ?? null,
    strategyTypeId,
    account: account === undefined || errors.capital_account !== undefined ? undefined : account,
    configurationChanged,
    errors,
  };
}
