import {
  IMPORT_DATE_FORMAT_LABELS,
  IMPORT_DATE_FORMATS,
  IMPORT_DECIMAL_SEPARATOR_LABELS,
  IMPORT_DECIMAL_SEPARATORS,
  IMPORT_DELIMITER_LABELS,
  IMPORT_DELIMITERS,
  IMPORT_TEMPLATE_COLUMN_LABELS,
  type ImportHeader,
  type ImportTemplate,
  type ImportTemplateInput,
  importTemplateInputSchema,
} from '@carnet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { mapError } from '../../../lib/error-mapper.ts';
import { knownTimeZones } from '../../../lib/time-zone-options.ts';
import { useSaveImportTemplate } from '../api/save-import-template.ts';
import {
  initialTemplateValues,
  isRequiredColumn,
  markTemplateErrors,
  TEMPLATE_COLUMNS,
} from './template-form-values.ts';

type TemplateFormProps = {
  template: ImportTemplate | null;
  header: ImportHeader;
  fileName: string;
  onSaved: (template: ImportTemplate) => void;
  onCancel: (() => void) | undefined;
};

/** Each Carnet field mapped to a column of the file's header, and how the file writes numbers and dates. */
export function TemplateForm({ template, header, fileName, onSaved, onCancel }: TemplateFormProps) {
  const save = useSaveImportTemplate();
  const form = useForm<ImportTemplateInput, unknown, ImportTemplateInput>({
    resolver: zodResolver(importTemplateInputSchema),
    defaultValues: initialTemplateValues(template, header, fileName),
  });
  const unsavedChanges = useUnsavedChangesGuard(form.control);
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: template?.id ?? null, body },
      {
        onSuccess: (saved) => {
          toast.success('Modèle enregistré');
          unsavedChanges.allowLeaving();
          onSaved(saved);
        },
        onError: (error) => {
          if (!markTemplateErrors(error, form.setError)) toast.error(mapError(error).message);
        },
      },
    ),
  );
  const firstRow = header.sample[0] ?? [];

  return (
    <form noValidate onSubmit={submit} aria-label="Modèle d’import" className="flex flex-col gap-4">
      {unsavedChanges.element}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Nom du modèle" error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="off" />}
        </Field>
        <Field label="Séparateur de colonnes" error={errors.delimiter?.message}>
          {(control) => (
            <Select {...control} {...form.register('delimiter')}>
              {IMPORT_DELIMITERS.map((delimiter) => (
                <option key={delimiter} value={delimiter}>
                  {IMPORT_DELIMITER_LABELS[delimiter]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Séparateur décimal" error={errors.decimal_separator?.message}>
          {(control) => (
            <Select {...control} {...form.register('decimal_separator')}>
              {IMPORT_DECIMAL_SEPARATORS.map((separator) => (
                <option key={separator} value={separator}>
                  {IMPORT_DECIMAL_SEPARATOR_LABELS[separator]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Format des dates" error={errors.date_format?.message}>
          {(control) => (
            <Select {...control} {...form.register('date_format')}>
              {IMPORT_DATE_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {IMPORT_DATE_FORMAT_LABELS[format]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Fuseau horaire des dates" error={errors.timezone?.message}>
          {(control) => (
            <Select {...control} {...form.register('timezone')}>
              {knownTimeZones().map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-3 text-sm font-medium text-fg">
          Colonne du fichier pour chaque champ{' '}
          <span className="font-normal text-fg-muted">(* obligatoire)</span>
        </legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TEMPLATE_COLUMNS.map((column) => {
            const required = isRequiredColumn(column);
            return (
              <Field
                key={column}
                label={
                  <>
                    {IMPORT_TEMPLATE_COLUMN_LABELS[column]}
                    {required && <span aria-hidden> *</span>}
                  </>
                }
                error={errors.columns?.[column]?.message}
              >
                {(control) => (
                  <Select {...control} {...form.register(`columns.${column}`)} required={required}>
                    <option value="">{required ? 'Choisir une colonne' : 'Absente du fichier'}</option>
                    {header.columns.map((name, index) => (
                      <option key={name} value={name}>
                        {firstRow[index] ? `${name} — ${firstRow[index]}` : name}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" isLoading={save.isPending} loadingText="Enregistrement…">
          {template === null ? 'Enregistrer le modèle' : 'Enregistrer les modifications'}
        </Button>
        {onCancel !== undefined && (
          <Button type="button" onClick={onCancel} disabled={save.isPending}>
            Annuler
          </Button>
        )}
      </div>
    </form>
  );
}
