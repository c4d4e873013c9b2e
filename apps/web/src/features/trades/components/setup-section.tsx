import type { CapitalAccount, Configuration } from '@carnet/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { paths } from '../../../app/paths.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useCapitalAccounts } from '../../capital-accounts/api/list-capital-accounts.ts';
import { useConfigurations } from '../../configurations/api/list-configurations.ts';
import { checklistOf, type TradeFormValues } from '../utils/trade-form-values.ts';
import { NewRecordLink } from './new-record-link.tsx';
import { RiskField } from './risk-field.tsx';
import { TradeFormSection } from './trade-form-section.tsx';

type SetupSectionProps = {
  /** The configuration and account the stored trade points at, offered even when no longer active. */
  current: { strategy: number | null; capitalAccount: number | null };
  recommendedRiskPct: number | null;
  isPlanLocked: boolean;
};

const accountLabel = (account: CapitalAccount) =>
  `${account.name} — ${formatMoney(account.current_balance, account.currency)}${account.is_active ? '' : ' (archivé)'}`;
const configurationLabel = (configuration: Configuration) =>
  configuration.active ? configuration.name : `${configuration.name} (inactive)`;

/** Configuration and its type, capital account, risk and the setup's reason (docs/ui.md, docs/rules/trades.md). */
export function SetupSection({ current, recommendedRiskPct, isPlanLocked }: SetupSectionProps) {
  const form = useFormContext<TradeFormValues>();
  const { errors } = form.formState;
  const configurations = useConfigurations();
  const accounts = useCapitalAccounts();
  const strategy = useWatch({ control: form.control, name: 'strategy' });
  const chosen = configurations.data?.find((configuration) => String(configuration.id) === strategy);
  // docs/rules/trades.md: only active accounts (and configurations) are offered; the trade's own stays selectable.
  const offeredAccounts = accounts.data?.filter((a) => a.is_active || a.id === current.capitalAccount) ?? [];
  const offeredConfigurations =
    configurations.data?.filter((c) => c.active || c.id === current.strategy) ?? [];

  return (
    <TradeFormSection id="trade-setup" title="Setup et risque">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Configuration" error={errors.strategy?.message}>
          {(control) => (
            <div className="flex gap-2">
              <Controller
                control={form.control}
                name="strategy"
                render={({ field }) => (
                  <Select
                    {...control}
                    {...field}
                    className="min-w-0 flex-1"
                    disabled={configurations.isPending}
                    onChange={(event) => {
                      field.onChange(event);
                      // docs/rules/trades.md: another configuration brings its own checklist (ordered, all unpassed), no type.
                      const next = configurations.data?.find((c) => String(c.id) === event.target.value);
                      form.setValue('confirmations', checklistOf(next), { shouldDirty: true });
                      form.setValue('strategy_type', '', { shouldDirty: true });
                    }}
                  >
                    <option value="">Aucune configuration</option>
                    {offeredConfigurations.map((configuration) => (
                      <option key={configuration.id} value={String(configuration.id)}>
                        {configurationLabel(configuration)}
                      </option>
                    ))}
                  </Select>
                )}
              />
              <NewRecordLink to={paths.configurations.new} what="setup" />
            </div>
          )}
        </Field>
        <Field label="Type de stratégie" error={errors.strategy_type?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="strategy_type"
              render={({ field }) => (
                <Select {...control} {...field} disabled={chosen === undefined || chosen.types.length === 0}>
                  <option value="">{chosen?.types.length === 0 ? 'Aucun type défini' : 'Aucun type'}</option>
                  {chosen?.types.map((type) => (
                    <option key={type.id} value={String(type.id)}>
                      {type.description}
                    </option>
                  ))}
                </Select>
              )}
            />
          )}
        </Field>
        <Field label="Compte de capital" error={errors.capital_account?.message}>
          {(control) => (
            <div className="flex gap-2">
              <Controller
                control={form.control}
                name="capital_account"
                render={({ field }) => (
                  <Select
                    {...control}
                    {...field}
                    className="min-w-0 flex-1"
                    disabled={accounts.isPending || isPlanLocked}
                  >
                    <option value="">Choisir un compte…</option>
                    {offeredAccounts.map((account) => (
                      <option key={account.id} value={String(account.id)}>
                        {accountLabel(account)}
                      </option>
                    ))}
                  </Select>
                )}
              />
              <NewRecordLink to={paths.capitalAccounts.new} what="compte de capital" />
            </div>
          )}
        </Field>
        <RiskField recommendedRiskPct={recommendedRiskPct} isLocked={isPlanLocked} />
      </div>
      <Field label="Raison du setup" error={errors.setup_reason?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...form.register('setup_reason')}
            rows={3}
            placeholder="Pourquoi ce trade ? Contexte, zone, déclencheur…"
          />
        )}
      </Field>
      <Switch
        label="Brouillon"
        description="Un brouillon reste dans la liste mais n’entre pas dans les statistiques."
        {...form.register('is_draft')}
      />
    </TradeFormSection>
  );
}
