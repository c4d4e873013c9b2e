import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisPage } from './pages/analysis-page.ts';
import { ImportPage } from './pages/import-page.ts';
import { TradeDetailPage } from './pages/trade-detail-page.ts';
import type { Browser } from './support/browser.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';
import {
  BTC_PLAN,
  DAY_MS,
  HOUR_MS,
  newCapitalAccount,
  newTrader,
  plainText,
  signedInBrowser,
  type Trader,
} from './support/trader.ts';

/*
 * The trade on its chart (docs/rules/candles.md): a BTCUSDT long bought 1 at 60 000, stop 59 000 (risk 1 000), entered
 * at 10:05 UTC and sold at 61 500 at 13:10, three days ago. Hourly candles in TradingView's export (Unix seconds).
 * The candles wholly inside the holding period are 11:00 (high 61 200, low 59 400) and 12:00 (high 61 800, low
 * 59 800); 10:00 and 13:00 hold a fill and add nothing. By hand: MFE = (61 800 − 60 000) ÷ 1 000 = +1,80 R at
 * 12:00, MAE = (59 400 − 60 000) ÷ 1 000 = −0,60 R at 11:00, exit efficiency = 1,5 ÷ 1,8 = 83,3 %.
 */
const DAY = Math.floor((Date.now() - 3 * DAY_MS) / DAY_MS) * DAY_MS;
const at = (hour: number, minute = 0) => DAY + hour * HOUR_MS + minute * 60_000;
const CANDLES: [number, string, string, string, string][] = [
  [8, '59900', '60100', '59800', '60000'],
  [9, '60000', '60200', '59900', '60050'],
  [10, '60050', '60300', '59700', '60100'],
  [11, '60100', '61200', '59400', '60900'],
  [12, '60900', '61800', '59800', '61400'],
  [13, '61400', '61600', '61300', '61500'],
  [14, '61500', '61550', '61200', '61300'],
  [15, '61300', '61400', '61100', '61200'],
];
const CANDLE_FILE = [
  'time,open,high,low,close,Volume',
  ...CANDLES.map(([hour, ...prices]) => [at(hour) / 1000, ...prices, '10'].join(',')),
].join('\n');

describe('candles: a trade drawn on imported candles, its excursions and the what-if exits', () => {
  let trader: Trader;
  let browser: Browser;
  let page: Page;
  let tradeId = 0;

  keepFailureEvidence(() => page);

  beforeAll(async () => {
    trader = await newTrader('bougies', { CRYPTO: ['BTCUSDT'] });
    const account = await newCapitalAccount(trader, 'Compte crypto');
    const trade = await trader.call<{ id: number }>('POST', '/api/v1/trades/', {
      ...BTC_PLAN,
      capital_account: account,
      entry_date: new Date(at(10, 5)).toISOString(),
    });
    tradeId = trade.id;
    await trader.call('POST', `/api/v1/trades/${tradeId}/close_trade/`, {
      close_price: '61500',
      close_date: new Date(at(13, 10)).toISOString(),
    });
    browser = await signedInBrowser(trader);
    page = browser.page;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('imports the candle file through « Bougies » and lists the series', async () => {
    const imports = new ImportPage(page);
    await imports.goto();
    await imports.importCandles({
      name: 'BTCUSDT_60.csv',
      content: CANDLE_FILE,
      symbol: 'BTCUSDT',
      timezone: 'UTC',
    });
    await imports.candleResult.waitFor();
    expect(await plainText(imports.candleResult)).toContain('8 bougies 1 h importées pour BTCUSDT');
    expect(await plainText(imports.candleCoverage.getByRole('row', { name: /BTCUSDT/ }))).toContain('8');
  });

  it('draws the trade with its markers and the MFE and MAE computed by hand', async () => {
    const detail = new TradeDetailPage(page);
    await detail.goto(tradeId);
    await detail.chart.getByRole('figure', { name: /Graphique en bougies 1 h de BTCUSDT/ }).waitFor();
    const marks: [string, string][] = [
      ['Entrée', '60 000'],
      ['MAE', '59 400'],
      ['MFE', '61 800'],
      ['Sortie', '61 500'],
      ['Stop (plan et actuel)', '59 000'],
    ];
    for (const [label, price] of marks) {
      const item = detail.chartMarks.getByRole('listitem').filter({ hasText: label });
      expect(await plainText(item)).toContain(price);
    }
    expect(await plainText(detail.excursionFigure('MFE'))).toBe('+1,80 R');
    expect(await plainText(detail.excursionFigure('MAE'))).toBe('-0,60 R');
    expect(await plainText(detail.excursionFigure('Efficacité de sortie'))).toBe('83,3 %');
    await detail.chart.getByRole('link', { name: 'Graphiques : TradingView Lightweight Charts' }).waitFor();
  });

  it('shows the what-if scenarios with the actual exits as reference', async () => {
    const analysis = new AnalysisPage(page);
    await analysis.goto();
    const table = await analysis.whatIfTable();
    await table.getByRole('rowheader', { name: 'Réel' }).waitFor();
    await table.getByRole('rowheader', { name: 'Objectif fixe 1 R' }).waitFor();
    await page.getByRole('img', { name: /MFE en fonction de la MAE, en R, pour 1 opération\b/ }).waitFor();
  });
});
