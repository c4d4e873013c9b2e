import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { AppShell } from './app-shell.tsx';

const page = (title: string) => () => (
  <>
    <h1>{title}</h1>
    <input aria-label="Note" />
    <input type="checkbox" aria-label="Inclure toutes les dates" />
  </>
);

const routes = [
  {
    path: '/',
    Component: AppShell,
    children: [
      { path: 'app', Component: page('Opérations') },
      { path: 'trades', Component: page('Trades') },
      { path: 'strategies', Component: page('Configurations') },
      { path: 'global-strategies', Component: page('Stratégies globales') },
      { path: 'profile', Component: page('Profil') },
    ],
  },
];

const palette = () => screen.queryByRole('dialog', { name: 'Palette de commandes' });
/** The palette once shown: its code comes with its first opening (lazy-command-palette.tsx). */
const shownPalette = () => screen.findByRole('dialog', { name: 'Palette de commandes' });
const options = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('command palette (docs/ui.md)', () => {
  it('opens with « / » outside a text field and closes with Escape', async () => {
    const { user } = renderRoutes(routes, '/app');
    await screen.findByRole('heading', { name: 'Opérations' });
    await user.keyboard('/');
    expect(await shownPalette()).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('');
    // docs/ui.md's six pages, « Importer » (docs/rules/imports.md), « Analyse » and « Calendrier »
    // (docs/rules/statistics.md), « Journal » (docs/rules/journal.md).
    expect(options()).toHaveLength(10);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(palette()).not.toBeInTheDocument());
  });

  it('lets « / » be typed in a text field, but opens from a checkbox', async () => {
    const { user } = renderRoutes(routes, '/app');
    await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'a/b');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('a/b');
    expect(palette()).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Inclure toutes les dates' }));
    await user.keyboard('/');
    expect(await shownPalette()).toBeInTheDocument();
  });

  it('opens and closes with Ctrl+K and Cmd+K, even from a text field', async () => {
    const { user } = renderRoutes(routes, '/app');
    await user.click(await screen.findByRole('textbox', { name: 'Note' }));
    await user.keyboard('{Control>}k{/Control}');
    expect(await shownPalette()).toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(palette()).not.toBeInTheDocument());
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await shownPalette()).toBeInTheDocument();
  });

  it('opens from the search button', async () => {
    const { user } = renderRoutes(routes, '/app');
    await user.click(await screen.findByRole('button', { name: 'Rechercher' }));
    expect(await shownPalette()).toBeInTheDocument();
  });

  it('filters by label, by keyword and by path, ignoring accents', async () => {
    const { user } = renderRoutes(routes, '/app');
    await user.keyboard('/');
    const search = screen.getByRole('combobox');
    await user.type(search, 'strategies glob');
    expect(options()).toEqual([expect.stringContaining('Stratégies globales')]);
    await user.clear(search);
    await user.type(search, 'setups');
    expect(options()).toEqual([expect.stringContaining('Configurations')]);
    await user.clear(search);
    await user.type(search, '/profile');
    expect(options()).toEqual([expect.stringContaining('Profil')]);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('Aucun résultat.')).toBeInTheDocument();
  });

  it('moves with the arrows and opens the selected page with Enter', async () => {
    const { user, router } = renderRoutes(routes, '/app');
    await user.keyboard('/');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Tableau de bord');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Configurations');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Trades');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/trades'));
    expect(await screen.findByRole('heading', { name: 'Trades' })).toBeInTheDocument();
    expect(palette()).not.toBeInTheDocument();
  });
});
