import type { Trade } from '@carnet/contract';
import { CircleAlert } from 'lucide-react';
import { DateTimeInput } from '../../../components/ui/date-time-input.tsx';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useAccountCurrency } from '../hooks/use-account-currency.ts';
import type { CloseTradeState } from '../hooks/use-close-trade.ts';
import { CLOSE_PRICE_REQUIRED } from '../utils/close-rules.ts';
import { CloseMoneyFields } from './close-money-fields.tsx';
import { TakeProfitHits } from './take-profit-hits.tsx';

type CloseFieldsProps = { trade: Trade; closing: CloseTradeState; autoFocus?: boolean };

/**
 * What both close views share (the edit page's dialog, the detail page's panel): the close price, the close date
 * (docs/rules/trades.md), the reached take profits, the money in the account's currency (docs/rules/trades.md), and the refusal of
 * docs/ui.md#errors when the close fails.
 */
export function CloseFields({ trade, closing, autoFocus = false }: CloseFieldsProps) {
  const isPriceMissing = closing.error === CLOSE_PRICE_REQUIRED;
  const currency = useAccountCurrency(trade.capital_account);
  return (
    <div className="flex flex-col gap-4">
      <Field label="Prix de clôture" error={isPriceMissing ? CLOSE_PRICE_REQUIRED : undefined}>
        {(control) => (
          <DecimalInput
            {...control}
            autoFocus={autoFocus}
            value={closing.closePrice}
            disabled={closing.isClosing}
            onChange={(event) => closing.setClosePrice(event.target.value)}
          />
        )}
      </Field>
      <Field label="Date et heure de clôture" error={closing.closeDateError ?? undefined}>
        {(control) => (
          <DateTimeInput
            {...control}
            value={closing.closeDate}
            disabled={closing.isClosing}
            onChange={(event) => closing.setCloseDate(event.target.value)}
          />
        )}
      </Field>
      <TakeProfitHits
        takeProfits={trade.take_profits}
        selectedIds={closing.selectedIds}
        onToggle={closing.toggle}
        disabled={closing.isClosing}
      />
      <CloseMoneyFields
        money={closing.money}
        currency={currency}
        disabled={closing.isClosing}
        kept={{ fees: trade.fees, swap: trade.swap }}
      />
      {closing.error !== null && !isPriceMissing && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md bg-loss-soft px-3 py-2 text-sm text-loss"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {closing.error}
        </p>
      )}
    </div>
  );
}
