import { pointValuesField } from '@carnet/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import type { PointValues } from '../api/import-form-data.ts';

type PointValuesPanelProps = {
  /** The roots the preview asks for (`point_values_needed`). */
  needed: readonly string[];
  /** The values already applied to the preview. */
  given: PointValues;
  currency: string;
  onApply: (values: PointValues) => void;
  /** The server's 400 on `point_values`. */
  error: string | undefined;
  disabled?: boolean;
};

/**
 * docs/rules/imports.md: Carnet knows the point value of the common futures roots « and asks for otherwise ». One field per
 * root the preview asks for (and per root already given, to correct it), checked by the contract's rule; applying
 * previews the file again with them, so the totals shown are the ones the import will write.
 */
export function PointValuesPanel({
  needed,
  given,
  currency,
  onApply,
  error,
  disabled,
}: PointValuesPanelProps) {
  const roots = [...new Set([...needed, ...Object.keys(given)])].sort();
  const [draft, setDraft] = useState<Record<string, string>>({ ...given });
  // The contract's own check, so a value the server would refuse is said here, beside its field.
  const [refusal, setRefusal] = useState<string | null>(null);
  if (roots.length === 0) return null;
  const missing = needed.length;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const values = Object.fromEntries(
      roots.flatMap((root) => {
        const value = draft[root]?.trim() ?? '';
        return value === '' ? [] : [[root, value]];
      }),
    );
    const checked = pointValuesField.safeParse(JSON.stringify(values));
    setRefusal(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (checked.success) onApply(values);
  };
  const shownError = refusal ?? error;

  return (
    <section
      aria-labelledby="point-values-title"
      className="flex flex-col gap-3 rounded-md border border-warn/40 bg-warn-soft p-4"
    >
      <div className="flex flex-col gap-1">
        <h3 id="point-values-title" className="text-sm font-semibold text-warn">
          {missing === 0
            ? 'Valeurs du point indiquées'
            : missing === 1
              ? 'Valeur du point à indiquer'
              : `${missing} valeurs du point à indiquer`}
        </h3>
        <p className="text-sm text-fg-muted">
          {missing === 0
            ? 'Les montants de ces contrats sont calculés avec vos valeurs.'
            : 'Carnet ne connaît pas la valeur d’un point de ces contrats : tant qu’elle manque, leurs opérations ne sont pas importées.'}{' '}
          Indiquez ce que rapporte un point entier de prix pour un contrat, en {currency}.
        </p>
      </div>
      <form onSubmit={apply} className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-3">
          {roots.map((root) => (
            <Field
              key={root}
              label={`Valeur du point — ${root}`}
              hint={needed.includes(root) ? 'Manquante' : undefined}
            >
              {(control) => (
                <DecimalInput
                  {...control}
                  placeholder="ex. 50"
                  value={draft[root] ?? ''}
                  disabled={disabled}
                  onChange={(event) => setDraft((current) => ({ ...current, [root]: event.target.value }))}
                />
              )}
            </Field>
          ))}
        </div>
        {shownError !== undefined && (
          <p role="alert" className="text-sm font-medium text-loss">
            {shownError}
          </p>
        )}
        <div>
          <Button type="submit" disabled={disabled}>
            Recalculer l’aperçu
          </Button>
        </div>
      </form>
    </section>
  );
}
