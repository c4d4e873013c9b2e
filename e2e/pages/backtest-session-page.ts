import type { Locator, Page } from 'playwright-core';

export type BacktestTradeEntry = {
  side: 'Achat' | 'Vente';
  /** A datetime-local value on the browser's clock, e.g. 2026-03-02T09:00. */
  entryTime: string;
  entryPrice: string;
  quantity: string;
  stopLoss?: string;
  takeProfits?: readonly { price: string; quantity: string }[];
};

/** /backtests/sessions/{id} (docs/ui.md): metrics band, recompute, CSV export/import, add-trade form, trade table. */
export class BacktestSessionPage {
  readonly metrics: Locator;
  readonly tradeForm: Locator;
  readonly trades: Locator;
  readonly exportButton: Locator;
  readonly importInput: Locator;

  constructor(readonly page: Page) {
    this.metrics = page.getByLabel('Métriques de la session');
    this.tradeForm = page.getByRole('region', { name: 'Ajouter un trade' });
    this.trades = page.getByRole('table', { name: 'Trades de la session' });
    this.exportButton = page.getByRole('button', { name: 'Exporter CSV' });
    this.importInput = page.getByLabel('Fichier CSV à importer');
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }

  async addTrade(trade: BacktestTradeEntry): Promise<void> {
    const form = this.tradeForm;
    // The side is a pair of radios drawn as a segmented control: the visible part is the label.
    await form.locator('label').filter({ hasText: trade.side }).click();
    await form.getByLabel('Date d’entrée').fill(trade.entryTime);
    await form.getByLabel('Prix d’entrée').fill(trade.entryPrice);
    await form.getByLabel('Quantité', { exact: true }).fill(trade.quantity);
    await form.getByLabel('Stop loss (facultatif)').fill(trade.stopLoss ?? '');
    for (const [index, takeProfit] of (trade.takeProfits ?? []).entries()) {
      if (index > 0) await form.getByRole('button', { name: 'Ajouter un take profit' }).click();
      await form.getByLabel(`Prix du take profit ${index + 1}`).fill(takeProfit.price);
      await form.getByLabel(`Quantité du take profit ${index + 1}`).fill(takeProfit.quantity);
    }
    const rows = await this.trades
      .getByRole('row')
      .count()
      .catch(() => 0);
    await form.getByRole('button', { name: 'Ajouter le trade' }).click();
    // The table grows by one row (or appears, with its header row, for the first trade).
    await this.trades
      .getByRole('row')
      .nth(rows === 0 ? 1 : rows)
      .waitFor();
  }

  /** The five cells of the band, label → value as shown (narrow spaces made plain). */
  async metricValues(): Promise<Record<string, string>> {
    await this.metrics.waitFor();
    return this.metrics.evaluate((band) => {
      const values: Record<string, string> = {};
      for (const cell of band.children) {
        const label = cell.querySelector('dt')?.textContent ?? '';
        values[label] = (cell.querySelector('dd')?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
      }
      return values;
    });
  }

  /** Clicks « Exporter CSV » and returns the file the new tab shows: its name and its text. */
  async exportCsv(): Promise<{ fileName: string; text: string }> {
    const [tab] = await Promise.all([this.page.context().waitForEvent('page'), this.exportButton.click()]);
    const content = tab.locator('pre');
    await content.waitFor();
    const file = { fileName: await tab.title(), text: (await content.textContent()) ?? '' };
    await tab.close();
    return file;
  }

  async importCsv(file: { fileName: string; text: string }): Promise<void> {
    await this.importInput.setInputFiles({
      name: file.fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(file.text, 'utf8'),
    });
  }
}
