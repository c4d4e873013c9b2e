import type { Locator, Page } from 'playwright-core';

export type Theme = 'dark' | 'light';

/** The header every signed-in page shares (docs/ui.md « Shell »). */
export class Shell {
  readonly header: Locator;
  readonly themeToggle: Locator;
  readonly accountMenuButton: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.themeToggle = this.header.getByRole('button', { name: /^Passer au thème/ });
    this.accountMenuButton = this.header.getByRole('button', { name: /^Compte/ });
  }

  menuItem(name: 'Profil' | 'Administration' | 'Se déconnecter'): Locator {
    return this.page.getByRole('menuitem', { name });
  }

  async openAccountMenu(): Promise<void> {
    await this.accountMenuButton.click();
    await this.page.getByRole('menu').waitFor();
  }

  async chooseInAccountMenu(name: 'Profil' | 'Administration' | 'Se déconnecter'): Promise<void> {
    await this.openAccountMenu();
    await this.menuItem(name).click();
  }

  async logOut(): Promise<void> {
    await this.chooseInAccountMenu('Se déconnecter');
    await this.page.waitForURL((url) => url.pathname === '/login');
  }

  /** How far the first toast's top edge lies below the header's bottom edge, in CSS pixels (negative: over it). */
  async toastGapBelowHeader(): Promise<number> {
    const toast = this.page.locator('[data-sonner-toast]').first();
    await toast.waitFor();
    const [toastBox, headerBox] = await Promise.all([toast.boundingBox(), this.header.boundingBox()]);
    if (!toastBox || !headerBox) throw new Error('toast or header not laid out');
    return toastBox.y - (headerBox.y + headerBox.height);
  }

  /** The theme the page shows: `data-theme` on <html>. */
  appliedTheme(): Promise<string | undefined> {
    return this.page.evaluate(() => document.documentElement.dataset.theme);
  }

  /** docs/rules/trades.md#fields: the theme is kept in local storage under `theme`. */
  storedTheme(): Promise<string | null> {
    return this.page.evaluate(() => window.localStorage.getItem('theme'));
  }
}
