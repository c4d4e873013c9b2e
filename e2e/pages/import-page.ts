import type { Locator, Page } from 'playwright-core';

/** /import — « Importer » (docs/rules/imports.md): a platform's file, its preview, the import and the past imports. */
export class ImportPage {
  readonly heading: Locator;
  readonly fileInput: Locator;
  readonly account: Locator;
  readonly timezone: Locator;
  readonly preview: Locator;
  readonly success: Locator;
  readonly history: Locator;
  /** « Rapprochement avec le fichier » of the preview (docs/rules/imports.md#reconciliation). */
  readonly reconciliation: Locator;
  readonly acceptDifferences: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Importer', level: 1 });
    this.fileInput = page.getByLabel(/Choisir (un|un autre) fichier/);
    this.account = page.getByLabel('Compte de capital');
    this.timezone = page.getByLabel('Fuseau horaire du fichier');
    this.preview = page.getByRole('region', { name: 'Aperçu de l’import' });
    this.success = page.getByRole('status').filter({ hasText: /importée?s? depuis/ });
    this.history = page.getByRole('region', { name: 'Imports précédents' });
    this.reconciliation = this.preview.getByRole('region', { name: /Rapprochement avec le fichier/ });
    this.acceptDifferences = page.getByRole('checkbox', { name: /J’accepte les écarts/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/import');
    await this.heading.waitFor();
  }

  /** The « Bougies » tab (docs/rules/candles.md#candles): a candle file, for a symbol, in a zone. */
  async importCandles(input: {
    name: string;
    content: string;
    symbol: string;
    timezone: string;
  }): Promise<void> {
    await this.page.getByRole('tab', { name: 'Bougies' }).click();
    await this.page
      .getByLabel('Fichier de bougies')
      .setInputFiles({ name: input.name, mimeType: 'text/csv', buffer: Buffer.from(input.content) });
    await this.page.getByLabel('Symbole').fill(input.symbol);
    await this.page.getByLabel('Fuseau horaire du fichier').selectOption(input.timezone);
    await this.page.getByRole('button', { name: 'Importer les bougies' }).click();
  }

  /** What the candle import stored, once shown. */
  get candleResult(): Locator {
    return this.page.getByRole('region', { name: 'Résultat de l’import de bougies' });
  }

  get candleCoverage(): Locator {
    return this.page.getByRole('table', { name: 'Bougies importées' });
  }

  /** Picks a file through « Choisir un fichier »: text (a CSV) or a platform's own bytes. */
  async chooseFile(name: string, content: string | Buffer, mimeType = 'text/csv'): Promise<void> {
    await this.fileInput.setInputFiles({ name, mimeType, buffer: Buffer.from(content) });
  }

  importButton(count: number): Locator {
    return this.page.getByRole('button', {
      name: count === 1 ? 'Importer 1 opération' : `Importer ${count} opérations`,
    });
  }

  undoButton(fileName: string): Locator {
    return this.history.getByRole('button', { name: new RegExp(`^Annuler l’import ${fileName}`) });
  }
}
