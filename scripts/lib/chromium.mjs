// The one rule for finding the browser of the end-to-end suite: CHROMIUM_PATH, else Debian's chromium.
import { accessSync, constants } from 'node:fs';

export const CHROMIUM_INSTALL_HINT = 'Installez Chromium de Debian : apt-get install -y chromium';

export function findChromium() {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  try {
    accessSync(candidate, constants.X_OK);
    return candidate;
  } catch {
    return null;
  }
}
