import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { storeTokens } from '../../../lib/session.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';

type Handlers = Parameters<typeof mockFetch>[0];

function WithToaster() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

/** Renders one backtest page at `path` (matched by `pattern`) for a signed-in trader, with toasts. */
export function renderBacktestPage(
  page: { pattern: string; path: string; Component: ComponentType },
  handlers: Handlers,
) {
  storeTokens({ access: 'A1', refresh: 'R1' });
  const calls = mockFetch(handlers);
  const routes = [
    {
      Component: WithToaster,
      children: [
        { path: page.pattern, Component: page.Component },
        { path: '/backtests/sessions/:id', Component: () => <h1>Session ouverte</h1> },
      ],
    },
  ];
  return { calls, ...renderRoutes(routes, page.path) };
}
