import type { Locator, Page } from 'playwright-core';

export type NewGlobalStrategy = { name: string; description: string; active: boolean };

/** /global-strategies and its form (docs/ui.md « Global strategies »). */
export class GlobalStrategiesPage {
  readonly heading: Locator;
  readonly newStrategyLink: Locator;
  readonly emptyState: Locator;
  readonly saved: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Stratégies globales', level: 1 });
    // The header's link; the empty state repeats it.
    this.newStrategyLink = page.getByRole('link', { name: 'Nouvelle stratégie globale' }).first();
    this.emptyState = page.getByText('Aucune stratégie globale pour l’instant.');
    this.saved = page.getByText('Stratégie globale enregistrée');
  }

  async goto(): Promise<void> {
    await this.page.goto('/global-strategies');
    await this.heading.waitFor();
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  /** Opens the form, fills name, active select and description, saves; the app goes back to the list. */
  async create(strategy: NewGlobalStrategy): Promise<void> {
    await this.newStrategyLink.click();
    await this.page.getByRole('heading', { name: 'Nouvelle stratégie globale', level: 1 }).waitFor();
    await this.page.getByLabel('Nom', { exact: true }).fill(strategy.name);
    await this.page
      .getByLabel('Active', { exact: true })
      .selectOption({ label: strategy.active ? 'Oui' : 'Non' });
    await this.page.getByLabel('Description', { exact: true }).fill(strategy.description);
    await this.page.getByRole('button', { name: 'Enregistrer' }).click();
    await this.saved.waitFor();
    await this.heading.waitFor();
  }
}
