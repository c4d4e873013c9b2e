import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Radix gives the focus back to a Dialog.Trigger only: a dialog opened by a shortcut or by a plain button would
 * leave it on <body>, and a keyboard user would start again from the top of the page. This remembers what had
 * the focus when `open` became true and hands back the `onCloseAutoFocus` that returns it there.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect of the component that owns `open`: it runs before the portal mounts the dialog's content.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  return useCallback((event: Event) => {
    const element = opener.current;
    opener.current = null;
    // Gone when the dialog led elsewhere (a page opened from the palette): the new page keeps the focus.
    if (element === null || element === document.body || !element.isConnected) return;
    event.preventDefault();
    element.focus();
  }, []);
}
