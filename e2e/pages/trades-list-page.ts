import type { Locator, Page } from 'playwright-core';

/** /trades — « Opérations » in list-only mode (docs/ui.md): date filter, table, pagination. */
export class TradesListPage {
  readonly heading: Locator;
  readonly addTrade: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly allDates: Locator;
  readonly apply: Locator;
  readonly table: Locator;
  readonly previous: Locator;
  readonly next: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Opérations', level: 1 });
    this.addTrade = page.getByRole('link', { name: 'Ajouter un trade' });
    this.from = page.getByLabel('Du', { exact: true });
    this.to = page.getByLabel('Au', { exact: true });
    this.allDates = page.getByRole('checkbox', { name: 'Inclure toutes les dates' });
    this.apply = page.getByRole('button', { name: 'Appliquer' });
    this.table = page.getByRole('table', { name: 'Opérations' });
    this.previous = page.getByRole('button', { name: 'Précédent' });
    this.next = page.getByRole('button', { name: 'Suivant' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/trades');
    await this.heading.waitFor();
  }

  /** « Page n sur N ». */
  pageLabel(page: number, pages: number): Locator {
    return this.page.getByText(`Page ${page} sur ${pages}`, { exact: true });
  }

  /** The table row of a trade, found by its « Éditer » link. */
  row(tradeId: number): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.locator(`a[href="/trades/${tradeId}/edit"]`) });
  }

  async filter(from: string, to: string): Promise<void> {
    if (await this.allDates.isChecked()) await this.allDates.uncheck();
    await this.from.fill(from);
    await this.to.fill(to);
    await this.apply.click();
  }

  async showAllDates(): Promise<void> {
    await this.allDates.check();
    await this.apply.click();
  }
}
