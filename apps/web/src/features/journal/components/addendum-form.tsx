import { JOURNAL_ADDENDUM_MAX, type JournalPlan } from '@carnet/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { formatDateTime } from '../../../lib/format.ts';

type AddendumFormProps = { addenda: JournalPlan['addenda']; onAdd: (text: string) => Promise<boolean> };

/** The addenda of a locked plan, each with its time, and the form that appends one (docs/rules/journal.md#plan-lock). */
export function AddendumForm({ addenda, onAdd }: AddendumFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [isSending, setIsSending] = useState(false);
  const submit = async () => {
    if (text.trim() === '') return;
    setIsSending(true);
    const added = await onAdd(text.trim());
    setIsSending(false);
    if (added) setText('');
  };
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-3">
      <h3 className="text-xs font-semibold text-fg-muted">Ajouts</h3>
      {addenda.length > 0 && (
        <ul className="flex flex-col gap-1.5">
          {addenda.map((addendum) => (
            <li key={`${addendum.at}-${addendum.text}`} className="text-sm text-fg">
              <span className="num mr-2 text-xs text-fg-subtle">{formatDateTime(addendum.at)}</span>
              {addendum.text}
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={id} className="sr-only">
        Nouvel ajout au plan
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Textarea
          id={id}
          rows={2}
          maxLength={JOURNAL_ADDENDUM_MAX}
          placeholder="Un ajout au plan, daté à l’envoi"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button onClick={submit} isLoading={isSending} loadingText="Ajout…" disabled={text.trim() === ''}>
          Ajouter
        </Button>
      </div>
    </div>
  );
}
