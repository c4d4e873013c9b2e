import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loginPathFor } from './app/paths.ts';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { applyTheme, readTheme } from './app/theme/theme-store.ts';
import { setSessionExpiredHandler } from './lib/api-client.ts';
import './styles/index.css';

applyTheme(readTheme());

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

// docs/rules/trades.md: a session that cannot be renewed ends on /login, which brings the user back here afterwards.
setSessionExpiredHandler(() => {
  queryClient.clear();
  const { pathname, search, hash } = router.state.location;
  void router.navigate(loginPathFor(`${pathname}${search}${hash}`), { replace: true });
});

const container = document.getElementById('root');
if (container === null) throw new Error('Élément #root absent de index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
