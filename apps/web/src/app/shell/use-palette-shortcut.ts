import { useEffect } from 'react';

const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/** Where « / » must be typed, not intercepted. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** docs/ui.md: « / » outside a text field opens the palette; Cmd/Ctrl+K opens or closes it anywhere. */
export function usePaletteShortcut(setOpen: (update: (open: boolean) => boolean) => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((open) => !open);
        return;
      }
      const hasModifier = event.metaKey || event.ctrlKey || event.altKey;
      if (event.key === '/' && !hasModifier && !isTextEntry(event.target)) {
        event.preventDefault();
        setOpen(() => true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [setOpen]);
}
