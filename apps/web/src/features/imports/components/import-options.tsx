import {
  type CapitalAccount,
  IMPORT_PLATFORM_LABELS,
  IMPORT_PLATFORMS,
  type ImportZonePreset,
} from '@carnet/contract';
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
  /**
   * The file writes no zone and its platform none of its own, and the trader has not chosen yet: the question
   * to ask (docs/rules/imports.md#time-zones); `fileZone` is then only the preview's proposal.
   */
  zoneQuestion: string | null;
  /** The platform's usual zones, offered first. */
  presets: readonly ImportZonePreset[];
  errors: Record<string, string>;
  disabled?: boolean;
};

function zoneHint(
  statedZone: string | null,
  proposedZone: string | null,
  question: string | null,
): string | undefined {
  if (statedZone !== null) return `Indiqué par le fichier : ${statedZone}`;
  if (question !== null) return question;
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
  zoneQuestion,
  presets,
  errors,
  disabled,
}: ImportOptionsProps) {
  const toChoose = zoneQuestion !== null;
  const shownZone = toChoose ? '' : values.timezone === '' || zoneStated ? (fileZone ?? '') : values.timezone;
  const presetZones = useMemo(() => presets.map((preset) => preset.zone), [presets]);
  const suggested = useMemo(
    () =>
      suggestedTimeZones(toChoose ? [] : [proposedZone, fileZone], userTimeZone()).filter(
        (zone) => !presetZones.includes(zone),
      ),
    [proposedZone, fileZone, toChoose, presetZones],
  );
  const others = useMemo(
    () => knownTimeZones().filter((zone) => !suggested.includes(zone) && !presetZones.includes(zone)),
    [suggested, presetZones],
  );
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
        hint={zoneHint(zoneStated ? fileZone : null, proposedZone, zoneQuestion)}
      >
        {(control) => (
          <Select
            {...control}
            value={shownZone}
            disabled={disabled || zoneStated}
            onChange={(event) => onChange({ ...values, timezone: event.target.value })}
          >
            {shownZone === '' && <option value="">{toChoose ? 'À choisir' : 'Selon la plateforme'}</option>}
            {presets.length > 0 && (
              <optgroup label="Courants pour cette plateforme">
                {presets.map(({ zone, label }) => (
                  <option key={zone} value={zone}>
                    {label} — {zone}
                  </option>
                ))}
              </optgroup>
            )}
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
