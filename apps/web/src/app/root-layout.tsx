import { RotateCw } from 'lucide-react';
import { Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { Brand } from '../components/brand.tsx';
import { Button } from '../components/ui/button.tsx';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's code loads. */
export function RouteLoading() {
  return (
    <div role="status" aria-label="Chargement" className="flex min-h-dvh items-center justify-center">
      <span className="animate-pulse">
        <Brand />
      </span>
    </div>
  );
}

/** A page that failed to load or render (e.g. a chunk replaced by a new deployment): offer a reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <Brand />
      <h1 className="text-lg font-semibold">Une erreur est survenue</h1>
      <p className="max-w-sm text-sm text-fg-muted">
        La page n’a pas pu s’afficher. Rechargez-la ; si le problème persiste, contactez l’administrateur.
      </p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden className="size-4" />
        Recharger la page
      </Button>
    </main>
  );
}
