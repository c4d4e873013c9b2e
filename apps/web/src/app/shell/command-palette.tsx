import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { CornerDownLeft, FileText, LoaderCircle, Search } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useReturnFocus } from '../../components/ui/use-return-focus.ts';
import { paths } from '../paths.ts';
import { matchPalettePage, PALETTE_PAGES } from './palette-pages.ts';
import { PALETTE_GROUP_CLASS, PaletteTrades, usePaletteTradeSearch } from './palette-trades.tsx';

type CommandPaletteProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * docs/ui.md command palette: Escape closes (Radix), arrows and Enter move and open (cmdk); it finds pages, and
 * trades by symbol and tag.
 */
export function CommandPalette({ open, onOpenChange }: CommandPaletteProps) {
  const navigate = useNavigate();
  const returnFocus = useReturnFocus(open);

  const goTo = (path: string) => {
    onOpenChange(false);
    void navigate(path);
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="animate-overlay-in fixed top-[14vh] left-1/2 z-50 w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-xl border border-border bg-surface shadow-overlay"
        >
          <DialogPrimitive.Title className="sr-only">Palette de commandes</DialogPrimitive.Title>
          <PaletteCommands goTo={goTo} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The search and its results; mounted with the open palette, so each opening starts from an empty search. */
function PaletteCommands({ goTo }: { goTo: (path: string) => void }) {
  const [search, setSearch] = useState('');
  const trades = usePaletteTradeSearch(search);
  return (
    // vimBindings off: cmdk would take Ctrl+K as « up » and the shortcut could not close the palette.
    <Command label="Palette de commandes" filter={matchPalettePage} loop vimBindings={false}>
      <div className="flex items-center gap-2 border-b border-border px-3">
        <Search aria-hidden className="size-4 text-fg-subtle" />
        <Command.Input
          value={search}
          onValueChange={setSearch}
          placeholder="Rechercher une page, un symbole, un tag…"
          className="h-12 w-full bg-transparent text-sm text-fg outline-none placeholder:text-fg-subtle"
        />
        {trades.isSearching && (
          <LoaderCircle aria-hidden className="size-4 shrink-0 animate-spin text-fg-subtle" />
        )}
        <span role="status" className="sr-only">
          {trades.isSearching ? 'Recherche des opérations…' : ''}
        </span>
        <kbd className="rounded border border-border px-1.5 py-0.5 font-mono text-[10px] text-fg-subtle">
          Échap
        </kbd>
      </div>
      <Command.List className="max-h-80 overflow-y-auto p-1.5">
        <Command.Empty className="px-3 py-8 text-center text-sm text-fg-muted">Aucun résultat.</Command.Empty>
        <Command.Group heading="Pages" className={PALETTE_GROUP_CLASS}>
          {PALETTE_PAGES.map((page) => (
            <Command.Item
              key={page.id}
              value={page.label}
              keywords={[...page.keywords, page.path]}
              onSelect={() => goTo(page.path)}
              className="group flex h-10 cursor-pointer items-center gap-3 rounded-md px-2 text-sm text-fg data-[selected=true]:bg-surface-3"
            >
              <FileText aria-hidden className="size-4 text-fg-subtle" />
              <span className="flex-1 truncate">{page.label}</span>
              <span className="hidden font-mono text-xs text-fg-subtle sm:inline">{page.path}</span>
              <CornerDownLeft
                aria-hidden
                className="size-3.5 text-fg-subtle opacity-0 group-data-[selected=true]:opacity-100"
              />
            </Command.Item>
          ))}
        </Command.Group>
        <PaletteTrades page={trades.page} onOpen={(id) => goTo(paths.trades.detail(id))} />
      </Command.List>
    </Command>
  );
}
