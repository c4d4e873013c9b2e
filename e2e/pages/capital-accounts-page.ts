import type { Locator, Page } from 'playwright-core';

export type NewCapitalAccount = {
  name: string;
  mode: 'Simulation' | 'Live' | 'Challenge';
  startingBalance: string;
  targetBalance?: string;
  startDate?: string;
  targetDate?: string;
};

/** /capital/accounts and its form (docs/ui.md « Capital accounts »). */
export class CapitalAccountsPage {
  readonly heading: Locator;
  readonly newAccountLink: Locator;
  readonly emptyState: Locator;
  readonly created: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Comptes de capital', level: 1 });
    this.newAccountLink = page.getByRole('link', { name: 'Nouveau compte' }).first();
    this.emptyState = page.getByText('Aucun compte de capital pour l’instant.');
    this.created = page.getByText('Compte créé');
  }

  async goto(): Promise<void> {
    await this.page.goto('/capital/accounts');
    await this.heading.waitFor();
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  /** Fills the creation form and submits it; the app goes back to the list. */
  async create(account: NewCapitalAccount): Promise<void> {
    await this.newAccountLink.click();
    const page = this.page;
    await page.getByRole('heading', { name: 'Nouveau compte de capital', level: 1 }).waitFor();
    await page.getByLabel('Nom', { exact: true }).fill(account.name);
    await page.getByLabel('Type', { exact: true }).selectOption({ label: account.mode });
    await page.getByLabel('Solde de départ').fill(account.startingBalance);
    if (account.targetBalance) await page.getByLabel('Objectif de solde').fill(account.targetBalance);
    if (account.startDate) await page.getByLabel('Date de début').fill(account.startDate);
    if (account.targetDate) await page.getByLabel('Date cible').fill(account.targetDate);
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await this.created.waitFor();
    await this.heading.waitFor();
  }
}
