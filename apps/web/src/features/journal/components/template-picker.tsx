import type { JournalTemplateKind } from '@carnet/contract';
import { useId } from 'react';
import { Select } from '../../../components/ui/select.tsx';
import { useJournalTemplates } from '../api/list-journal-templates.ts';

type TemplatePickerProps = { kind: JournalTemplateKind; onApply: (text: string) => void };

/** « Appliquer un modèle »: offered on an empty section when the trader has templates of its kind. */
export function TemplatePicker({ kind, onApply }: TemplatePickerProps) {
  const templates = useJournalTemplates();
  const id = useId();
  const ofKind = templates.data?.filter((template) => template.kind === kind) ?? [];
  if (ofKind.length === 0) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs font-medium text-fg-muted">
        Appliquer un modèle
      </label>
      <Select
        id={id}
        className="w-auto"
        value=""
        onChange={(event) => {
          const chosen = ofKind.find((template) => String(template.id) === event.target.value);
          if (chosen !== undefined) onApply(chosen.text);
        }}
      >
        <option value="">Choisir…</option>
        {ofKind.map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
