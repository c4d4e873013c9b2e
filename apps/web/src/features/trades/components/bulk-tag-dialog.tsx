import { MAX_TAG_LENGTH } from '@carnet/contract';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { tradeCountText } from '../utils/trade-labels.ts';

export type BulkTagMode = 'add' | 'remove';

type BulkTagDialogProps = {
  mode: BulkTagMode | null;
  count: number;
  /** Add: the trader's tags, offered as they type. Remove: the tags the ticked trades carry. */
  tags: readonly string[];
  isPending: boolean;
  error: string | undefined;
  onClose: () => void;
  onConfirm: (tag: string) => void;
};

const TEXTS = {
  add: {
    title: 'Ajouter un tag',
    verb: 'Ajouter',
    scope: (count: number) =>
      count === 1 ? 'à l’opération sélectionnée' : `aux ${tradeCountText(count)} sélectionnées`,
  },
  remove: {
    title: 'Retirer un tag',
    verb: 'Retirer',
    scope: (count: number) =>
      count === 1 ? 'de l’opération sélectionnée' : `des ${tradeCountText(count)} sélectionnées`,
  },
} as const;

/** The tag of a bulk « Ajouter un tag » or « Retirer un tag », the count of trades it applies to stated (docs/ui.md#bulk-actions). */
export function BulkTagDialog({
  mode,
  count,
  tags,
  isPending,
  error,
  onClose,
  onConfirm,
}: BulkTagDialogProps) {
  const [tag, setTag] = useState('');
  const listId = useId();
  const texts = TEXTS[mode ?? 'add'];
  const chosen = mode === 'remove' ? (tag === '' ? (tags[0] ?? '') : tag) : tag.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen !== '' && !isPending) onConfirm(chosen);
  };
  const close = (open: boolean) => {
    if (open || isPending) return;
    setTag('');
    onClose();
  };
  return (
    <Dialog open={mode !== null} onOpenChange={close}>
      <DialogContent
        title={texts.title}
        description={`${texts.verb} un tag ${texts.scope(count)}.`}
        size="sm"
      >
        <form onSubmit={submit} className="flex flex-col gap-4">
          <Field label="Tag" error={error}>
            {(control) =>
              mode === 'remove' ? (
                <Select {...control} value={chosen} onChange={(event) => setTag(event.target.value)}>
                  {tags.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </Select>
              ) : (
                <>
                  <Input
                    {...control}
                    value={tag}
                    maxLength={MAX_TAG_LENGTH}
                    list={listId}
                    autoComplete="off"
                    onChange={(event) => setTag(event.target.value)}
                  />
                  <datalist id={listId}>
                    {tags.map((name) => (
                      <option key={name} value={name} />
                    ))}
                  </datalist>
                </>
              )
            }
          </Field>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button disabled={isPending}>Annuler</Button>
            </DialogClose>
            <Button
              type="submit"
              variant="primary"
              disabled={chosen === ''}
              isLoading={isPending}
              loadingText="En cours..."
            >
              {texts.verb}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
