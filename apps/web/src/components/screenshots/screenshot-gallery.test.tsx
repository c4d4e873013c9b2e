import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { ScreenshotGallery } from './screenshot-gallery.tsx';
import type { Screenshot, ScreenshotApi } from './screenshot-types.ts';

type Kind = 'HTF' | 'LTF' | 'OTHER';
const KINDS: readonly Kind[] = ['HTF', 'LTF', 'OTHER'];
const LABELS: Record<Kind, string> = { HTF: 'HTF', LTF: 'LTF', OTHER: 'Autre' };

const shot = (id: number, order: number, caption = ''): Screenshot<Kind> => ({
  id,
  order,
  caption,
  kind: 'HTF',
  image_url: `/media/${id}.webp?sig=x`,
  thumbnail_url: `/media/${id}-thumb.webp?sig=x`,
});

/** The gallery over an in-memory store standing for the server. */
function renderGallery(
  initial: Screenshot<Kind>[],
  overrides: Pick<Partial<ScreenshotApi<Kind>>, 'upload'> = {},
) {
  let stored = initial;
  const api = {
    upload: vi.fn(async (files: readonly File[]) => {
      stored = [...stored, ...files.map((_, index) => shot(100 + index, stored.length + index))];
    }),
    update: vi.fn(async (id: number, patch: Partial<Screenshot<Kind>>) => {
      stored = stored.map((screenshot) => (screenshot.id === id ? { ...screenshot, ...patch } : screenshot));
    }),
    remove: vi.fn(async (id: number) => {
      stored = stored.filter((screenshot) => screenshot.id !== id);
    }),
    ...overrides,
  };
  function Harness() {
    const [screenshots, setScreenshots] = useState(stored);
    const refresh = async () => setScreenshots(stored);
    return (
      <ScreenshotGallery
        screenshots={screenshots}
        kinds={KINDS}
        kindLabels={LABELS}
        api={{ ...api, refresh }}
      />
    );
  }
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
      <Toaster />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

const captions = () =>
  within(screen.getByRole('list', { name: 'Captures' }))
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);

describe('screenshot gallery (docs/rules/trades.md screenshot order, §5 upload)', () => {
  it('moving one down swaps it with its neighbour and patches both new order indexes', async () => {
    const { api, user } = renderGallery([shot(1, 0, 'zone'), shot(2, 1, 'bos'), shot(3, 2, 'entrée')]);
    await user.click(screen.getByRole('button', { name: 'Descendre la capture 1' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(2));
    expect(api.update.mock.calls).toEqual([
      [2, { order: 0 }],
      [1, { order: 1 }],
    ]);
    await waitFor(() => expect(captions()).toEqual(['bos', 'zone', 'entrée']));
  });

  it('moving the last one up patches it and the one before', async () => {
    const { api, user } = renderGallery([shot(1, 0, 'zone'), shot(2, 1, 'bos'), shot(3, 2, 'entrée')]);
    await user.click(screen.getByRole('button', { name: 'Monter la capture 3' }));
    await waitFor(() => expect(captions()).toEqual(['zone', 'entrée', 'bos']));
    expect(api.update.mock.calls).toEqual([
      [3, { order: 1 }],
      [2, { order: 2 }],
    ]);
    // The first one cannot go higher.
    await user.click(screen.getByRole('button', { name: 'Monter la capture 1' }));
    expect(api.update).toHaveBeenCalledTimes(2);
  });

  it('uploads several images at once and says « Captures ajoutées »', async () => {
    const { api, user } = renderGallery([]);
    const files = [
      new File(['png'], 'htf.png', { type: 'image/png' }),
      new File(['jpg'], 'ltf.jpg', { type: 'image/jpeg' }),
    ];
    await user.upload(screen.getByLabelText(/Ajouter des captures/), files);
    expect(api.upload).toHaveBeenCalledWith(files);
    expect(await screen.findByText('Captures ajoutées')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: /^Agrandir la capture/ })).toHaveLength(2);
  });

  it("says « Échec de l'upload des images » with the server's reason", async () => {
    const { user } = renderGallery([], {
      upload: vi.fn(async () => {
        throw new ApiError(400, { files: ['Format non pris en charge : PNG, JPEG ou WebP.'] });
      }),
    });
    await user.upload(
      screen.getByLabelText(/Ajouter des captures/),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    expect(await screen.findByText("Échec de l'upload des images")).toBeInTheDocument();
    expect(screen.getByText('Format non pris en charge : PNG, JPEG ou WebP.')).toBeInTheDocument();
  });

  it('saves a caption on Enter and a kind on change', async () => {
    const { api, user } = renderGallery([shot(1, 0)]);
    await user.type(screen.getByLabelText('Légende de la capture 1'), 'Zone H4{Enter}');
    await user.selectOptions(screen.getByLabelText('Type de la capture 1'), 'Autre');
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(2));
    expect(api.update.mock.calls).toEqual([
      [1, { caption: 'Zone H4' }],
      [1, { kind: 'OTHER' }],
    ]);
  });

  it('deletes only after the confirmation dialog', async () => {
    const { api, user } = renderGallery([shot(1, 0), shot(2, 1)]);
    await user.click(screen.getByRole('button', { name: 'Supprimer la capture 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(api.remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(api.remove).toHaveBeenCalledWith(2);
    expect(await screen.findByText('Capture supprimée')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Agrandir/ })).toHaveLength(1));
  });

  it('shows one full screen, the arrows going through them and Escape closing', async () => {
    const { user } = renderGallery([shot(1, 0, 'zone'), shot(2, 1, 'bos')]);
    await user.click(screen.getByRole('button', { name: 'Agrandir la capture 1' }));
    const viewer = screen.getByRole('dialog', { name: 'Capture 1 sur 2' });
    expect(within(viewer).getByRole('img', { name: 'zone' })).toHaveAttribute('src', '/media/1.webp?sig=x');
    expect(within(viewer).getByRole('button', { name: 'Capture précédente' })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Capture 2 sur 2' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Capture 2 sur 2' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Capture 1 sur 2' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
