import { DEFAULT_CURRENCY } from '@carnet/contract';
import { useCapitalAccounts } from '../../capital-accounts/api/list-capital-accounts.ts';

/** The currency of a trade's capital account (its money is in it, docs/rules/trades.md); the default while unknown. */
export function useAccountCurrency(accountId: number | null | undefined): string {
  return useAccountCurrencies()(accountId);
}

/** The currency of each account, for a list of trades of several accounts, from the one accounts query. */
export function useAccountCurrencies(): (accountId: number | null | undefined) => string {
  const accounts = useCapitalAccounts();
  return (accountId) =>
    accounts.data?.find((account) => account.id === accountId)?.currency ?? DEFAULT_CURRENCY;
}
