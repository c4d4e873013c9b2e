import type { Locator, Page } from 'playwright-core';

/** /strategies, the configurations (setups) list (docs/ui.md « Configurations »). */
export class ConfigurationsPage {
  readonly heading: Locator;
  readonly newConfigurationLink: Locator;
  readonly emptyState: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Configurations', level: 1 });
    this.newConfigurationLink = page.getByRole('link', { name: 'Nouvelle configuration' }).first();
    this.emptyState = page.getByText('Aucune configuration pour l’instant.');
  }

  async goto(): Promise<void> {
    await this.page.goto('/strategies');
    await this.heading.waitFor();
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ hasText: name });
  }
}
