import { zonedTimeToEpochMs } from '@carnet/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';
import {
  BTC_PLAN,
  DAY_MS,
  newCapitalAccount,
  newTrader,
  signedInBrowser,
  type Trader,
} from './support/trader.ts';

/*
 * The day's journal (docs/rules/journal.md) as a trader lives it, in Paris: the morning plan written in the page,
 * a trade entered (through the API), the plan then locked with its time, an addendum, the state and the review.
 * The plan allows one trade: the second one is the rule break the page highlights. The calendar marks the day.
 */
const PARIS = 'Europe/Paris';

describe('journal: the day from the plan to the review', () => {
  let browser: Browser;
  let page: Page;
  let trader: Trader;
  let accountId = 0;
  const day = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);

  keepFailureEvidence(() => page);

  async function enterTrade(hour: number) {
    const [year, month, date] = day.split('-').map(Number);
    const entry = zonedTimeToEpochMs(
      { year: year ?? 0, month: month ?? 1, day: date ?? 1, hour, minute: 0, second: 0 },
      PARIS,
    );
    await trader.call('POST', '/api/v1/trades/', {
      ...BTC_PLAN,
      asset_type: 'CRYPTO',
      direction: 'LONG',
      setup_reason: 'Retest du range',
      entry_date: new Date(entry).toISOString(),
      capital_account: accountId,
      risk_pct: 1,
      take_profits: [],
    });
  }

  beforeAll(async () => {
    trader = await newTrader('journal', { CRYPTO: ['BTCUSDT'] });
    accountId = await newCapitalAccount(trader, 'Compte journal');
    browser = await signedInBrowser(trader);
    page = browser.page;
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: PARIS });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('writes the plan, sees it locked by the first trade, adds an addendum, fills the state and the review', async () => {
    await page.goto(new URL(`/journal/${day}`, page.url()).toString());
    const plan = page.getByRole('textbox', { name: 'Plan', exact: true });
    await plan.click();
    await page.keyboard.type('Acheter le retest du range asiatique');
    await page.getByLabel('Biais').selectOption({ label: 'Haussier' });
    await page.getByLabel('Opérations au maximum').fill('1');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByText('Journal du jour enregistré.').waitFor();
    expect(await page.getByRole('button', { name: 'Verrouiller le plan' }).count()).toBe(1);

    await enterTrade(10);
    await enterTrade(11);
    await page.reload();
    await page.getByText(/Verrouillé le/).waitFor();
    expect(await page.getByRole('button', { name: 'Verrouiller le plan' }).count()).toBe(0);
    expect(await page.getByText('Acheter le retest du range asiatique').count()).toBe(1);
    expect(await page.getByText('Haussier').count()).toBe(1);
    await page.getByText(/Nombre maximal d’opérations : 2 pour une limite de 1/).waitFor();
    expect(await page.getByText('Règle enfreinte', { exact: true }).count()).toBe(1);

    await page.getByLabel('Nouvel ajout au plan').fill('Cassure du plus bas : plus de trade.');
    await page.getByRole('button', { name: 'Ajouter' }).click();
    await page.getByText('Cassure du plus bas : plus de trade.').waitFor();

    await page.getByRole('radio', { name: 'Humeur 4 sur 5' }).check({ force: true });
    await page.getByRole('radio', { name: 'Stress 2 sur 5' }).check({ force: true });
    await page.getByLabel('Sommeil (heures)').fill('7,5');
    await page.getByRole('textbox', { name: 'Bilan', exact: true }).click();
    await page.keyboard.type('Le second trade était de trop.');
    await page.getByLabel('Plan suivi').selectOption({ label: 'En partie' });
    await page.getByLabel('Erreurs').fill('Overtrading');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByText('Journal du jour enregistré.').first().waitFor();

    await page.reload();
    await page.getByText('Le second trade était de trop.').waitFor();
    expect(await page.getByRole('radio', { name: 'Humeur 4 sur 5' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Sommeil (heures)').inputValue()).toBe('7,5');
    expect(await page.getByLabel('Erreurs').inputValue()).toBe('Overtrading');
    const saved = await trader.call<{
      state: { mood: number; sleep_hours: number };
      plan: { addenda: unknown[] };
    }>('GET', `/api/v1/journal/days/${day}/?tz=Europe%2FParis`);
    expect(saved.state).toMatchObject({ mood: 4, sleep_hours: 7.5 });
    expect(saved.plan.addenda).toHaveLength(1);
  });

  it('goes from day to day', async () => {
    await page.getByRole('link', { name: 'Jour suivant' }).click();
    await page.waitForURL((url) => url.pathname !== `/journal/${day}`);
    await page.getByRole('link', { name: 'Jour précédent' }).click();
    await page.waitForURL((url) => url.pathname === `/journal/${day}`);
  });

  it('finds the day marked on the calendar, and opens it from there', async () => {
    await page.goto(new URL(`/calendar?month=${day.slice(0, 7)}`, page.url()).toString());
    const [year, month, date] = day.split('-');
    await page.getByRole('link', { name: `Journal du ${date}/${month}/${year}` }).click();
    await page.waitForURL((url) => url.pathname === `/journal/${day}`);
    await page.getByText(/Verrouillé le/).waitFor();
  });
});
