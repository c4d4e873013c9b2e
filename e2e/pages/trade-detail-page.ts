import type { Locator, Page } from 'playwright-core';

/** /trades/{id} — the trade page: its close panel, money, exits, plan and execution, history, « Rouvrir ». */
export class TradeDetailPage {
  readonly closePanel: Locator;
  readonly money: Locator;
  readonly exits: Locator;
  readonly planExecution: Locator;
  readonly deviations: Locator;
  readonly history: Locator;
  readonly reopen: Locator;
  readonly reopenDialog: Locator;
  /** « Graphique » (docs/rules/candles.md#chart): the canvas, its markers written out, the excursions. */
  readonly chart: Locator;
  readonly chartMarks: Locator;

  constructor(readonly page: Page) {
    this.closePanel = page.getByRole('region', { name: 'Clôturer l’opération' });
    this.money = page.getByRole('region', { name: 'Argent' });
    this.exits = page.getByRole('table', { name: 'Sorties' });
    this.planExecution = page.getByRole('region', { name: 'Plan et exécution' });
    this.deviations = page.getByRole('list', { name: 'Écarts au plan' });
    this.history = page.getByRole('list', { name: 'Historique de l’opération' });
    this.reopen = page.getByRole('button', { name: 'Rouvrir', exact: true });
    this.reopenDialog = page.getByRole('dialog', { name: 'Rouvrir l’opération' });
    this.chart = page.getByRole('region', { name: 'Graphique' });
    this.chartMarks = this.chart.getByRole('list', { name: 'Repères du graphique' });
  }

  async goto(tradeId: number): Promise<void> {
    await this.page.goto(`/trades/${tradeId}`);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  /** An excursion figure: « MFE », « MAE », « Efficacité de sortie » (its first value). */
  excursionFigure(label: string): Locator {
    return this.chart
      .getByLabel('Excursions de l’opération')
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  /** A money figure: « Brut », « Frais », « Swap », « Net ». */
  moneyFigure(label: string): Locator {
    return this.money.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  }

  /** A line of « Plan et exécution » by its label (« Stop loss », « Quantité »…). */
  planLine(label: string): Locator {
    return this.planExecution.getByRole('row', { name: new RegExp(`^${label}`) });
  }

  /** The entries of « Historique », newest first (each entry, not its list of changes). */
  historyEntries(): Locator {
    return this.history.locator(':scope > li');
  }

  /** Types the close of the panel: price, reached targets, date, fees and the reported net; then « Clôturer ». */
  async close(input: {
    price: string;
    reached: string[];
    closeDate: string;
    fees: string;
    reportedNet: string;
  }): Promise<void> {
    const panel = this.closePanel;
    await panel.getByLabel('Prix de clôture').fill(input.price);
    await panel.getByLabel('Date et heure de clôture').fill(input.closeDate);
    for (const name of input.reached) await panel.getByRole('checkbox', { name: new RegExp(name) }).check();
    await panel.getByLabel(/^Frais/).fill(input.fees);
    await panel.getByLabel(/^Résultat net réel/).fill(input.reportedNet);
    await panel.getByRole('button', { name: 'Clôturer', exact: true }).click();
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
