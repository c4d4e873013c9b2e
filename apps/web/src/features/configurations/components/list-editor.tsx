import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

export type ListColumn = { label: string; align?: 'left' | 'right' | 'center' };

// Whole class names, so Tailwind sees them in the source.
const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/**
 * Column headers of a list editor, shown from the sm breakpoint (each input also carries its own label). The
 * template must give the actions column a fixed width, or the headers drift from the inputs.
 */
export function ListHeader({ columns, template }: { columns: readonly ListColumn[]; template: string }) {
  return (
    <div aria-hidden className={clsx('hidden gap-2 sm:grid', template)}>
      {columns.map(({ label, align = 'left' }, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed header, columns never move.
          key={index}
          className={clsx('text-[11px] font-semibold tracking-wider text-fg-subtle uppercase', ALIGN[align])}
        >
          {label}
        </span>
      ))}
    </div>
  );
}

type RowActionsProps = {
  /** « le créneau secondaire 2 », « la confirmation 1 »: completes each button's name. */
  name: string;
  onRemove: () => void;
  onMove?: ((offset: -1 | 1) => void) | undefined;
  isFirst?: boolean;
  isLast?: boolean;
};

// aria-disabled rather than disabled: a row moved to an end keeps the keyboard focus on its button.
function atEnd(isAtEnd: boolean) {
  return isAtEnd ? { 'aria-disabled': true, className: 'cursor-not-allowed opacity-40' } : {};
}

export function RowActions({ name, onRemove, onMove, isFirst = false, isLast = false }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-0.5">
      {onMove !== undefined && (
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Monter ${name}`}
            {...atEnd(isFirst)}
            onClick={() => (isFirst ? undefined : onMove(-1))}
          >
            <ArrowUp aria-hidden className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Descendre ${name}`}
            {...atEnd(isLast)}
            onClick={() => (isLast ? undefined : onMove(1))}
          >
            <ArrowDown aria-hidden className="size-4" />
          </Button>
        </>
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Retirer ${name}`}
        className="hover:text-loss"
        onClick={onRemove}
      >
        <X aria-hidden className="size-4" />
      </Button>
    </div>
  );
}

export function AddRowButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button size="sm" variant="ghost" onClick={onClick} className="self-start text-accent hover:text-accent">
      <Plus aria-hidden className="size-3.5" />
      {children}
    </Button>
  );
}

/** The messages of one row, under it (client checks or the server's). */
export function RowErrors({ messages }: { messages: readonly (string | undefined)[] }) {
  const shown = messages.filter((message): message is string => message !== undefined);
  if (shown.length === 0) return null;
  return <p className="text-xs font-medium text-loss">{shown.join(' ')}</p>;
}
