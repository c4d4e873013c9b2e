import type { Locator, Page } from 'playwright-core';

export type NewAccount = { username: string; email: string; password: string; isStaff?: boolean };

/** /admin/users, staff only (README.md). */
export class AdminUsersPage {
  readonly heading: Locator;
  readonly newUserButton: Locator;
  readonly createDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Utilisateurs', level: 1 });
    this.newUserButton = page.getByRole('button', { name: 'Nouvel utilisateur' });
    this.createDialog = page.getByRole('dialog', { name: 'Nouvel utilisateur' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/users');
    await this.heading.waitFor();
  }

  /** The table row of an account, found by its username cell. */
  row(username: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name: username }) });
  }

  async createAccount(account: NewAccount): Promise<void> {
    await this.newUserButton.click();
    const dialog = this.createDialog;
    await dialog.waitFor();
    await dialog.getByLabel('Nom d’utilisateur').fill(account.username);
    await dialog.getByLabel('E-mail (facultatif)').fill(account.email);
    await dialog.getByLabel('Mot de passe initial', { exact: true }).fill(account.password);
    if (account.isStaff) await dialog.getByLabel('Administrateur (accès à cette page)').check();
    await dialog.getByRole('button', { name: 'Créer le compte' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}
