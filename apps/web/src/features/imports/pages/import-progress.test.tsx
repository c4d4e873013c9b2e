import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../test/mock-fetch.ts';
import { aBatch, aPreview } from '../testing/fixtures.ts';
import { csvFile, renderImportPage } from '../testing/render-import-page.tsx';

/** A step the test lets the fake server take. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** The fake server's side of a big upload: half the file, then all of it, then the answer, each when let. */
function slowUpload(call: RecordedCall, steps: { half: Promise<void>; whole: Promise<void> }) {
  return (async () => {
    await steps.half;
    call.reportUpload?.(1_000_000, 2_000_000);
    await steps.whole;
    call.reportUpload?.(2_000_000, 2_000_000);
  })();
}

describe('/import — a big file on its way (docs/budgets.md, docs/rules/imports.md)', () => {
  it('shows the share of the file sent, then « Analyse du fichier… », then « Import en cours… »', async () => {
    const half = gate();
    const whole = gate();
    const answer = gate();
    const { user } = renderImportPage({
      'POST /api/v1/imports/preview/': async (call) => {
        await slowUpload(call, { half: half.opened, whole: whole.opened });
        await answer.opened;
        return { body: aPreview() };
      },
      'POST /api/v1/imports/': async (call) => {
        call.reportUpload?.(2_000_000, 2_000_000);
        await new Promise<never>(() => {});
        return { status: 201, body: aBatch() };
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Compte de capital')).toHaveValue('9'));
    await user.upload(screen.getByLabelText('Choisir un fichier'), csvFile());

    const sending = await screen.findByRole('progressbar', { name: 'Envoi du fichier' });
    expect(sending).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('status')).toHaveTextContent('Envoi du fichier…');
    half.open();
    await waitFor(() => expect(sending).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('50 %')).toBeInTheDocument();

    whole.open();
    expect(await screen.findByRole('progressbar', { name: 'Analyse du fichier…' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Analyse du fichier…');
    expect(screen.queryByRole('progressbar', { name: 'Envoi du fichier' })).not.toBeInTheDocument();

    answer.open();
    await user.click(await screen.findByRole('button', { name: 'Importer 1 opération' }));
    expect(await screen.findByRole('progressbar', { name: 'Import en cours…' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Analyse du fichier…' })).not.toBeInTheDocument();
  });
});
