import type { Locator, Page } from 'playwright-core';

/** /analysis — « Analyse » (docs/rules/statistics.md): summary cards, one tab per dimension, the table of its groups. */
export class AnalysisPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Analyse', level: 1 });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/analysis${query}`);
    await this.heading.waitFor();
  }

  /** Chooses a dimension's tab and waits for its table. */
  async openTab(name: string, table: string): Promise<Locator> {
    await this.page.getByRole('tab', { name, exact: true }).click();
    const locator = this.page.getByRole('table', { name: table });
    await locator.waitFor();
    return locator;
  }

  /** « Et si… » (docs/rules/candles.md#what-if): the scenarios' table, once loaded. */
  async whatIfTable(): Promise<Locator> {
    const table = this.page.getByRole('table', { name: 'Scénarios de sortie' });
    await table.waitFor();
    return table;
  }

  /** A group's row of a table, by the group's label. */
  row(table: Locator, label: string): Locator {
    return table.getByRole('row', { name: new RegExp(`^${label}\\b`) });
  }

  /** The figure of a summary card, once loaded, with French spaces read as plain ones. */
  async cardText(label: string): Promise<string> {
    const card = this.page.getByRole('region', { name: label, exact: true });
    await card.and(this.page.locator('[aria-busy="false"]')).waitFor();
    return normalized(await card.innerText());
  }
}

/** /calendar — « Calendrier »: the month grid by close day and the weekday × hour map. */
export class CalendarPage {
  readonly heading: Locator;
  readonly grid: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Calendrier', level: 1 });
    this.grid = page.getByRole('table', { name: 'Résultats par jour de clôture' });
  }

  async goto(month: string): Promise<void> {
    await this.page.goto(`/calendar?month=${month}`);
    await this.grid.waitFor();
  }

  /** The button of a day that has trades, by its date as the grid names it (« 17/11/2026 »). */
  day(date: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${date.replaceAll('/', '\\/')} :`) });
  }
}

/** Narrow and non-breaking spaces (fr-FR numbers) as plain spaces. */
export function normalized(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').trim();
}
