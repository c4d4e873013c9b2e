import type { JSHandle, Locator, Page } from 'playwright-core';

/** Kept in the page between two keys: the tab stop that has the focus and how it looked once focused. */
type FocusTracker = { stop: Element | null; look: string; first: Element | null };

type FocusStep = {
  /** The previous stop, when it looked the same focused and once left. */
  notShown: string | null;
  /** The focused tab stop as a person would name it, null when nothing (or only a script target) has it. */
  focused: string | null;
  isSameStop: boolean;
  isFirstStop: boolean;
};

/**
 * Runs in the page after each key. A stop's `look` is what makes focus visible on it: the outline and shadow
 * (focus rings) of the element, of its label and of a styled sibling (the pill of a switch whose checkbox is
 * visually hidden). Only properties that change at once: a colour transition would hide a ring half way.
 * Elements only scripts focus (tabindex -1: the main region after the skip link, a dialog's frame) are not
 * tab stops and are not judged.
 */
const stepFocus = (tracker: FocusTracker, isWalking: boolean): FocusStep => {
  const inspect = (element: Element) => {
    const parts = [element, element.closest('label'), element.nextElementSibling].filter(
      (part): part is Element => part !== null,
    );
    const look = parts
      .map((part) => {
        const style = getComputedStyle(part);
        return [style.outlineStyle, style.outlineWidth, style.boxShadow, style.textDecorationLine].join(' ');
      })
      .join(' / ');
    const labelledBy = element
      .getAttribute('aria-labelledby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const isLabelled =
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement;
    const label = isLabelled ? element.labels?.[0]?.textContent : undefined;
    const name = element.getAttribute('aria-label') ?? labelledBy ?? label ?? element.textContent ?? '';
    const description = `<${element.tagName.toLowerCase()}> « ${name.trim().replace(/\s+/g, ' ').slice(0, 60)} »`;
    // SVG counts: a chart that takes the focus (Recharts' keyboard layer) is a tab stop like any other.
    const isFocusable = element instanceof HTMLElement || element instanceof SVGElement;
    return { look, description, isTabStop: isFocusable && element.tabIndex >= 0 };
  };
  const active = document.activeElement === document.body ? null : document.activeElement;
  const isSameStop = active !== null && active === tracker.stop;
  let notShown: string | null = null;
  if (tracker.stop !== null && !isSameStop) {
    // A stop that left the page with the focus (a link followed, a dialog closed) cannot be compared.
    const left = tracker.stop.isConnected ? inspect(tracker.stop) : null;
    if (left !== null && left.look === tracker.look) notShown = left.description;
    tracker.stop = null;
  }
  const now = active === null ? null : inspect(active);
  if (active === null || now === null || !now.isTabStop) {
    return { notShown, focused: null, isSameStop: false, isFirstStop: false };
  }
  const isFirstStop = active === tracker.first;
  if (isWalking && tracker.first === null) tracker.first = active;
  // Focus on a part of the browser's own inside a date input (its calendar button, reached with Shift+Tab): the
  // input does not match :focus, and Chromium draws that part's focus ring itself, out of the page's reach.
  const isOnNativePart = !active.matches(':focus');
  if (!isSameStop && !isOnNativePart) {
    tracker.stop = active;
    tracker.look = now.look;
  }
  return { notShown, focused: now.description, isSameStop, isFirstStop };
};

/** The most Tabs a native datetime-local input keeps: its five fields and its calendar button. */
const DATE_FIELD_STOPS = 6;

/**
 * A person with a keyboard and no mouse. Every key is watched: the element that had the focus must look
 * different while focused than once left (a visible focus indicator, WCAG 2.4.7).
 */
export class KeyboardUser {
  /** Tab stops that looked the same focused and unfocused. */
  readonly focusNotShown = new Set<string>();
  private tracker: JSHandle<FocusTracker> | undefined;

  constructor(readonly page: Page) {}

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    await this.step(false);
  }

  /** Types text where the focus is (typing never moves it). */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  /** Whether `target` holds the focus now (no waiting: the caller decides when to look). */
  isFocused(target: Locator): Promise<boolean> {
    return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
  }

  /** The focused element as a person would name it, or « la page » when no tab stop has it. */
  async focusedDescription(): Promise<string> {
    return (await this.step(false)).focused ?? 'la page';
  }

  /** Tabs (or shift-tabs) until `target` has the focus; fails when it is not reached within `limit` stops. */
  async tabTo(target: Locator, { limit = 60, backwards = false } = {}): Promise<void> {
    for (let stops = 0; stops < limit; stops += 1) {
      await this.press(backwards ? 'Shift+Tab' : 'Tab');
      if (await this.isFocused(target)) return;
    }
    throw new Error(
      `${target} n’est pas atteint au clavier en ${limit} tabulations (focus sur ${await this.focusedDescription()})`,
    );
  }

  /**
   * Tabs from where the focus is until it leaves the page or comes back to the first stop. Answers the number
   * of stops, or the element that kept the focus through Tab after Tab (a keyboard trap, WCAG 2.1.2).
   */
  async tabThroughPage(limit: number): Promise<{ stops: number; isOut: boolean; stuckOn?: string }> {
    const forgetFirst = (state: FocusTracker) => {
      state.first = null;
    };
    await (await this.trackerHandle()).evaluate(forgetFirst).catch(async () => {
      this.tracker = undefined;
      await (await this.trackerHandle()).evaluate(forgetFirst);
    });
    let staysFor = 0;
    for (let stops = 1; stops <= limit; stops += 1) {
      await this.page.keyboard.press('Tab');
      const step = await this.step(true);
      if (step.focused === null || step.isFirstStop) return { stops, isOut: stops > 1 };
      staysFor = step.isSameStop ? staysFor + 1 : 0;
      // Tab walks the fields of a native date input (day, month, year, hours, minutes) inside one element.
      if (staysFor > DATE_FIELD_STOPS) return { stops, isOut: false, stuckOn: step.focused };
    }
    return { stops: limit, isOut: false };
  }

  private async step(isWalking: boolean): Promise<FocusStep> {
    const tracker = await this.trackerHandle();
    const step = await tracker.evaluate(stepFocus, isWalking).catch(async () => {
      // The page was left (page.goto, a reload): its tracker went with it; start again on the new one.
      this.tracker = undefined;
      return (await this.trackerHandle()).evaluate(stepFocus, isWalking);
    });
    if (step.notShown !== null) this.focusNotShown.add(step.notShown);
    return step;
  }

  private async trackerHandle(): Promise<JSHandle<FocusTracker>> {
    this.tracker ??= await this.page.evaluateHandle(
      (): FocusTracker => ({ stop: null, look: '', first: null }),
    );
    return this.tracker;
  }
}
