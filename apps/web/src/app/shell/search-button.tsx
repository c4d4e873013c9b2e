import { Search } from 'lucide-react';

/** Opens the command palette; shows the « / » shortcut on wide screens. */
export function SearchButton({ onOpen }: { onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label="Rechercher"
      aria-keyshortcuts="/ Control+K Meta+K"
      className="inline-flex h-9 items-center gap-2 rounded-md border-transparent px-2.5 text-sm text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg sm:w-56 sm:border sm:border-border sm:bg-surface-2 sm:hover:border-border-strong"
    >
      <Search aria-hidden className="size-4" />
      <span className="hidden flex-1 text-left sm:inline">Rechercher…</span>
      <kbd className="hidden rounded border border-border bg-surface px-1.5 font-mono text-[10px] text-fg-subtle sm:inline">
        /
      </kbd>
    </button>
  );
}
