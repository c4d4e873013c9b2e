import { type CapitalAccount, IMPORT_PLATFORM_LABELS, IMPORT_PLATFORMS } from '@carnet/contract';
import { useMemo } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatMoney, userTimeZone } from '../../../lib/format.ts';
import { knownTimeZones, suggestedTimeZones } from '../../../lib/time-zone-options.ts';

export type ImportOptionValues = {
  capitalAccount: string;
  timezone: string;
  platform: string;
  riskPerTrade: string;
};

type ImportOptionsProps = {
  values: ImportOptionValues;
  onChange: (values: ImportOptionValues) => void;
  accounts: readonly CapitalAccount[] | undefined;
  /** The zone the preview read the file in (the platform's hint when none was chosen). */
  fileZone: string | null;
  /** The zone the server proposed for the file (the platform's hint), kept after the trader picks another. */
  proposedZone: string | null;
  /** The file writes the zone of its times (`timezone_stated`): `fileZone` is it, not the trader's to choose. */
  zoneStated: boolean;
  errors: Record<string, string>;
  disabled?: boolean;
};

function zoneHint(statedZone: string | null, proposedZone: string | null): string | undefined {
  if (statedZone !== null) return `Indiqué par le fichier : ${statedZone}`;
  return proposedZone === null ? undefined : `Proposé pour ce fichier : ${proposedZone}`;
}

/**
 * The account the trades go to, the zone of the file's times, the platform when detection is wrong, and the risk
 * each trade took, when the trader wants R for trades whose file gives no initial stop.
 */
export function ImportOptions({
  values,
  onChange,
  accounts,
  fileZone,
  proposedZone,
  zoneStated,
  errors,
  disabled,
}: ImportOptionsProps) {
  const shownZone = values.timezone === '' || zoneStated ? (fileZone ?? '') : values.timezone;
  const suggested = useMemo(
    () => suggestedTimeZones([proposedZone, fileZone], userTimeZone()),
    [proposedZone, fileZone],
  );
  const others = useMemo(() => knownTimeZones().filter((zone) => !suggested.includes(zone)), [suggested]);
  const activeAccounts = accounts?.filter((account) => account.is_active) ?? [];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Field label="Compte de capital" error={errors.capital_account}>
        {(control) => (
          <Select
            {...control}
            value={values.capitalAccount}
            disabled={disabled || accounts === undefined}
            onChange={(event) => onChange({ ...values, capitalAccount: event.target.value })}
          >
            <option value="">Choisir un compte</option>
            {activeAccounts.map((account) => (
              <option key={account.id} value={String(account.id)}>
                {account.name} — {formatMoney(account.current_balance, account.currency)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Fuseau horaire du fichier"
        error={errors.timezone}
        hint={zoneHint(zoneStated ? fileZone : null, proposedZone)}
      >
        {(control) => (
          <Select
            {...control}
            value={shownZone}
            disabled={disabled || zoneStated}
            onChange={(event) => onChange({ ...values, timezone: event.target.value })}
          >
            {shownZone === '' && <option value="">Selon la plateforme</option>}
            <optgroup label="Suggérés">
              {suggested.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </optgroup>
            <optgroup label="Tous les fuseaux">
              {others.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </optgroup>
          </Select>
        )}
      </Field>
      <Field label="Plateforme" error={errors.platform}>
        {(control) => (
          <Select
            {...control}
            value={values.platform}
            disabled={disabled}
            onChange={(event) => onChange({ ...values, platform: event.target.value })}
          >
            <option value="">Détection automatique</option>
            {IMPORT_PLATFORMS.filter((platform) => platform !== 'TEMPLATE').map((platform) => (
              <option key={platform} value={platform}>
                {IMPORT_PLATFORM_LABELS[platform]}
              </option>
            ))}
            <option value="TEMPLATE">Autre CSV (modèle d’import)</option>
          </Select>
        )}
      </Field>
      <Field
        label="Risque par trade"
        error={errors.risk_per_trade}
        hint="Montant (ex. 100) ou % du solde à l’entrée (ex. 1 %). Sans lui, le R est inconnu si le fichier ne donne pas le stop initial."
      >
        {(control) => (
          <Input
            {...control}
            value={values.riskPerTrade}
            placeholder="Facultatif"
            disabled={disabled}
            onChange={(event) => onChange({ ...values, riskPerTrade: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
