import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisPage, CalendarPage, normalized } from './pages/analysis-page.ts';
import type { Browser } from './support/browser.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';
import {
  BTC_PLAN,
  DAY_MS,
  HOUR_MS,
  newCapitalAccount,
  newTrader,
  signedInBrowser,
  type Trader,
} from './support/trader.ts';

/*
 * Analysis from end to end (docs/rules/statistics.md). BTC_PLAN is bought at 60 000 with its stop at 59 000, so 1 R = 1 000 and a close
 * at 60 000 + 1 000 × R gives R. Six trades closed in the last hours, each with one tag:
 *   « alpha »: +1, +2, +3 R    mean 2, sample variance ((1)² + 0² + 1²) / 2 = 1
 *   « beta »:  −2, −1,  0 R    mean −1, variance 1 (0 R is a breakeven)
 * Win rate of alpha: 3 / 3 = 100,0 %; Wilson 95 % (z = 1.959964, z² = 3.841459, n = 3):
 *   centre (1 + z²/6) / (1 + z²/3) = 1.640243 / 2.280486 = 0.719251,
 *   half-width z·√(z²/36) / (1 + z²/3) = 1.959964 × 0.326659 / 2.280486 = 0.280749 → 43,9 % à 100,0 %.
 * Expectancy of alpha: 2 ± t(0.975, 2) × 1/√3 = 2 ± 4.302653 × 0.577350 = 2 ± 2.484138 → -0,48 R à +4,48 R.
 * Welch, alpha against the rest (beta): difference 3, standard error √(1/3 + 1/3) = 0.816497, t = 3.674235
 * (t² = 13.5), degrees of freedom (2/3)² / ((1/3)²/2 + (1/3)²/2) = 4. With 4 degrees of freedom the t
 * distribution is closed-form: F(t) = 1/2 + (3/4)·u·(1 − u²/3) with u = t/√(4 + t²) = √(13.5/17.5) = 0.878310,
 * so F = 0.989344 and the two-sided p = 2 × (1 − F) = 0.021312 → « p = 0,021 », significant (< 0,05 with 3
 * trades a side). Beta mirrors it: difference −3, the same p.
 *
 * Calendar: another trader's trade closed at 23:30 UTC belongs to the next day in Paris (UTC+1 or +2).
 */
const ALPHA = [1, 2, 3];
const BETA = [-2, -1, 0];

async function closedTrade(trader: Trader, accountId: number, r: number, tag: string, closeMs: number) {
  const trade = await trader.call<{ id: number }>('POST', '/api/v1/trades/', {
    ...BTC_PLAN,
    asset_type: 'CRYPTO',
    direction: 'LONG',
    setup_reason: 'Scénario de l’analyse',
    entry_date: new Date(closeMs - HOUR_MS).toISOString(),
    capital_account: accountId,
    risk_pct: 1,
    take_profits: [],
    tags: tag === '' ? [] : [tag],
  });
  await trader.call('POST', `/api/v1/trades/${trade.id}/close_trade/`, {
    close_price: String(60_000 + 1_000 * r),
    close_date: new Date(closeMs).toISOString(),
  });
}

describe('analysis: the hand-made journal', () => {
  let browser: Browser;
  let page: Page;
  let lateClose = 0;
  let nightOwl: Trader;

  keepFailureEvidence(() => page);

  beforeAll(async () => {
    const trader = await newTrader('analyse', { CRYPTO: ['BTCUSDT'] });
    const accountId = await newCapitalAccount(trader, 'Compte analyse');
    const twoHoursAgo = Math.floor((Date.now() - 2 * HOUR_MS) / 60_000) * 60_000;
    for (const r of ALPHA) await closedTrade(trader, accountId, r, 'alpha', twoHoursAgo);
    for (const r of BETA) await closedTrade(trader, accountId, r, 'beta', twoHoursAgo);

    // Three days ago at 23:30 UTC: in Paris, already the next day.
    nightOwl = await newTrader('calendrier', { CRYPTO: ['BTCUSDT'] });
    const nightAccount = await newCapitalAccount(nightOwl, 'Compte calendrier');
    const late = new Date(Date.now() - 3 * DAY_MS);
    late.setUTCHours(23, 30, 0, 0);
    lateClose = late.getTime();
    await closedTrade(nightOwl, nightAccount, 2, '', lateClose);

    browser = await signedInBrowser(trader);
    page = browser.page;
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Europe/Paris' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the intervals, the p-value and the marker a hand computation gives', async () => {
    const analysis = new AnalysisPage(page);
    await analysis.goto();
    expect(await analysis.cardText('Trades')).toContain('6');
    const table = await analysis.openTab('Tags', 'Analyse par tags');
    const alpha = normalized(await analysis.row(table, 'alpha').innerText());
    expect(alpha).toContain('100,0 %');
    expect(alpha).toContain('43,9 % à 100,0 %');
    expect(alpha).toContain('+2,00 R');
    expect(alpha).toContain('-0,48 R à +4,48 R');
    expect(alpha).toContain('+3,00 R');
    expect(alpha).toContain('Différence probablement réelle (p = 0,021)');
    expect(alpha).toContain('échantillon faible');
    const beta = normalized(await analysis.row(table, 'beta').innerText());
    expect(beta).toContain('-1,00 R');
    expect(beta).toContain('-3,00 R');
    expect(beta).toContain('Différence probablement réelle (p = 0,021)');
    // The row leads to the trade list filtered on its tag.
    await analysis.row(table, 'alpha').getByRole('link', { name: 'alpha' }).click();
    await page.waitForURL((url) => url.pathname === '/trades' && url.searchParams.get('tag') === 'alpha');
  });

  it('puts a trade closed at 23:30 UTC on the next day of the Paris calendar', async () => {
    await browser.close();
    browser = await signedInBrowser(nightOwl);
    page = browser.page;
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Europe/Paris' });
    const parisDay = new Date(lateClose + DAY_MS);
    const utcDay = new Date(lateClose);
    const label = (day: Date) =>
      `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const calendar = new CalendarPage(page);
    await calendar.goto(parisDay.toISOString().slice(0, 7));
    const day = calendar.day(label(parisDay));
    const text = normalized((await day.textContent()) ?? '');
    expect(text).toContain('+2,00 R');
    expect(text).toContain('1 trade');
    expect(await calendar.day(label(utcDay)).count()).toBe(0);
    await day.click();
    const dialog = page.getByRole('dialog', { name: `Opérations clôturées le ${label(parisDay)}` });
    await dialog.getByRole('link', { name: /BTCUSDT/ }).waitFor();
  });
});
