import { clsx } from 'clsx';

export function navLinkStyles(isActive: boolean): string {
  return clsx(
    'inline-flex h-8 items-center gap-1 rounded-md px-2.5 text-sm font-medium transition-colors',
    isActive ? 'bg-surface-3 text-fg' : 'text-fg-muted hover:bg-surface-2 hover:text-fg',
  );
}
