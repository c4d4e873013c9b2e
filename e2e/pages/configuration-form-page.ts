import type { Locator, Page } from 'playwright-core';

/** /strategies/new and /strategies/{id}: every field of a configuration (docs/rules/trades.md#fields) and its screenshots. */
export class ConfigurationFormPage {
  readonly name: Locator;
  readonly globalStrategy: Locator;
  readonly timezone: Locator;
  readonly description: Locator;
  readonly preferredTime: Locator;
  readonly preferredTolerance: Locator;
  readonly secondaryMinScore: Locator;
  readonly saveButton: Locator;
  readonly saved: Locator;
  readonly screenshotInput: Locator;
  readonly screenshotsAdded: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByLabel('Nom', { exact: true });
    this.globalStrategy = page.getByLabel('Stratégie globale', { exact: true });
    this.timezone = page.getByRole('combobox', { name: 'Fuseau horaire' });
    this.description = page.getByRole('textbox', { name: 'Description', exact: true });
    this.preferredTime = page.getByLabel('Heure', { exact: true });
    this.preferredTolerance = page.getByLabel('Tolérance (min)', { exact: true });
    this.secondaryMinScore = page.getByLabel('Score minimum en secondaire (%)');
    this.saveButton = page.getByRole('button', { name: 'Enregistrer', exact: true });
    this.saved = page.getByText('Configuration enregistrée');
    this.screenshotInput = page.getByLabel(/Ajouter des captures/);
    this.screenshotsAdded = page.getByText('Captures ajoutées');
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** A weekday toggle of the preferred timing (« Lundi » … « Dimanche »). */
  day(name: string): Locator {
    return this.page.getByRole('group', { name: 'Jours' }).getByRole('button', { name });
  }

  secondaryTime(position: number): Locator {
    return this.page.getByLabel(`Heure du créneau secondaire ${position}`);
  }

  confirmationField(field: 'Clé' | 'Libellé' | 'Niveau' | 'Poids', position: number): Locator {
    return this.page.getByLabel(`${field} de la confirmation ${position}`);
  }

  confirmationMandatory(position: number): Locator {
    return this.page.getByLabel(`Confirmation ${position} obligatoire`);
  }

  /** Types the rich-text description, with the toolbar's bold for `boldText`. */
  async writeDescription(plain: string, boldText: string): Promise<void> {
    await this.description.click();
    await this.page.keyboard.type(plain);
    await this.page
      .getByRole('toolbar', { name: 'Mise en forme' })
      .getByRole('button', { name: 'Gras' })
      .click();
    await this.page.keyboard.type(boldText);
  }

  /** Picks a time zone by typing part of its name, then Enter. */
  async chooseTimezone(search: string): Promise<void> {
    await this.timezone.fill(search);
    await this.page.keyboard.press('Enter');
  }

  screenshotCaption(position: number): Locator {
    return this.page.getByLabel(`Légende de la capture ${position}`);
  }

  screenshotKind(position: number): Locator {
    return this.page.getByLabel(`Type de la capture ${position}`);
  }

  async save(): Promise<void> {
    await this.saveButton.click();
    await this.saved.first().waitFor();
  }
}
