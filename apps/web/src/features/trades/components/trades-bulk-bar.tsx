import type { TradeListItem } from '@carnet/contract';
import { Tag, TagsIcon, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { deletionFailureMessage, mapError } from '../../../lib/error-mapper.ts';
import { type BulkTradeAction, useBulkTradeAction } from '../api/bulk-trades.ts';
import { useTags } from '../api/list-tags.ts';
import type { TradeSelection } from '../hooks/use-trade-selection.ts';
import { tradeCountText } from '../utils/trade-labels.ts';
import { BulkTagDialog, type BulkTagMode } from './bulk-tag-dialog.tsx';

type TradesBulkBarProps = { selection: TradeSelection; rows: readonly TradeListItem[] };

/** The tags the ticked trades carry, each once whatever the case, in the order met. */
function tagsOf(rows: readonly TradeListItem[], ids: readonly number[]): string[] {
  const seen = new Map<string, string>();
  for (const row of rows) {
    if (!ids.includes(row.id)) continue;
    for (const tag of row.tags) if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  }
  return [...seen.values()];
}

function successText(action: BulkTradeAction, count: number): string {
  const done = action.ids.length === 1 ? 'supprimée' : 'supprimées';
  if (action.kind === 'delete') return `${tradeCountText(action.ids.length)} ${done}`;
  const verb = action.kind === 'add_tag' ? 'ajouté à' : 'retiré de';
  return `Tag « ${action.tag} » ${verb} ${tradeCountText(count)}`;
}

/**
 * « Tout sélectionner » for the page and, once trades are ticked, their count and the bulk actions, each
 * confirmed with that count (docs/ui.md#bulk-actions).
 */
export function TradesBulkBar({ selection, rows }: TradesBulkBarProps) {
  const [asking, setAsking] = useState<BulkTagMode | 'delete' | null>(null);
  const bulk = useBulkTradeAction();
  const tags = useTags();
  const allBox = useRef<HTMLInputElement>(null);
  const count = selection.ids.length;
  useEffect(() => {
    if (allBox.current !== null) allBox.current.indeterminate = selection.someSelected;
  }, [selection.someSelected]);

  const run = (action: BulkTradeAction) =>
    bulk.mutate(action, {
      onSuccess: ({ count: changed }) => {
        toast.success(successText(action, changed));
        setAsking(null);
        bulk.reset();
        selection.clear();
      },
      onError: (error) => {
        if (action.kind === 'delete') {
          setAsking(null);
          toast.error(deletionFailureMessage(error));
        } else if (mapError(error).fieldErrors.tag === undefined) {
          toast.error(mapError(error).message);
        }
      },
    });
  const tagMode = asking === 'add' || asking === 'remove' ? asking : null;
  const carried = tagsOf(rows, selection.ids);

  return (
    <div className="flex min-h-12 flex-wrap items-center gap-x-4 gap-y-2 border-b border-border px-4 py-2">
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-fg select-none">
        <input
          ref={allBox}
          type="checkbox"
          checked={selection.allSelected}
          onChange={selection.toggleAll}
          className="size-4 cursor-pointer rounded border-border bg-surface-2 accent-(--accent)"
        />
        Tout sélectionner
      </label>
      <p aria-live="polite" className="text-sm text-fg-muted">
        {count > 0 && `${tradeCountText(count)} sélectionnée${count > 1 ? 's' : ''}`}
      </p>
      {count > 0 && (
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button size="sm" onClick={() => setAsking('add')}>
            <Tag aria-hidden className="size-3.5" />
            Ajouter un tag
          </Button>
          <Button size="sm" disabled={carried.length === 0} onClick={() => setAsking('remove')}>
            <TagsIcon aria-hidden className="size-3.5" />
            Retirer un tag
          </Button>
          <Button size="sm" variant="ghost" className="hover:text-loss" onClick={() => setAsking('delete')}>
            <Trash2 aria-hidden className="size-3.5" />
            Supprimer
          </Button>
        </div>
      )}
      <BulkTagDialog
        key={tagMode ?? 'closed'}
        mode={tagMode}
        count={count}
        tags={tagMode === 'remove' ? carried : (tags.data?.map((tag) => tag.name) ?? [])}
        isPending={bulk.isPending}
        error={bulk.error === null ? undefined : mapError(bulk.error).fieldErrors.tag}
        onClose={() => {
          setAsking(null);
          bulk.reset();
        }}
        onConfirm={(tag) =>
          run({ kind: tagMode === 'remove' ? 'remove_tag' : 'add_tag', ids: selection.ids, tag })
        }
      />
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={(open) => setAsking(open ? 'delete' : null)}
        onConfirm={() => run({ kind: 'delete', ids: selection.ids })}
        isPending={bulk.isPending}
        title={`Supprimer ${tradeCountText(count)} ?`}
        message={`${count === 1 ? 'L’opération sélectionnée sera supprimée' : `Les ${tradeCountText(count)} sélectionnées seront supprimées`} avec leurs captures et leur historique ; le résultat net d’une opération clôturée est retiré du solde de son compte.`}
      />
    </div>
  );
}
