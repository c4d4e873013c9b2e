import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useReturnFocus } from '../ui/use-return-focus.ts';
import type { Screenshot } from './screenshot-types.ts';

type ScreenshotViewerProps<Kind extends string> = {
  screenshots: readonly Screenshot<Kind>[];
  kindLabels: Readonly<Record<Kind, string>>;
  /** The index shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
};

const navButton =
  'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white transition-colors hover:bg-black/70 disabled:opacity-30';

/** Full-screen viewer: Escape closes, the left and right arrows (or the buttons) go to the previous or next one. */
export function ScreenshotViewer<Kind extends string>({
  screenshots,
  kindLabels,
  index,
  onIndexChange,
}: ScreenshotViewerProps<Kind>) {
  const current = index === null ? undefined : screenshots[index];
  const returnFocus = useReturnFocus(current !== undefined);
  const count = screenshots.length;
  const go = (offset: -1 | 1) => {
    if (index === null) return;
    const next = index + offset;
    if (next >= 0 && next < count) onIndexChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };

  return (
    <DialogPrimitive.Root
      open={current !== undefined}
      onOpenChange={(open) => (open ? undefined : onIndexChange(null))}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
        >
          {current !== undefined && index !== null && (
            <>
              <div className="flex items-center gap-3 px-4 py-3">
                <DialogPrimitive.Title className="text-sm font-semibold">
                  Capture {index + 1} sur {count}
                </DialogPrimitive.Title>
                <span className="rounded bg-white/15 px-1.5 py-0.5 text-[11px] font-semibold">
                  {kindLabels[current.kind]}
                </span>
                <span className="min-w-0 flex-1 truncate text-sm text-white/80">{current.caption}</span>
                <DialogPrimitive.Close
                  aria-label="Fermer"
                  className="rounded-md p-2 text-white/80 hover:bg-white/10 hover:text-white"
                >
                  <X aria-hidden className="size-5" />
                </DialogPrimitive.Close>
              </div>
              <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-4 sm:px-16">
                <img
                  src={current.image_url}
                  alt={current.caption === '' ? `Capture ${index + 1}` : current.caption}
                  className="max-h-full max-w-full rounded object-contain"
                />
                <button
                  type="button"
                  aria-label="Capture précédente"
                  disabled={index === 0}
                  onClick={() => go(-1)}
                  className={`${navButton} left-2 sm:left-4`}
                >
                  <ChevronLeft aria-hidden className="size-6" />
                </button>
                <button
                  type="button"
                  aria-label="Capture suivante"
                  disabled={index === count - 1}
                  onClick={() => go(1)}
                  className={`${navButton} right-2 sm:right-4`}
                >
                  <ChevronRight aria-hidden className="size-6" />
                </button>
              </div>
            </>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
