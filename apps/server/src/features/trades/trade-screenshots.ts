import type { Screenshot, TRADE_SCREENSHOT_KINDS } from '@carnet/contract';
import type { ScreenshotGallery } from '../screenshots/screenshot-gallery.ts';

/** A trade's gallery: kinds BEFORE, AFTER, HTF, LTF, EXEC, OTHER (docs/rules/trades.md#fields). */
export type TradeScreenshotGallery = ScreenshotGallery<typeof TRADE_SCREENSHOT_KINDS>;

export type TradeScreenshot = Screenshot<(typeof TRADE_SCREENSHOT_KINDS)[number]>;
