import type { ImportTemplate } from '@carnet/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { mapError } from '../../../lib/error-mapper.ts';
import { useDeleteImportTemplate } from '../api/delete-import-template.ts';
import { useImportTemplates } from '../api/list-import-templates.ts';
import { useImportHeader } from '../api/read-import-header.ts';
import { TemplateForm } from './template-form.tsx';

type TemplatePanelProps = {
  file: File;
  fileKey: number;
  /** The id of the template the preview reads the file with ('' while none is chosen). */
  template: string;
  onTemplate: (id: string) => void;
};

/** « Modèle d’import »: a saved column mapping to read the file with, or a new one built from its header. */
export function TemplatePanel({ file, fileKey, template, onTemplate }: TemplatePanelProps) {
  const templates = useImportTemplates();
  const header = useImportHeader(file, fileKey);
  const remove = useDeleteImportTemplate();
  const [editing, setEditing] = useState(false);
  const [toDelete, setToDelete] = useState<ImportTemplate | null>(null);
  const chosen = templates.data?.find((candidate) => String(candidate.id) === template) ?? null;
  const showForm = chosen === null || editing;

  const saved = (next: ImportTemplate) => {
    setEditing(false);
    onTemplate(String(next.id));
  };
  const confirmDelete = () => {
    if (toDelete === null) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success('Modèle supprimé');
        setToDelete(null);
        onTemplate('');
      },
      onError: (error) => {
        toast.error(mapError(error).message);
        setToDelete(null);
      },
    });
  };

  return (
    <section
      aria-labelledby="import-template-title"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface-2/40 p-4"
    >
      <div className="flex flex-col gap-1">
        <h3 id="import-template-title" className="text-sm font-semibold text-fg">
          Modèle d’import
        </h3>
        <p className="text-xs text-fg-muted">
          Associez chaque champ de Carnet à une colonne de votre fichier ; l’aperçu ci-dessous le lit avec ce
          modèle.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Modèle enregistré" className="min-w-56 flex-1">
          {(control) => (
            <Select
              {...control}
              value={template}
              disabled={templates.data === undefined}
              onChange={(event) => {
                setEditing(false);
                onTemplate(event.target.value);
              }}
            >
              <option value="">Nouveau modèle</option>
              {templates.data?.map((candidate) => (
                <option key={candidate.id} value={String(candidate.id)}>
                  {candidate.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {chosen !== null && !editing && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setEditing(true)}>Modifier le modèle</Button>
            <Button variant="ghost" onClick={() => setToDelete(chosen)}>
              Supprimer le modèle
            </Button>
          </div>
        )}
      </div>
      {showForm &&
        (header.isError ? (
          <p role="alert" className="text-sm font-medium text-loss">
            {mapError(header.error).fieldErrors.file ?? mapError(header.error).message}
          </p>
        ) : header.data === undefined ? (
          <p role="status" className="text-sm text-fg-muted">
            Lecture de l’en-tête du fichier…
          </p>
        ) : (
          <TemplateForm
            key={`${fileKey}-${chosen?.id ?? 'new'}`}
            template={chosen}
            header={header.data}
            fileName={file.name}
            onSaved={saved}
            onCancel={chosen === null ? undefined : () => setEditing(false)}
          />
        ))}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
        message={
          toDelete === null
            ? undefined
            : `Le modèle « ${toDelete.name} » sera supprimé. Les imports déjà faits restent. Êtes-vous sûr ?`
        }
      />
    </section>
  );
}
