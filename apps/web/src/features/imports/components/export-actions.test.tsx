import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderImportPage } from '../testing/render-import-page.tsx';

function captureDownloads() {
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = vi.fn(() => 'blob:carnet/export');
      static override revokeObjectURL = vi.fn();
    },
  );
  const saved: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return saved;
}

describe('/import — « Exporter » (docs/rules/imports.md)', () => {
  it('downloads the whole journal with the bearer token, under the server’s file name', async () => {
    const saved = captureDownloads();
    const { user, calls } = renderImportPage({
      'GET /api/v1/exports/journal.zip': () => ({
        body: 'PK',
        contentType: 'application/zip',
        headers: { 'Content-Disposition': 'attachment; filename="carnet-journal-2026-11-25.zip"' },
      }),
    });
    const button = await screen.findByRole('button', { name: 'Exporter tout le journal (ZIP)' });
    expect(button).toHaveAccessibleDescription(
      'Tout ce que vous possédez en JSON, avec les captures d’écran.',
    );
    await user.click(button);
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:carnet/export', download: 'carnet-journal-2026-11-25.zip' }]),
    );
    expect(calls.find((call) => call.url === '/api/v1/exports/journal.zip')?.authorization).toBe('Bearer A1');
  });

  it('downloads the trades as CSV, and says why when an export fails', async () => {
    const saved = captureDownloads();
    const { user } = renderImportPage({
      'GET /api/v1/exports/trades.csv': () => ({
        status: 500,
        body: { detail: 'Erreur interne du serveur.' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Exporter les trades (CSV)' }));
    expect(await screen.findByText('Erreur 500')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
