import type { TradePage } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/build-test-app.ts';
import { arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';

/** What an attacker sends to poison a cache or a proxy with links to their own site. */
const HOSTILE_HEADERS = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=evil.example;proto=https',
};

// Proxy headers trusted, as behind a reverse proxy: even then they must not reach the links.
const relative = useTestApp({ trustProxy: true });
const behindPublicUrl = useTestApp({ trustProxy: true, publicUrl: 'https://carnet.example.org/journal' });

const SINCE = 'entry_date__gte=2026-01-01';

/** Pages 1 and 2 of a list of 12 trades, asked with hostile headers. */
async function twoPages(t: TestApp, username: string): Promise<[TradePage, TradePage]> {
  const user = await t.createUser(username);
  const { api, account } = await arrangeSetup(t, user);
  for (let index = 0; index < 12; index++) await api.createTrade(longTrade(account.id));
  const asked = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/trades/?${query}`,
      headers: { ...user.authHeader, ...HOSTILE_HEADERS },
    });
    expect(response.statusCode).toBe(200);
    return response.json<TradePage>();
  };
  return [await asked(SINCE), await asked(`page=2&${SINCE}`)];
}

describe('trade list links never follow the Host header', () => {
  it('are relative without PUBLIC_URL', async () => {
    const [first, second] = await twoPages(relative, 'links-relative');
    expect(first.next).toBe(`/api/v1/trades/?${SINCE}&page=2`);
    expect(second.previous).toBe(`/api/v1/trades/?${SINCE}`);
    expect(second.next).toBeNull();
  });

  it('start with PUBLIC_URL when it is set', async () => {
    const [first, second] = await twoPages(behindPublicUrl, 'links-public');
    expect(first.next).toBe(`https://carnet.example.org/journal/api/v1/trades/?${SINCE}&page=2`);
    expect(second.previous).toBe(`https://carnet.example.org/journal/api/v1/trades/?${SINCE}`);
    expect(JSON.stringify([first, second])).not.toContain('evil');
  });
});
