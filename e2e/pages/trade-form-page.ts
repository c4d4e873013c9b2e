import type { Locator, Page } from 'playwright-core';

/** /trades/new and /trades/{id}/edit (docs/ui.md « Trade form »), with its compliance panel and close dialog. */
export class TradeFormPage {
  readonly newHeading: Locator;
  readonly asset: Locator;
  readonly entryDate: Locator;
  readonly entryPrice: Locator;
  readonly stopLoss: Locator;
  readonly quantity: Locator;
  readonly addTakeProfit: Locator;
  readonly beMoved: Locator;
  /** The visible pill and its label: the checkbox itself is visually hidden. */
  readonly beMovedSwitch: Locator;
  readonly configuration: Locator;
  readonly account: Locator;
  readonly risk: Locator;
  readonly autoRisk: Locator;
  readonly review: Locator;
  /** The tag input: its list of suggestions makes it a combobox. */
  readonly tags: Locator;
  readonly save: Locator;
  readonly compliance: Locator;
  readonly closeButton: Locator;
  readonly closeDialog: Locator;
  readonly result: Locator;
  readonly screenshotInput: Locator;
  readonly viewer: Locator;

  constructor(readonly page: Page) {
    this.newHeading = page.getByRole('heading', { name: 'Nouveau trade', level: 1 });
    this.asset = page.getByLabel('Actif', { exact: true });
    this.entryDate = page.getByLabel('Date et heure d’entrée');
    this.entryPrice = page.getByLabel('Prix d’entrée');
    this.stopLoss = page.getByLabel('Stop loss', { exact: true });
    this.quantity = page.getByLabel('Quantité', { exact: true });
    this.addTakeProfit = page.getByRole('button', { name: 'Ajouter un take profit' });
    this.beMoved = page.getByRole('checkbox', { name: /Stop déplacé au point mort après TP1/ });
    this.beMovedSwitch = page.getByText('Stop déplacé au point mort après TP1', { exact: true });
    this.configuration = page.getByLabel('Configuration', { exact: true });
    this.account = page.getByLabel('Compte de capital', { exact: true });
    this.risk = page.getByLabel('Risque (%)');
    this.autoRisk = page.getByRole('checkbox', { name: 'Utiliser le risque recommandé' });
    this.review = page.getByLabel('Revue post-trade');
    this.tags = page.getByRole('combobox', { name: 'Tags', exact: true });
    this.save = page.getByRole('button', { name: 'Enregistrer', exact: true });
    this.compliance = page.getByRole('region', { name: 'Conformité du setup' });
    this.closeButton = page.getByRole('button', { name: 'Clôturer', exact: true });
    this.closeDialog = page.getByRole('dialog', { name: 'Clôturer l’opération' });
    this.result = page.getByLabel('Résultat de l’opération');
    this.screenshotInput = page.locator('input[type="file"]');
    this.viewer = page.getByRole('dialog', { name: /^Capture \d+ sur \d+$/ });
  }

  takeProfitPrice(row: number): Locator {
    return this.page.getByLabel(`Prix du take profit ${row}`);
  }

  takeProfitQuantity(row: number): Locator {
    return this.page.getByLabel(`Quantité du take profit ${row}`);
  }

  /** The remove button of a tag's chip. */
  removeTag(tag: string): Locator {
    return this.page.getByRole('button', { name: `Retirer le tag ${tag}` });
  }

  /** The OK box of a confirmation of the checklist. */
  confirmation(label: string): Locator {
    return this.page.getByRole('checkbox', { name: `OK ${label}` });
  }

  /** A figure of the compliance panel: « Score », « Note », « Risque recommandé », « Créneau ». */
  figure(label: string): Locator {
    return this.compliance.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  }

  /** A figure of a closed trade: « R réalisé », « Prix de clôture », « Résultat sur le compte »… */
  closedFigure(label: string): Locator {
    return this.result.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /**
   * Opens the close dialog, types the close price, ticks the reached take profits and closes; `closeDate` (a
   * datetime-local value) replaces the prefilled « now ».
   */
  async close(closePrice: string, reached: string[], closeDate?: string): Promise<void> {
    await this.closeButton.click();
    await this.closeDialog.waitFor();
    await this.closeDialog.getByLabel('Prix de clôture').fill(closePrice);
    if (closeDate !== undefined)
      await this.closeDialog.getByLabel('Date et heure de clôture').fill(closeDate);
    for (const name of reached)
      await this.closeDialog.getByRole('checkbox', { name: new RegExp(name) }).check();
    await this.closeDialog.getByRole('button', { name: 'Clôturer', exact: true }).click();
  }

  thumbnail(position: number): Locator {
    return this.page.getByRole('button', { name: `Agrandir la capture ${position}` });
  }
}
