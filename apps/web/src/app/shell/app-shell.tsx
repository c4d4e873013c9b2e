import { useState } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header.tsx';
import { AppToaster } from './app-toaster.tsx';
import { Breadcrumb } from './breadcrumb.tsx';
import { LazyCommandPalette } from './lazy-command-palette.tsx';
import { usePaletteShortcut } from './use-palette-shortcut.ts';

/** The frame of every in-app page: header, breadcrumb, content and the command palette. */
export function AppShell() {
  const [isPaletteOpen, setIsPaletteOpen] = useState(false);
  // The palette's code comes with its first opening (lazy-command-palette.tsx), and stays mounted after.
  const [wasPaletteAsked, setWasPaletteAsked] = useState(false);
  const setPaletteOpen = (update: boolean | ((open: boolean) => boolean)) => {
    setWasPaletteAsked(true);
    setIsPaletteOpen(update);
  };
  usePaletteShortcut(setPaletteOpen);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenu"
        className="sr-only rounded-md bg-accent-solid px-3 py-2 text-accent-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Aller au contenu
      </a>
      <AppHeader onOpenPalette={() => setPaletteOpen(true)} />
      <Breadcrumb />
      <main
        id="contenu"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6"
      >
        <Outlet />
      </main>
      {wasPaletteAsked && <LazyCommandPalette open={isPaletteOpen} onOpenChange={setPaletteOpen} />}
      <AppToaster />
    </div>
  );
}
