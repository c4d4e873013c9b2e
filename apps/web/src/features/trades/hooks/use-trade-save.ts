import type { Trade } from '@carnet/contract';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../app/paths.ts';
import { mapError } from '../../../lib/error-mapper.ts';
import { reportFormError } from '../../../lib/report-error.ts';
import { useSingleSubmit } from '../../../lib/single-submit.ts';
import { useCreateTrade } from '../api/create-trade.ts';
import { useUpdateTrade } from '../api/update-trade.ts';
import { type TradeFormValues, tradeValues } from '../utils/trade-form-values.ts';
import { tradeCreateBody, tradeUpdateBody } from '../utils/trade-request.ts';
import type { SaveBeforeClose } from './use-close-trade.ts';
import type { ComplianceEvaluation } from './use-compliance-evaluation.ts';

/** docs/rules/trades.md#validation: server field errors shown under these fields (and the message as an error toast). */
export const TRADE_FIELDS = [
  'capital_account',
  'asset_type',
  'direction',
  'asset_name',
  'entry_price',
  'stop_loss_price',
  'quantity',
  'setup_reason',
  'post_trade_review',
  'take_profits',
  'entry_date',
  'strategy',
  'strategy_type',
  'risk_pct',
  'fees',
  'swap',
  'pnl_amount',
  'edit_reason',
] as const;

class InvalidFormError extends Error {}

type TradeSaveOptions = {
  trade: Trade | null;
  form: UseFormReturn<TradeFormValues>;
  evaluation: ComplianceEvaluation;
};

/**
 * Create or save the trade under the sending rules of docs/rules/trades.md#validation. With auto risk on, the risk sent is the one
 * recommended for the form as it is at the click (an evaluation still waiting for its 300 ms is asked at once).
 */
export function useTradeSave({ trade, form, evaluation }: TradeSaveOptions) {
  const navigate = useNavigate();
  const create = useCreateTrade();
  const update = useUpdateTrade();

  const recommendedRisk = async (values: TradeFormValues): Promise<number | null> => {
    if (!values.auto_risk) return null;
    try {
      return (await evaluation.evaluateNow())?.recommended_risk_pct ?? null;
    } catch {
      return evaluation.result?.recommended_risk_pct ?? null;
    }
  };
  const persist = async (values: TradeFormValues): Promise<Trade> => {
    const risk = await recommendedRisk(values);
    if (trade === null) return create.mutateAsync(tradeCreateBody(values, risk));
    return update.mutateAsync({ id: trade.id, body: tradeUpdateBody(values, trade.status, risk) });
  };

  const submit = useSingleSubmit(
    form.handleSubmit(async (values) => {
      try {
        const saved = await persist(values);
        if (trade === null) {
          toast.success('Opération créée');
          await navigate(paths.trades.edit(saved.id), { replace: true });
        } else {
          form.reset(tradeValues(saved));
          toast.success('Opération enregistrée');
        }
      } catch (error) {
        reportFormError(error, form.setError, TRADE_FIELDS);
      }
    }),
  );

  /** « Enregistrer puis clôturer »: the field errors are shown; the close hook words the toast (docs/ui.md#errors). */
  const saveBeforeClose: SaveBeforeClose = async () => {
    const attempt: { outcome: { saved: Trade } | { failure: unknown } } = {
      outcome: { failure: new InvalidFormError() },
    };
    await form.handleSubmit(async (values) => {
      try {
        attempt.outcome = { saved: await persist(values) };
      } catch (failure) {
        const { fieldErrors } = mapError(failure);
        for (const field of TRADE_FIELDS) {
          const message = fieldErrors[field];
          if (message !== undefined) form.setError(field, { type: 'server', message });
        }
        attempt.outcome = { failure };
      }
    })();
    const { outcome } = attempt;
    if ('failure' in outcome) throw outcome.failure;
    form.reset(tradeValues(outcome.saved));
    return outcome.saved;
  };

  return { submit, saveBeforeClose, isSaving: create.isPending || update.isPending };
}
