import { DEFAULT_CURRENCY } from '@carnet/contract';
import { useCapitalAccounts } from '../../capital-accounts/api/list-capital-accounts.ts';

/** The currency of a trade's capital account (its money is in it, DESIGN §10); the default while unknown. */
export function useAccountCurrency(accountId: number | null | undefined): string {
  const accounts = useCapitalAccounts();
  return accounts.data?.find((account) => account.id === accountId)?.currency ?? DEFAULT_CURRENCY;
}
