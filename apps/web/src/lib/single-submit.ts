import { type BaseSyntheticEvent, useRef } from 'react';

type Submit = (event?: BaseSyntheticEvent) => Promise<void>;

/**
 * A form's submit that runs once at a time: the second click of a double click, arriving before React has
 * disabled the button, is dropped (its event still kept from reloading the page). The create's Idempotency-Key
 * (lib/submission-key.ts) covers what gets past this, such as a retry after a lost answer.
 */
export function useSingleSubmit(submit: Submit): Submit {
  const running = useRef(false);
  return async (event) => {
    if (running.current) {
      event?.preventDefault();
      return;
    }
    running.current = true;
    try {
      await submit(event);
    } finally {
      running.current = false;
    }
  };
}
