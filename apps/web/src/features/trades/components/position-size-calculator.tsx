import type { AssetType } from '@carnet/contract';
import { type PositionSize, positionSize } from '@carnet/domain';
import { Calculator } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { decimalText, frenchText, typingIssue } from '../../../lib/form-text.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { useCapitalAccounts } from '../../capital-accounts/api/list-capital-accounts.ts';
import { useInstrumentSpec } from '../api/get-instrument.ts';
import type { TradeFormValues } from '../utils/trade-form-values.ts';
import { Figure } from './figure.tsx';

/** What one unit of quantity is called, by the kind of instrument. */
const UNITS: Record<AssetType, string> = {
  FOREX: 'lot(s)',
  CFD: 'lot(s)',
  FUTURES: 'contrat(s)',
  STOCK: 'action(s)',
  CRYPTO: 'unité(s)',
};

const REFUSALS: Record<Exclude<PositionSize, { ok: true }>['error'], string> = {
  NO_RISK: 'Indiquez un risque : un pourcentage du solde ou un montant.',
  STOP_AT_ENTRY: 'Le stop est au prix d’entrée : aucune taille ne limite la perte.',
  INVALID_INPUT: 'Renseignez le solde, le prix d’entrée et le stop.',
  BELOW_ONE_STEP: 'Ce risque ne couvre pas le plus petit pas de quantité de l’instrument.',
  FX_RATE_NEEDED: 'Indiquez le taux de change.',
  INVALID_FX_RATE: 'Le taux de change doit être supérieur à 0.',
  UNKNOWN_ACCOUNT_CURRENCY: 'Devise du compte inconnue.',
};

const UNKNOWN_INSTRUMENT =
  'Carnet ne connaît pas la taille de cet instrument : pas de calcul, et son résultat sera estimé depuis R × risque.';

/**
 * The position size of the trade form (docs/rules/money.md#instruments): from the balance (the account's, editable),
 * a risk (percent of it or an amount), the form's entry and stop and the instrument's specification
 * (`GET /api/v1/instruments/{symbol}/`), the quantity rounded down to the instrument's step, with the pip or point
 * value and the money at risk; « Utiliser cette taille » puts it in « Quantité ».
 */
export function PositionSizeCalculator() {
  const form = useFormContext<TradeFormValues>();
  const [assetName, assetType, accountText, entry, stop, formRiskPct] = useWatch({
    control: form.control,
    name: ['asset_name', 'asset_type', 'capital_account', 'entry_price', 'stop_loss_price', 'risk_pct'],
  });
  const accountId = accountText === '' ? null : Number(accountText);
  const account = useCapitalAccounts().data?.find((candidate) => candidate.id === accountId);
  const spec = useInstrumentSpec(assetName, accountId, assetType);
  const [typedBalance, setTypedBalance] = useState<string | null>(null);
  const [typedRiskPct, setTypedRiskPct] = useState<string | null>(null);
  const [riskAmount, setRiskAmount] = useState('');
  const [fxRate, setFxRate] = useState('');
  const balance = typedBalance ?? frenchText(account?.current_balance ?? '');
  const riskPct = typedRiskPct ?? formRiskPct;
  const currency = account?.currency ?? spec.data?.quote_currency ?? 'USD';

  if (assetName.trim() === '')
    return <p className="text-xs text-fg-muted">Indiquez l’actif pour calculer.</p>;
  if (spec.isError) return <p className="text-xs text-warn">{UNKNOWN_INSTRUMENT}</p>;
  if (spec.data === undefined) return null;
  const size = positionSize(
    {
      balance: decimalText(balance),
      risk_pct: decimalText(riskPct),
      risk_amount: decimalText(riskAmount),
      entry_price: decimalText(entry),
      stop_price: decimalText(stop),
      fx_rate: decimalText(fxRate),
    },
    spec.data,
    currency,
  );
  const asksRate = !size.ok && (size.error === 'FX_RATE_NEEDED' || size.error === 'INVALID_FX_RATE');
  const unit = UNITS[spec.data.asset_type];

  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={`Solde (${currency})`} error={typingIssue(balance)}>
          {(control) => (
            <DecimalInput
              {...control}
              value={balance}
              onChange={(event) => setTypedBalance(event.target.value)}
            />
          )}
        </Field>
        <Field label="Risque du calcul (%)" error={typingIssue(riskPct)}>
          {(control) => (
            <DecimalInput
              {...control}
              value={riskPct}
              disabled={decimalText(riskAmount) !== ''}
              onChange={(event) => setTypedRiskPct(event.target.value)}
            />
          )}
        </Field>
        <Field label={`Ou montant risqué (${currency})`} error={typingIssue(riskAmount)}>
          {(control) => (
            <DecimalInput
              {...control}
              value={riskAmount}
              onChange={(event) => setRiskAmount(event.target.value)}
            />
          )}
        </Field>
        {asksRate && (
          <Field
            label={`Taux de change (1 ${spec.data.quote_currency} en ${currency})`}
            error={typingIssue(fxRate)}
          >
            {(control) => (
              <DecimalInput {...control} value={fxRate} onChange={(event) => setFxRate(event.target.value)} />
            )}
          </Field>
        )}
      </div>
      {size.ok ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          <dl aria-label="Taille calculée" className="grid grid-cols-3 gap-3">
            <Figure label="Taille">
              {formatNumber(size.quantity)} {unit}
            </Figure>
            <Figure label={size.pip_value === null ? 'Valeur du point' : 'Valeur du pip'}>
              {formatMoney(size.pip_value ?? size.point_value, currency)}
            </Figure>
            <Figure label="Argent risqué">{formatMoney(size.money_at_risk, currency)}</Figure>
          </dl>
          <Button
            onClick={() =>
              form.setValue('quantity', frenchText(size.quantity), {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
          >
            <Calculator aria-hidden className="size-4" />
            Utiliser cette taille
          </Button>
        </div>
      ) : (
        <p className="text-xs text-fg-muted">{REFUSALS[size.error]}</p>
      )}
    </div>
  );
}
