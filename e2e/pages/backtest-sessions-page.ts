import type { Locator, Page } from 'playwright-core';

export type NewBacktestSession = {
  name: string;
  instrument: string;
  timeframe: string;
  startingEquity: string;
};

/** /backtests/sessions (docs/ui.md « Backtest sessions »): the list and the creation form. */
export class BacktestSessionsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly createForm: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Sessions de backtest', level: 1 });
    this.table = page.getByRole('table', { name: 'Sessions de backtest' });
    this.createForm = page.getByRole('region', { name: 'Nouvelle session' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/backtests/sessions');
    await this.heading.waitFor();
  }

  /** Fills and submits the creation form; the app then opens the new session. */
  async create(session: NewBacktestSession): Promise<void> {
    const form = this.createForm;
    await form.getByLabel('Nom').fill(session.name);
    await form.getByLabel('Instrument').fill(session.instrument);
    await form.getByLabel('Unité de temps').fill(session.timeframe);
    await form.getByLabel('Capital de départ').fill(session.startingEquity);
    await form.getByRole('button', { name: 'Créer la session' }).click();
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name }) });
  }
}
