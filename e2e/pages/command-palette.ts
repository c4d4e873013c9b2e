import type { Locator, Page } from 'playwright-core';

/** The command palette (docs/ui.md): `/` or Ctrl+K opens it, Escape closes it, arrows and Enter navigate. */
export class CommandPalette {
  readonly dialog: Locator;
  readonly search: Locator;
  readonly options: Locator;
  readonly selectedOption: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Palette de commandes' });
    this.search = this.dialog.getByRole('combobox');
    this.options = this.dialog.getByRole('option');
    this.selectedOption = this.dialog.locator('[role="option"][aria-selected="true"]');
  }

  option(label: string): Locator {
    return this.options.filter({ hasText: label });
  }

  /** `/` only opens the palette outside text fields: nothing may hold the focus. */
  async openWithSlash(): Promise<void> {
    await this.page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    await this.page.keyboard.press('/');
    await this.dialog.waitFor();
  }

  async openWithCtrlK(): Promise<void> {
    await this.page.keyboard.press('Control+k');
    await this.dialog.waitFor();
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.dialog.waitFor({ state: 'hidden' });
  }

  /** Labels of the options left by the filter, in display order. */
  async visibleLabels(): Promise<string[]> {
    return this.options.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
  }
}
