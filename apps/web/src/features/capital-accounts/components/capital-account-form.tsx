import {
  CAPITAL_MODE_LABELS,
  CAPITAL_MODES,
  type CapitalAccount,
  type CapitalAccountInput,
} from '@carnet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ACCOUNT_RETURN_PARAM, ACCOUNT_RETURN_TO_IMPORT, paths } from '../../../app/paths.ts';
import { FormFooter } from '../../../components/form-footer.tsx';
import { BooleanSelectField } from '../../../components/ui/boolean-select-field.tsx';
import { Card, CardBody } from '../../../components/ui/card.tsx';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormDateInput } from '../../../components/ui/form-date-input.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { reportFormError } from '../../../lib/report-error.ts';
import { useCreateCapitalAccount } from '../api/create-capital-account.ts';
import { useUpdateCapitalAccount } from '../api/update-capital-account.ts';
import {
  CAPITAL_ACCOUNT_FIELDS,
  type CapitalAccountFormValues,
  capitalAccountFormSchema,
  initialCapitalAccountValues,
  withTypedBalanceOnly,
} from './capital-account-form-values.ts';
import { ChallengeRulesFields } from './challenge-rules-fields.tsx';
import { markRulesErrors } from './challenge-rules-values.ts';

const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'JPY', 'CAD', 'AUD'];

function SectionTitle({ children }: { children: string }) {
  return (
    <h2 className="border-b border-border pb-1.5 text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">
      {children}
    </h2>
  );
}

/** docs/rules/trades.md#fields, docs/rules/trades.md#validation capital account: identity, balances, dates, status and notes; back to the list once saved (or to « Importer », docs/rules/imports.md#first-import). */
export function CapitalAccountForm({ account }: { account: CapitalAccount | null }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Created from the first-import path: back to « Importer » (docs/rules/imports.md#first-import).
  const toImport = account === null && search.get(ACCOUNT_RETURN_PARAM) === ACCOUNT_RETURN_TO_IMPORT;
  const create = useCreateCapitalAccount();
  const update = useUpdateCapitalAccount();
  const form = useForm<CapitalAccountFormValues, unknown, CapitalAccountInput>({
    resolver: zodResolver(capitalAccountFormSchema),
    defaultValues: initialCapitalAccountValues(account),
  });
  const unsavedChanges = useUnsavedChangesGuard(form.control);
  const { errors } = form.formState;

  const isChallenge = form.watch('mode') === 'CHALLENGE';
  const onError = (error: unknown) => {
    markRulesErrors(error, form.setError);
    reportFormError(error, form.setError, CAPITAL_ACCOUNT_FIELDS);
  };
  const submit = form.handleSubmit((input) => {
    const body = withTypedBalanceOnly(input, form.getValues('current_balance'), account);
    const onSuccess = (message: string) => () => {
      toast.success(message);
      unsavedChanges.allowLeaving();
      void navigate(toImport ? paths.import : paths.capitalAccounts.list);
    };
    if (account === null) create.mutate(body, { onSuccess: onSuccess('Compte créé'), onError });
    else update.mutate({ id: account.id, body }, { onSuccess: onSuccess('Compte mis à jour'), onError });
  });

  return (
    <Card>
      <CardBody>
        <form noValidate onSubmit={submit} className="flex flex-col gap-6">
          {unsavedChanges.element}
          <section className="flex flex-col gap-4">
            <SectionTitle>Compte</SectionTitle>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
              <Field label="Nom" error={errors.name?.message} className="sm:col-span-2 lg:col-span-1">
                {(control) => <Input {...control} {...form.register('name')} autoComplete="off" />}
              </Field>
              <Field label="Type" error={errors.mode?.message}>
                {(control) => (
                  <Select {...control} {...form.register('mode')}>
                    {CAPITAL_MODES.map((mode) => (
                      <option key={mode} value={mode}>
                        {CAPITAL_MODE_LABELS[mode]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label="Devise" error={errors.currency?.message}>
                {(control) => (
                  <>
                    <Input
                      {...control}
                      {...form.register('currency')}
                      list="capital-account-currencies"
                      maxLength={3}
                      autoComplete="off"
                      spellCheck={false}
                      className="uppercase"
                    />
                    <datalist id="capital-account-currencies">
                      {COMMON_CURRENCIES.map((currency) => (
                        <option key={currency} value={currency} />
                      ))}
                    </datalist>
                  </>
                )}
              </Field>
              <BooleanSelectField
                control={form.control}
                name="is_active"
                label="Statut"
                error={errors.is_active?.message}
                trueLabel="Actif"
                falseLabel="Archivé"
              />
            </div>
          </section>
          <section className="flex flex-col gap-4">
            <SectionTitle>Soldes</SectionTitle>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field label="Solde de départ" error={errors.starting_balance?.message}>
                {(control) => <DecimalInput {...control} {...form.register('starting_balance')} />}
              </Field>
              <Field
                label="Solde actuel"
                hint="Vide : le solde de départ."
                error={errors.current_balance?.message}
              >
                {(control) => <DecimalInput {...control} {...form.register('current_balance')} />}
              </Field>
              <Field label="Objectif de solde" hint="Facultatif." error={errors.target_balance?.message}>
                {(control) => <DecimalInput {...control} {...form.register('target_balance')} />}
              </Field>
            </div>
          </section>
          <section className="flex flex-col gap-4">
            <SectionTitle>Période</SectionTitle>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field label="Date de début" error={errors.start_date?.message}>
                {(control) => <FormDateInput {...control} control={form.control} name="start_date" />}
              </Field>
              <Field label="Date cible" error={errors.target_date?.message}>
                {(control) => <FormDateInput {...control} control={form.control} name="target_date" />}
              </Field>
            </div>
          </section>
          {isChallenge && (
            <section className="flex flex-col gap-4">
              <SectionTitle>Règles du challenge</SectionTitle>
              <ChallengeRulesFields form={form} />
            </section>
          )}
          <Field label="Notes" error={errors.notes?.message}>
            {(control) => <Textarea {...control} {...form.register('notes')} rows={4} />}
          </Field>
          <FormFooter
            cancel={{ to: paths.capitalAccounts.list }}
            submitLabel={account === null ? 'Créer le compte' : 'Enregistrer'}
            pendingLabel="Enregistrement…"
            isPending={create.isPending || update.isPending}
          />
        </form>
      </CardBody>
    </Card>
  );
}
