import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/session.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ProfilePage } from '../pages/profile-page.tsx';

const me = { id: 1, username: 'alice', email: 'alice@example.com', is_staff: false };
const stored = {
  assets: { CRYPTO: ['BTCUSDT'], FOREX: ['EURUSD', 'GBPJPY'], STOCK: [], FUTURES: ['ES'], CFD: [] },
};

function renderProfile(patchReply: (body: unknown) => { status?: number; body?: unknown }) {
  storeTokens({ access: 'A1', refresh: 'R1' });
  const calls = mockFetch({
    'GET /auth/users/me/': () => ({ body: me }),
    'GET /api/v1/profile/': () => ({ body: stored }),
    'PATCH /api/v1/profile/': (call) => patchReply(call.body),
  });
  return { calls, ...renderRoutes([{ path: '/profile', Component: ProfilePage }], '/profile') };
}

describe('profile asset lists (docs/ui.md Profile)', () => {
  it('shows username and e-mail read-only and the stored lists comma-separated', async () => {
    renderProfile(() => ({ status: 500 }));
    expect(await screen.findByLabelText('Nom d’utilisateur')).toHaveValue('alice');
    expect(screen.getByLabelText('Nom d’utilisateur')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(await screen.findByLabelText('FOREX')).toHaveValue('EURUSD, GBPJPY');
    expect(screen.getByLabelText('CRYPTO')).toHaveValue('BTCUSDT');
    expect(screen.getByLabelText('STOCK')).toHaveValue('');
    expect(screen.getByLabelText('FUTURES')).toHaveValue('ES');
    expect(screen.getByLabelText('CFD')).toHaveValue('');
  });

  it('saves every list, FUTURES and CFD included, split on commas, trimmed, without blanks or duplicates', async () => {
    const { calls, user } = renderProfile((body) => ({
      body: {
        assets: {
          CRYPTO: ['BTCUSDT', 'ETHUSDT'],
          FOREX: ['EURUSD', 'GBPJPY'],
          STOCK: ['AAPL'],
          FUTURES: ['ES', 'GC'],
          CFD: ['NAS100'],
        },
        echo: body,
      },
    }));
    const crypto = await screen.findByLabelText('CRYPTO');
    await user.clear(crypto);
    await user.type(crypto, ' BTCUSDT , ethusdt,, btcusdt ,');
    await user.type(screen.getByLabelText('STOCK'), 'AAPL');
    await user.type(screen.getByLabelText('FUTURES'), ', gc, es');
    await user.type(screen.getByLabelText('CFD'), 'NAS100');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les actifs' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({
      assets: {
        CRYPTO: ['BTCUSDT', 'ethusdt'],
        FOREX: ['EURUSD', 'GBPJPY'],
        STOCK: ['AAPL'],
        FUTURES: ['ES', 'gc'],
        CFD: ['NAS100'],
      },
    });
    // The text areas then show what the server kept.
    await waitFor(() => expect(screen.getByLabelText('CRYPTO')).toHaveValue('BTCUSDT, ETHUSDT'));
  });

  it('refuses an over-long asset name before sending anything', async () => {
    const { calls, user } = renderProfile(() => ({ body: stored }));
    await user.type(await screen.findByLabelText('FOREX'), `, ${'X'.repeat(41)}`);
    await user.click(screen.getByRole('button', { name: 'Enregistrer les actifs' }));
    expect(await screen.findByText(/40 caractères au maximum par actif\./)).toBeInTheDocument();
    expect(screen.getByLabelText('FOREX')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('only logs a failed save (docs/ui.md#errors)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderProfile(() => ({ status: 500, body: { detail: 'Erreur interne du serveur.' } }));
    await user.type(await screen.findByLabelText('STOCK'), 'AAPL');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les actifs' }));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Enregistrement des actifs impossible', expect.anything()),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('STOCK')).toHaveValue('AAPL');
  });
});
