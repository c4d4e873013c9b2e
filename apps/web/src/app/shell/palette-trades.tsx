import { DIRECTION_LABELS, MAX_TRADE_SEARCH_LENGTH, type TradePage } from '@carnet/contract';
import { Command } from 'cmdk';
import { CandlestickChart, CornerDownLeft } from 'lucide-react';
import { useIsSignedIn } from '../../features/auth/hooks/use-access-token.ts';
import { useTradeSearch } from '../../features/trades/api/search-trades.ts';
import { formatDateTime, formatNumber, formatR } from '../../lib/format.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/** Fewer characters find too much to be worth a request. */
export const MIN_TRADE_SEARCH_LENGTH = 2;
const TYPING_PAUSE_MS = 250;

export const PALETTE_GROUP_CLASS =
  '[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-[11px] [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wider [&_[cmdk-group-heading]]:text-fg-subtle [&_[cmdk-group-heading]]:uppercase';

/**
 * The palette's search of trades (docs/ui.md, docs/api.md#search): the newest ten whose symbol or a tag contains
 * what is typed, asked once the typing pauses and only for a signed-in trader; `isSearching` while it runs.
 */
export function usePaletteTradeSearch(search: string) {
  const isSignedIn = useIsSignedIn();
  const text = useDebouncedValue(search.trim().slice(0, MAX_TRADE_SEARCH_LENGTH), TYPING_PAUSE_MS);
  const enabled = isSignedIn && text.length >= MIN_TRADE_SEARCH_LENGTH;
  const found = useTradeSearch(text, enabled);
  return { page: enabled ? found.data : undefined, isSearching: enabled && found.isFetching };
}

type PaletteTradesProps = { page: TradePage | undefined; onOpen: (tradeId: number) => void };

/**
 * The trades found, as a group of the palette's list (nothing else may sit in a listbox: a loading line there
 * is an accessibility error, so the search's progress is said beside the input); Entrée opens the trade.
 */
export function PaletteTrades({ page, onOpen }: PaletteTradesProps) {
  const trades = page?.results ?? [];
  if (trades.length === 0) return null;
  const count = page?.count ?? trades.length;
  // More than a page found: the heading says how many of them the palette shows (the newest).
  const heading =
    count > trades.length
      ? `Opérations (${formatNumber(trades.length)} sur ${formatNumber(count)})`
      : 'Opérations';
  return (
    <Command.Group heading={heading} className={PALETTE_GROUP_CLASS}>
      {trades.map((trade) => (
        <Command.Item
          key={trade.id}
          value={`#${trade.id}`}
          keywords={[trade.asset_name, ...trade.tags]}
          onSelect={() => onOpen(trade.id)}
          className="group flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm text-fg data-[selected=true]:bg-surface-3"
        >
          <CandlestickChart aria-hidden className="size-4 shrink-0 text-fg-subtle" />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="truncate font-medium">
              {trade.asset_name} · {DIRECTION_LABELS[trade.direction]}
            </span>
            <span className="truncate text-xs text-fg-muted">
              {formatDateTime(trade.entry_date)}
              {trade.tags.length > 0 && ` · ${trade.tags.join(', ')}`}
            </span>
          </span>
          <span className="num shrink-0 text-xs text-fg-muted">{formatR(trade.realized_rr)}</span>
          <CornerDownLeft
            aria-hidden
            className="size-3.5 shrink-0 text-fg-subtle opacity-0 group-data-[selected=true]:opacity-100"
          />
        </Command.Item>
      ))}
    </Command.Group>
  );
}
