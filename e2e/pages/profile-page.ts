import type { AssetType } from '@carnet/contract';
import type { Locator, Page } from 'playwright-core';

/** /profile (docs/ui.md « Profile »). */
export class ProfilePage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly email: Locator;
  readonly theme: Locator;
  readonly saveAssets: Locator;
  readonly assetsSaved: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Profil', level: 1 });
    this.username = page.getByLabel('Nom d’utilisateur');
    this.email = page.getByLabel('E-mail', { exact: true });
    this.theme = page.getByLabel('Thème', { exact: true });
    this.saveAssets = page.getByRole('button', { name: 'Enregistrer les actifs' });
    this.assetsSaved = page.getByText('Actifs enregistrés');
  }

  async goto(): Promise<void> {
    await this.page.goto('/profile');
    await this.heading.waitFor();
  }

  assetList(assetType: AssetType): Locator {
    return this.page.getByLabel(assetType, { exact: true });
  }

  async setAssetList(assetType: AssetType, text: string): Promise<void> {
    await this.assetList(assetType).fill(text);
  }

  /** The theme select shows « Sombre (trading) » or « Clair » (docs/ui.md). */
  async chooseTheme(label: 'Sombre (trading)' | 'Clair'): Promise<void> {
    await this.theme.selectOption({ label });
  }
}
