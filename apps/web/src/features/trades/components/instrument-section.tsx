import { ASSET_TYPE_LABELS, ASSET_TYPES } from '@carnet/contract';
import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { DirectionToggle } from '../../../components/direction-toggle.tsx';
import { DateTimeInput } from '../../../components/ui/date-time-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useProfile } from '../../profile/api/get-profile.ts';
import type { TradeFormValues } from '../utils/trade-form-values.ts';
import { TradeFormSection } from './trade-form-section.tsx';

/** Asset type, asset name from the profile's list for that type (docs/rules/trades.md#validation), direction and entry time. */
export function InstrumentSection({ isPlanLocked }: { isPlanLocked: boolean }) {
  const form = useFormContext<TradeFormValues>();
  const { errors } = form.formState;
  const profile = useProfile();
  const [assetType, assetName] = useWatch({ control: form.control, name: ['asset_type', 'asset_name'] });
  const storedAssets = profile.data?.assets[assetType];
  // A profile that cannot be loaded offers no name (and clears none: the list is unknown, not empty).
  const assets = profile.isError ? [] : storedAssets;

  // docs/rules/trades.md#validation: a name that is not in the profile's list for this type is cleared.
  useEffect(() => {
    if (storedAssets !== undefined && assetName !== '' && !storedAssets.includes(assetName)) {
      form.setValue('asset_name', '', { shouldDirty: true });
    }
  }, [storedAssets, assetName, form]);

  return (
    <TradeFormSection id="trade-instrument" title="Instrument">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Type d’actif" error={errors.asset_type?.message}>
          {(control) => (
            <Select {...control} {...form.register('asset_type')}>
              {ASSET_TYPES.map((type) => (
                <option key={type} value={type}>
                  {ASSET_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Actif"
          error={errors.asset_name?.message}
          hint={
            assets !== undefined && assets.length === 0 ? (
              <>
                Aucun actif {ASSET_TYPE_LABELS[assetType].toLowerCase()} configuré.{' '}
                <Link to={paths.profile} className="font-medium text-accent hover:underline">
                  Configurez vos actifs dans votre profil
                </Link>
              </>
            ) : undefined
          }
        >
          {(control) =>
            assets === undefined ? (
              <Skeleton className="h-9" />
            ) : (
              <Controller
                control={form.control}
                name="asset_name"
                render={({ field }) => (
                  <Select {...control} {...field} disabled={assets.length === 0}>
                    <option value="">Choisir un actif…</option>
                    {assets.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </Select>
                )}
              />
            )
          }
        </Field>
        <Controller
          control={form.control}
          name="direction"
          render={({ field }) => (
            <DirectionToggle
              value={field.value}
              onChange={field.onChange}
              disabled={isPlanLocked}
              error={errors.direction?.message}
            />
          )}
        />
        <Field label="Date et heure d’entrée" error={errors.entry_date?.message}>
          {(control) => <DateTimeInput {...control} {...form.register('entry_date')} />}
        </Field>
      </div>
    </TradeFormSection>
  );
}
