import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { CornerDownLeft, FileText, Search } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useReturnFocus } from '../../components/ui/use-return-focus.ts';
import { matchPalettePage, PALETTE_PAGES } from './palette-pages.ts';

type CommandPaletteProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** docs/ui.md command palette: Escape closes (Radix), arrows and Enter move and open (cmdk). */
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
          {/* vimBindings off: cmdk would take Ctrl+K as « up » and the shortcut could not close the palette. */}
          <Command label="Palette de commandes" filter={matchPalettePage} loop vimBindings={false}>
            <div className="flex items-center gap-2 border-b border-border px-3">
              <Search aria-hidden className="size-4 text-fg-subtle" />
              <Command.Input
                placeholder="Rechercher une page…"
                className="h-12 w-full bg-transparent text-sm text-fg outline-none placeholder:text-fg-subtle"
              />
              <kbd className="rounded border border-border px-1.5 py-0.5 font-mono text-[10px] text-fg-subtle">
                Échap
              </kbd>
            </div>
            <Command.List className="max-h-80 overflow-y-auto p-1.5">
              <Command.Empty className="px-3 py-8 text-center text-sm text-fg-muted">
                Aucun résultat.
              </Command.Empty>
              <Command.Group
                heading="Pages"
                className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-[11px] [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wider [&_[cmdk-group-heading]]:text-fg-subtle [&_[cmdk-group-heading]]:uppercase"
              >
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
            </Command.List>
          </Command>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
