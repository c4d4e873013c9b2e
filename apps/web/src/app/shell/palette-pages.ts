import { paths } from '../paths.ts';

export type PalettePage = { id: string; label: string; keywords: readonly string[]; path: string };

/**
 * docs/ui.md: the command palette lists these pages: dashboard, trades, configurations, global strategies, profile,
 * login; docs/rules/imports.md adds « Importer », docs/rules/statistics.md « Analyse » and « Calendrier »,
 * docs/rules/journal.md « Journal ».
 */
export const PALETTE_PAGES: readonly PalettePage[] = [
  {
    id: 'dashboard',
    label: 'Tableau de bord',
    keywords: ['opérations', 'statistiques', 'dashboard', 'accueil', 'équité'],
    path: paths.dashboard,
  },
  {
    id: 'trades',
    label: 'Trades',
    keywords: ['opérations', 'journal', 'liste', 'positions'],
    path: paths.trades.list,
  },
  {
    id: 'configurations',
    label: 'Configurations',
    keywords: ['setups', 'stratégies', 'checklist', 'confirmations'],
    path: paths.configurations.list,
  },
  {
    id: 'global-strategies',
    label: 'Stratégies globales',
    keywords: ['stratégies', 'familles', 'global'],
    path: paths.globalStrategies.list,
  },
  {
    id: 'import',
    label: 'Importer',
    keywords: ['import', 'fichier', 'plateforme', 'metatrader', 'tradovate', 'historique', 'csv'],
    path: paths.import,
  },
  {
    id: 'analysis',
    label: 'Analyse',
    keywords: ['statistiques', 'intervalle', 'significatif', 'grade', 'confirmations', 'espérance'],
    path: paths.analysis,
  },
  {
    id: 'calendar',
    label: 'Calendrier',
    keywords: ['jours', 'mois', 'heures', 'carte de chaleur', 'semaine'],
    path: paths.calendar,
  },
  {
    id: 'journal',
    label: 'Journal',
    keywords: ['plan', 'bilan', 'humeur', 'sommeil', 'jour', 'état'],
    path: paths.journal.today,
  },
  {
    id: 'profile',
    label: 'Profil',
    keywords: ['compte', 'actifs', 'thème', 'mot de passe'],
    path: paths.profile,
  },
  { id: 'login', label: 'Connexion', keywords: ['se connecter', 'login', 'identifiants'], path: paths.login },
];

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * cmdk filter: 1 when every word typed appears in the label, a keyword or the path (accents and case ignored),
 * else 0. Plain substring matching keeps the list predictable, unlike fuzzy scoring.
 */
export function matchPalettePage(label: string, search: string, keywords: readonly string[] = []): number {
  const haystack = normalise([label, ...keywords].join(' '));
  const words = normalise(search).split(/\s+/).filter(Boolean);
  return words.every((word) => haystack.includes(word)) ? 1 : 0;
}
