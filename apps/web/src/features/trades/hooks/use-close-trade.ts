import { REQUIRED_MESSAGE, type Trade } from '@carnet/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  CLOSE_FAILED,
  closeDateFailureMessage,
  closeFailureMessage,
  saveBeforeCloseFailureMessage,
} from '../../../lib/error-mapper.ts';
import { decimalText, typingIssue } from '../../../lib/form-text.ts';
import { fromDateTimeLocal, toDateTimeLocal } from '../../../lib/local-date-time.ts';
import { useCloseTradeMutation } from '../api/close-trade.ts';
import { CLOSE_PRICE_REQUIRED, hitTakeProfitIds } from '../utils/close-rules.ts';
import { useCloseMoney } from './use-close-money.ts';

export type CloseTradeState = ReturnType<typeof useCloseTrade>;

/** What the close dialog needs from the form for « Enregistrer puis clôturer »: a save that answers the trade. */
export type SaveBeforeClose = () => Promise<Trade>;

/**
 * The close logic shared by the edit page's dialog and the detail page's panel (docs/rules/trades.md, docs/rules/trades.md#validation, docs/ui.md#errors): close price
 * required, reached take profits among the trade's own (dropped when their take profit disappears), only
 * finite ids sent once, the failure message rule, « Opération clôturée », and the close-price input cleared.
 * The close date (docs/rules/trades.md) reads « now » until the trader types one: a page left open for an hour still closes
 * at the moment of the click, and what the input shows is the trader's wall clock, sent as a UTC instant.
 * Fees, swap and a reported net (docs/rules/trades.md) are sent only when typed (`useCloseMoney`).
 */
export function useCloseTrade(trade: Trade, onClosed?: (closed: Trade) => void) {
  const mutation = useCloseTradeMutation();
  const [closePrice, setClosePrice] = useState('');
  const [selectedIds, setSelectedIds] = useState<readonly number[]>([]);
  const [error, setError] = useState<string | null>(null);
  // null: the trader kept « now ».
  const [typedCloseDate, setTypedCloseDate] = useState<string | null>(null);
  const [closeDateError, setCloseDateError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const money = useCloseMoney();

  // docs/rules/trades.md: a ticked take profit that disappeared (removed and saved) is no longer ticked.
  const available = trade.take_profits.map((takeProfit) => takeProfit.id);
  const kept = selectedIds.filter((id) => available.includes(id));
  if (kept.length !== selectedIds.length) setSelectedIds(kept);

  const toggle = (id: number, isHit: boolean) =>
    setSelectedIds((ids) =>
      isHit ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id),
    );

  const changeClosePrice = (text: string) => {
    setClosePrice(text);
    if (error === CLOSE_PRICE_REQUIRED && text.trim() !== '') setError(null);
  };

  const closeDate = typedCloseDate ?? toDateTimeLocal(new Date());
  const changeCloseDate = (text: string) => {
    setTypedCloseDate(text);
    setCloseDateError(null);
  };

  /** Closes the trade, after `saveFirst` when given; true once closed. */
  const close = async (saveFirst?: SaveBeforeClose): Promise<boolean> => {
    const price = decimalText(closePrice);
    const priceIssue = price === '' ? CLOSE_PRICE_REQUIRED : typingIssue(closePrice);
    const closeInstant = fromDateTimeLocal(closeDate);
    if (priceIssue !== undefined) setError(priceIssue);
    if (closeInstant === null) setCloseDateError(REQUIRED_MESSAGE);
    const moneyBody = money.body();
    if (priceIssue !== undefined || closeInstant === null || moneyBody === null) return false;
    setError(null);
    setCloseDateError(null);
    let target = trade;
    if (saveFirst !== undefined) {
      setIsSaving(true);
      try {
        target = await saveFirst();
      } catch (failure) {
        toast.error(saveBeforeCloseFailureMessage(failure));
        return false;
      } finally {
        setIsSaving(false);
      }
    }
    const stillThere = new Set(target.take_profits.map((takeProfit) => takeProfit.id));
    try {
      const closed = await mutation.mutateAsync({
        id: target.id,
        body: {
          close_price: price,
          hit_take_profits: hitTakeProfitIds(kept.filter((id) => stillThere.has(id))),
          close_date: closeInstant,
          ...moneyBody,
        },
      });
      toast.success('Opération clôturée');
      setClosePrice('');
      setSelectedIds([]);
      setTypedCloseDate(null);
      money.reset();
      onClosed?.(closed);
      return true;
    } catch (failure) {
      const message = closeFailureMessage(failure);
      const dateMessage = closeDateFailureMessage(failure);
      const isMoneyRefused = money.showServerErrors(failure);
      // A refused date or amount is said under its field; the alert is for the reasons that have no field here.
      setCloseDateError(dateMessage);
      setError(message === dateMessage || (isMoneyRefused && message === CLOSE_FAILED) ? null : message);
      toast.error(message);
      return false;
    }
  };

  return {
    closePrice,
    setClosePrice: changeClosePrice,
    closeDate,
    setCloseDate: changeCloseDate,
    closeDateError,
    selectedIds: kept,
    toggle,
    money,
    error,
    close,
    isClosing: mutation.isPending || isSaving,
  };
}
