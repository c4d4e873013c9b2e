import type { Locator, Page } from 'playwright-core';

/** /login (docs/ui.md « Login screen »). */
export class LoginPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly failure: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Se connecter' });
    this.username = page.getByLabel('Nom d’utilisateur');
    // exact: the show/hide toggle is labelled « Afficher le mot de passe ».
    this.password = page.getByLabel('Mot de passe', { exact: true });
    this.submit = page.getByRole('button', { name: 'Connexion', exact: true });
    this.failure = page.getByRole('alert').filter({ hasText: 'Identifiants invalides ou erreur serveur.' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await this.heading.waitFor();
  }

  /** Fills and submits the form; the caller waits for where it should land. */
  async logIn(username: string, password: string): Promise<void> {
    await this.heading.waitFor();
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Opens /login, signs in and waits for the dashboard: where every signed-in scenario starts. */
  async signInToApp(username: string, password: string): Promise<void> {
    await this.goto();
    await this.logIn(username, password);
    await this.page.waitForURL((url) => url.pathname === '/app');
  }
}
