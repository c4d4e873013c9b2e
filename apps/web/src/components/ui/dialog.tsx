import * as DialogPrimitive from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { type ComponentProps, createContext, type ReactNode, use } from 'react';
import { useReturnFocus } from './use-return-focus.ts';

const ReturnFocusContext = createContext<((event: Event) => void) | undefined>(undefined);

/** Radix's dialog root; when opened by something else than a DialogTrigger, closing returns the focus there. */
export function Dialog({ open, ...props }: ComponentProps<typeof DialogPrimitive.Root>) {
  const returnFocus = useReturnFocus(open ?? false);
  return (
    <ReturnFocusContext value={returnFocus}>
      <DialogPrimitive.Root open={open} {...props} />
    </ReturnFocusContext>
  );
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = {
  title: ReactNode;
  description?: ReactNode;
  size?: 'sm' | 'md';
  children?: ReactNode;
};

/** A modal with its title, an optional description and a close button; focus is trapped and restored. */
export function DialogContent({ title, description, size = 'md', children }: DialogContentProps) {
  const returnFocus = use(ReturnFocusContext);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/55 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        // Radix links the description itself; without one it wants an explicit opt-out.
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        onCloseAutoFocus={returnFocus}
        className={clsx(
          'animate-overlay-in fixed top-[12vh] left-1/2 z-50 w-[calc(100vw-2rem)] -translate-x-1/2',
          'rounded-lg border border-border bg-surface p-5 shadow-overlay focus:outline-none',
          size === 'sm' ? 'max-w-sm' : 'max-w-lg',
        )}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <DialogPrimitive.Title className="text-base font-semibold text-fg">{title}</DialogPrimitive.Title>
            {description !== undefined && (
              <DialogPrimitive.Description className="text-sm text-fg-muted">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          <DialogPrimitive.Close
            aria-label="Fermer"
            className="-mt-1 -mr-1 rounded-md p-1 text-fg-subtle hover:bg-surface-2 hover:text-fg"
          >
            <X aria-hidden className="size-4" />
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
