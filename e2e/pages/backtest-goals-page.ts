import type { Locator, Page } from 'playwright-core';

/** /backtests/goals (docs/ui.md « Backtest goals »): the active goal and its time, or the creation form. */
export class BacktestGoalsPage {
  readonly heading: Locator;
  readonly createForm: Locator;
  readonly timeLogForm: Locator;
  readonly timeLogs: Locator;
  readonly history: Locator;
  readonly closeButton: Locator;
  readonly progressBar: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Objectifs de backtest', level: 1 });
    this.createForm = page.getByRole('region', { name: 'Nouvel objectif' });
    this.timeLogForm = page.getByRole('region', { name: 'Enregistrer du temps' });
    this.timeLogs = page.getByRole('table', { name: 'Temps enregistré' });
    this.history = page.getByRole('table', { name: 'Objectifs passés' });
    this.closeButton = page.getByRole('button', { name: "Clore l'objectif" });
    this.progressBar = page.getByRole('progressbar', { name: 'Progression de l’objectif' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/backtests/goals');
    await this.heading.waitFor();
  }

  activeGoal(label: string): Locator {
    return this.page.getByRole('region', { name: new RegExp(label) });
  }

  async createGoal(goal: { label: string; targetMinutes: string; startDate?: string }): Promise<void> {
    const form = this.createForm;
    await form.getByLabel('Intitulé').fill(goal.label);
    await form.getByLabel('Durée cible (minutes)').fill(goal.targetMinutes);
    if (goal.startDate !== undefined) await form.getByLabel('Date de début').fill(goal.startDate);
    await form.getByRole('button', { name: 'Créer l’objectif' }).click();
  }

  async logTime(entry: { minutes: string; session?: string; notes?: string }): Promise<void> {
    const form = this.timeLogForm;
    await form.getByLabel('Durée (minutes)').fill(entry.minutes);
    if (entry.session !== undefined) {
      await form.getByLabel('Session (facultatif)').selectOption({ label: entry.session });
    }
    await form.getByLabel('Notes').fill(entry.notes ?? '');
    await form.getByRole('button', { name: 'Enregistrer le temps' }).click();
  }

  /** Label → value of the figures of the active goal (narrow spaces made plain). */
  async figures(label: string): Promise<string[]> {
    return this.activeGoal(label)
      .getByRole('definition')
      .evaluateAll((items) => items.map((item) => (item.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ')));
  }

  async closeActiveGoal(): Promise<void> {
    await this.closeButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'Confirmation' });
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}
