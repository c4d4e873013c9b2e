import type { Services } from '../services.ts';
import { type ChartSpec, renderChartImage } from './chart-image.ts';
import type { DemoSetup } from './demo-setups.ts';
import { TRADE_SHOT_CAPTIONS } from './demo-texts.ts';
import type { DemoTrade } from './demo-trade.ts';
import { createRandom } from './seeded-random.ts';

type Galleries = Pick<Services, 'tradeScreenshots' | 'configurationScreenshots'>;

/**
 * The trades' screenshots, drawn from their own levels and uploaded through the trade gallery (content check,
 * metadata stripped, WebP thumbnail, stored in the media store) like a trader's upload. Returns how many.
 */
export async function attachTradeScreenshots(
  galleries: Galleries,
  userId: number,
  trades: readonly { id: number; trade: DemoTrade }[],
): Promise<number> {
  let attached = 0;
  for (const { id, trade } of trades) {
    if (trade.shots.length === 0) continue;
    const files = await Promise.all(
      trade.shots.map((shot) => renderChartImage(shot.chart, createRandom(shot.seed))),
    );
    const stored = await galleries.tradeScreenshots.upload(userId, id, files);
    for (const [index, screenshot] of stored.entries()) {
      const shot = trade.shots[index];
      if (shot === undefined) continue;
      await galleries.tradeScreenshots.update(id, screenshot.id, {
        kind: shot.kind,
        caption: TRADE_SHOT_CAPTIONS[shot.kind],
      });
    }
    attached += stored.length;
  }
  return attached;
}

/** One example chart per configuration, as the trader keeps beside its rules. */
export async function attachConfigurationExample(
  galleries: Galleries,
  userId: number,
  configurationId: number,
  setup: Pick<DemoSetup, 'key' | 'input' | 'timeframe'>,
  seed: number,
): Promise<void> {
  const chart: ChartSpec = {
    title: `${setup.input.name} · ${setup.timeframe} · exemple`,
    fromPrice: 100,
    toPrice: 112,
    levels: [
      { price: 103, label: 'Entrée', role: 'entry' },
      { price: 100.5, label: 'Stop', role: 'stop' },
      { price: 110, label: 'Objectif', role: 'target' },
    ],
    format: 'png',
  };
  const [stored] = await galleries.configurationScreenshots.upload(userId, configurationId, [
    await renderChartImage(chart, createRandom(seed)),
  ]);
  if (stored !== undefined) {
    await galleries.configurationScreenshots.update(configurationId, stored.id, {
      kind: 'EXAMPLE',
      caption: 'Exemple de setup idéal',
    });
  }
}
