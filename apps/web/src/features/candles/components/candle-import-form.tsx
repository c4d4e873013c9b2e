import type { CandleImportResult } from '@carnet/contract';
import { CANDLE_TIMEFRAMES } from '@carnet/domain';
import { Upload } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { mapError } from '../../../lib/error-mapper.ts';
import { userTimeZone } from '../../../lib/format.ts';
import { knownTimeZones, suggestedTimeZones } from '../../../lib/time-zone-options.ts';
import { useImportCandles } from '../api/import-candles.ts';
import {
  type CandleImportErrors,
  EMPTY_CANDLE_IMPORT,
  readTimeframe,
  validateCandleImport,
} from '../utils/candle-import-validation.ts';
import { TIMEFRAME_LABELS } from '../utils/timeframe-labels.ts';

type CandleImportFormProps = { symbols: readonly string[]; onImported: (result: CandleImportResult) => void };

/**
 * The candle file, the symbol as the trades name it (the trader's symbols offered), the zone of the file's
 * times (chosen, never guessed) and the timeframe when the spacing should not decide (docs/rules/candles.md#candles).
 */
export function CandleImportForm({ symbols, onImported }: CandleImportFormProps) {
  const symbolListId = useId();
  const [values, setValues] = useState(EMPTY_CANDLE_IMPORT);
  const [errors, setErrors] = useState<CandleImportErrors>({});
  const [fileKey, setFileKey] = useState(0);
  const importCandles = useImportCandles();
  const suggested = useMemo(() => suggestedTimeZones([], userTimeZone()), []);
  const others = useMemo(() => knownTimeZones().filter((zone) => !suggested.includes(zone)), [suggested]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCandleImport(values);
    setErrors(found);
    if (values.file === null || Object.keys(found).length > 0) return;
    importCandles.mutate(
      { ...values, file: values.file },
      {
        onSuccess: (result) => {
          toast.success('Bougies importées');
          onImported(result);
          setValues({ ...EMPTY_CANDLE_IMPORT, symbol: values.symbol, timezone: values.timezone });
          setFileKey((key) => key + 1);
        },
        onError: (error) => {
          const mapped = mapError(error);
          setErrors(mapped.fieldErrors);
          toast.error(mapped.message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Fichier de bougies" error={errors.file} hint="CSV ou TXT exporté de la plateforme.">
          {(control) => (
            <Input
              {...control}
              key={fileKey}
              type="file"
              accept=".csv,.txt,.tsv,text/csv,text/plain"
              className="py-1.5 file:mr-2 file:border-0 file:bg-transparent file:text-sm file:text-fg"
              onChange={(event) => setValues({ ...values, file: event.target.files?.[0] ?? null })}
            />
          )}
        </Field>
        <Field label="Symbole" error={errors.symbol} hint="Tel que vos opérations le nomment.">
          {(control) => (
            <>
              <Input
                {...control}
                list={symbolListId}
                value={values.symbol}
                autoComplete="off"
                placeholder="ex. EURUSD"
                onChange={(event) => setValues({ ...values, symbol: event.target.value })}
              />
              <datalist id={symbolListId}>
                {symbols.map((symbol) => (
                  <option key={symbol} value={symbol} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field
          label="Fuseau horaire du fichier"
          error={errors.timezone}
          hint="Celui des heures écrites dans le fichier (sans effet si elles portent leur décalage)."
        >
          {(control) => (
            <Select
              {...control}
              value={values.timezone}
              onChange={(event) => setValues({ ...values, timezone: event.target.value })}
            >
              <option value="">Choisir un fuseau</option>
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
        <Field label="Unité de temps" error={errors.timeframe}>
          {(control) => (
            <Select
              {...control}
              value={values.timeframe}
              onChange={(event) => setValues({ ...values, timeframe: readTimeframe(event.target.value) })}
            >
              <option value="">Détectée d’après l’espacement</option>
              {CANDLE_TIMEFRAMES.map((timeframe) => (
                <option key={timeframe} value={timeframe}>
                  {TIMEFRAME_LABELS[timeframe]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div>
        <Button
          type="submit"
          variant="primary"
          isLoading={importCandles.isPending}
          loadingText="Import en cours…"
        >
          <Upload aria-hidden className="size-4" />
          Importer les bougies
        </Button>
      </div>
    </form>
  );
}
