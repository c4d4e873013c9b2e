import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

// Debian's Chromium, never a downloaded one (ARCHITECTURE.md). The flags keep it quiet on a machine with no network.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Browser = { context: BrowserContext; page: Page; close: () => Promise<void> };

/**
 * A fresh Chromium profile (empty local storage) pointed at the app under test, in French unless `locale` says
 * otherwise (a trader whose browser speaks English: docs/ui.md#numbers).
 */
export async function openBrowser(baseUrl: string, locale = 'fr-FR'): Promise<Browser> {
  const profileDir = await mkdtemp(path.join(tmpdir(), 'carnet-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: baseUrl,
    locale,
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  const close = async () => {
    await context.close();
    await rm(profileDir, { recursive: true, force: true });
  };
  return { context, page, close };
}
