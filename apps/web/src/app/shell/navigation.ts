import {
  BookOpen,
  CalendarDays,
  CandlestickChart,
  ChartColumnBig,
  FileUp,
  FlaskConical,
  Layers,
  type LucideIcon,
  SlidersHorizontal,
  Target,
  Wallet,
} from 'lucide-react';
import { paths } from '../paths.ts';

export type NavigationLink = { label: string; to: string; icon: LucideIcon; description: string };

/**
 * docs/ui.md Shell: the Trading dropdown, in this order; « Importer » (docs/rules/imports.md), « Analyse » and « Calendrier »
 * (docs/rules/statistics.md) and « Journal » (docs/rules/journal.md) come after the product's first entries (docs/ui.md#shell).
 */
export const TRADING_LINKS: readonly NavigationLink[] = [
  { label: 'Trades', to: paths.trades.list, icon: CandlestickChart, description: 'Journal des opérations' },
  {
    label: 'Comptes de capital',
    to: paths.capitalAccounts.list,
    icon: Wallet,
    description: 'Soldes et objectifs',
  },
  {
    label: 'Configurations',
    to: paths.configurations.list,
    icon: SlidersHorizontal,
    description: 'Setups et checklists',
  },
  {
    label: 'Stratégies globales',
    to: paths.globalStrategies.list,
    icon: Layers,
    description: 'Familles de setups',
  },
  {
    label: 'Sessions de backtest',
    to: paths.backtests.sessions,
    icon: FlaskConical,
    description: 'Rejouer et mesurer',
  },
  {
    label: 'Objectifs de backtest',
    to: paths.backtests.goals,
    icon: Target,
    description: 'Temps de pratique',
  },
  {
    label: 'Importer',
    to: paths.import,
    icon: FileUp,
    description: 'Fichiers de vos plateformes',
  },
  {
    label: 'Analyse',
    to: paths.analysis,
    icon: ChartColumnBig,
    description: 'Ce qui marche, avec sa marge d’erreur',
  },
  {
    label: 'Calendrier',
    to: paths.calendar,
    icon: CalendarDays,
    description: 'Résultats par jour et par heure',
  },
  {
    label: 'Journal',
    to: paths.journal.today,
    icon: BookOpen,
    description: 'Plan, état et bilan du jour',
  },
];

/** True when `pathname` is `to` or one of its sub-pages. */
export function isWithin(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
