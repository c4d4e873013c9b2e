import type { Locator, Page } from 'playwright-core';

/** /app — « Opérations » with statistics (docs/ui.md): filter, five cards, three charts, the shared trade table. */
export class DashboardPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly equity: Locator;
  /** The money curve (docs/rules/trades.md): cumulative net money by close day. */
  readonly money: Locator;
  readonly goalCard: Locator;
  readonly manageGoal: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Opérations', level: 1 });
    this.table = page.getByRole('table', { name: 'Opérations' });
    this.equity = page.getByRole('region', { name: 'Courbe d’équité' });
    this.money = page.getByRole('region', { name: 'Résultat net cumulé' });
    this.goalCard = page.getByRole('region', { name: 'Objectif de backtest' });
    this.manageGoal = this.goalCard.getByRole('link', { name: 'Gérer' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/app');
    await this.heading.waitFor();
  }

  /** The figure of a card, once loaded, with French spaces read as plain ones. */
  async cardValue(label: string): Promise<string> {
    const card = this.page.getByRole('region', { name: label, exact: true });
    await card.and(this.page.locator('[aria-busy="false"]')).waitFor();
    return normalized(await card.locator('p').first().innerText());
  }

  /** « Drawdown actuel » or « Drawdown max » beside the equity curve. */
  async drawdown(label: 'Drawdown actuel' | 'Drawdown max'): Promise<string> {
    const value = this.equity.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    return normalized(await value.innerText());
  }

  /** « Total » beside the money curve, once loaded. */
  async moneyTotal(): Promise<string> {
    await this.money.and(this.page.locator('[aria-busy="false"]')).waitFor();
    const value = this.money.locator('dt', { hasText: 'Total' }).locator('xpath=following-sibling::dd');
    return normalized(await value.innerText());
  }

  /** The labels under the drawn money curve (« Départ », « 24/11 »). */
  async moneyDays(): Promise<string[]> {
    const ticks = this.money.locator('.recharts-xAxis-tick-labels text');
    await ticks.first().waitFor();
    return (await ticks.allTextContents()).map(normalized);
  }

  /** The drawn equity curve (Recharts arrives lazily). */
  equityCurve(): Locator {
    return this.equity.locator('.recharts-area-curve');
  }
}

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();
