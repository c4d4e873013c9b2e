import type { ComponentType } from 'react';
import { storeTokens } from '../../../lib/session.ts';
import { anAccount } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ToasterLayout } from '../../../test/toaster-layout.tsx';
import { ImportPage } from '../pages/import-page.tsx';

type Handlers = Parameters<typeof mockFetch>[0];

const TradesLanding: ComponentType = () => <h1>Opérations</h1>;

/** /import for a signed-in trader with an active and an archived account, and no import yet by default. */
export function renderImportPage(handlers: Handlers) {
  storeTokens({ access: 'A1', refresh: 'R1' });
  const calls = mockFetch({
    'GET /api/v1/capital-accounts/': () => ({
      body: [
        anAccount({ name: 'Compte futures' }),
        anAccount({ id: 10, name: 'Ancien compte', is_active: false }),
      ],
    }),
    'GET /api/v1/imports/': () => ({ body: [] }),
    ...handlers,
  });
  const routes = [
    {
      Component: ToasterLayout,
      children: [
        { path: '/import', Component: ImportPage },
        { path: '/trades', Component: TradesLanding },
      ],
    },
  ];
  return { calls, ...renderRoutes(routes, '/import') };
}

export function csvFile(name = 'Performance.csv'): File {
  return new File(['symbol,qty\nMESH5,1\n'], name, { type: 'text/csv' });
}
