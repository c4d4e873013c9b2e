import { Wallet } from 'lucide-react';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useCapitalAccounts } from '../../capital-accounts/api/list-capital-accounts.ts';

type AccountFilterProps = { value: number | undefined; onChange: (accountId: string) => void };

const ALL_ACCOUNTS = '';

/** docs/rules/statistics.md: the statistics of one capital account (`?account=`), or of all of them. */
export function AccountFilter({ value, onChange }: AccountFilterProps) {
  const accounts = useCapitalAccounts();
  const selected = value === undefined ? ALL_ACCOUNTS : String(value);
  const isListed = value === undefined || accounts.data?.some((account) => account.id === value) === true;
  return (
    <div className="flex items-end gap-3 px-4 py-3">
      <Wallet aria-hidden className="mb-2.5 hidden size-4 text-fg-subtle sm:block" />
      <Field label="Compte" className="w-full sm:w-64">
        {(control) => (
          <Select {...control} value={selected} onChange={(event) => onChange(event.target.value)}>
            <option value={ALL_ACCOUNTS}>Tous les comptes</option>
            {!isListed && <option value={selected}>Compte n° {selected}</option>}
            {accounts.data?.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
