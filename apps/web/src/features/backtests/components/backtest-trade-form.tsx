import type { BacktestSession } from '@carnet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { Controller, FormProvider, type Path, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DirectionToggle } from '../../../components/direction-toggle.tsx';
import { TakeProfitRows } from '../../../components/take-profit-rows.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { DateTimeInput } from '../../../components/ui/date-time-input.tsx';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { reportFormError } from '../../../lib/report-error.ts';
import { useCreateSessionTrade } from '../api/create-session-trade.ts';
import {
  type BacktestTradeFormValues,
  BLANK_TAKE_PROFIT,
  backtestTradeDefaults,
  backtestTradeFormSchema,
  toBacktestTradePayload,
} from '../utils/backtest-trade-form.ts';

const SERVER_FIELDS = [
  'side',
  'instrument',
  'timeframe',
  'strategy_tag',
  'entry_time',
  'entry_price',
  'qty',
  'stop_loss',
  'notes',
  'take_profits',
] as const satisfies readonly Path<BacktestTradeFormValues>[];

/** docs/ui.md, docs/rules/trades.md#validation: the add-trade form of a session. */
export function BacktestTradeForm({ session }: { session: BacktestSession }) {
  const createTrade = useCreateSessionTrade(session.id);
  const form = useForm<BacktestTradeFormValues>({
    resolver: zodResolver(backtestTradeFormSchema),
    defaultValues: backtestTradeDefaults(session, new Date()),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    createTrade.mutate(toBacktestTradePayload(values, session.id), {
      onSuccess: () => {
        toast.success('Trade ajouté');
        // The next trade of a replay is usually on the same market, side setup and strategy.
        form.reset(
          backtestTradeDefaults({ instrument: values.instrument, timeframe: values.timeframe }, new Date(), {
            side: values.side,
            strategy_tag: values.strategy_tag,
          }),
        );
      },
      onError: (error) => reportFormError(error, form.setError, SERVER_FIELDS),
    }),
  );

  return (
    <Card aria-labelledby="add-trade-title">
      <CardHeader
        titleId="add-trade-title"
        title="Ajouter un trade"
        description="Sorties aux take profits, le reste au stop ; sans stop ni sortie complète, le trade reste ouvert."
      />
      <CardBody>
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
              <Controller
                control={form.control}
                name="side"
                render={({ field }) => (
                  <DirectionToggle
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.side?.message}
                  />
                )}
              />
              <Field label="Instrument" error={errors.instrument?.message}>
                {(control) => (
                  <Input
                    {...control}
                    {...form.register('instrument')}
                    autoCapitalize="characters"
                    spellCheck={false}
                  />
                )}
              </Field>
              <Field label="Unité de temps" error={errors.timeframe?.message}>
                {(control) => <Input {...control} {...form.register('timeframe')} spellCheck={false} />}
              </Field>
              <Field label="Tag de stratégie" error={errors.strategy_tag?.message}>
                {(control) => (
                  <Input {...control} {...form.register('strategy_tag')} placeholder="Ex. : BOS M5" />
                )}
              </Field>
              <Field label="Date d’entrée" error={errors.entry_time?.message} className="col-span-2">
                {(control) => <DateTimeInput {...control} {...form.register('entry_time')} />}
              </Field>
            </div>
            <div className="grid gap-x-3 gap-y-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
              <div className="grid grid-cols-2 content-start gap-3 sm:grid-cols-3 md:grid-cols-2 lg:grid-cols-3">
                <Field label="Prix d’entrée" error={errors.entry_price?.message}>
                  {(control) => (
                    <DecimalInput {...control} {...form.register('entry_price')} minDecimals={2} />
                  )}
                </Field>
                <Field label="Quantité" error={errors.qty?.message}>
                  {(control) => <DecimalInput {...control} {...form.register('qty')} minDecimals={2} />}
                </Field>
                <Field label="Stop loss (facultatif)" error={errors.stop_loss?.message}>
                  {(control) => <DecimalInput {...control} {...form.register('stop_loss')} minDecimals={2} />}
                </Field>
              </div>
              <TakeProfitRows
                blankRow={BLANK_TAKE_PROFIT}
                minDecimals={2}
                hint="Une ligne sans prix et quantité positifs est ignorée."
              />
            </div>
            <div className="flex flex-col gap-3 md:flex-row md:items-end">
              <Field label="Notes" error={errors.notes?.message} className="flex-1">
                {(control) => (
                  <Textarea {...control} {...form.register('notes')} rows={1} className="min-h-9" />
                )}
              </Field>
              <Button type="submit" variant="primary" isLoading={createTrade.isPending} loadingText="Ajout…">
                <Plus aria-hidden className="size-4" />
                Ajouter le trade
              </Button>
            </div>
          </form>
        </FormProvider>
      </CardBody>
    </Card>
  );
}
