import type { RouteObject } from 'react-router';
import { RequireSession } from '../features/auth/components/require-session.tsx';
import { RootLayout, RouteErrorPage, RouteLoading } from './root-layout.tsx';
import type { RouteHandle } from './route-handle.ts';

const trading = (crumb: RouteHandle['crumb']): RouteHandle => ({ crumb, section: 'Trading' });

// Every page is its own chunk; the landing and login pages stay small (docs/budgets.md: ≤ 150 KB gzip).
const landing = async () => ({
  Component: (await import('../features/landing/pages/landing-page.tsx')).LandingPage,
});
const login = async () => ({ Component: (await import('../features/auth/pages/login-page.tsx')).LoginPage });
const shell = async () => ({ Component: (await import('./shell/app-shell.tsx')).AppShell });
const dashboard = async () => ({
  Component: (await import('../features/dashboard/pages/dashboard-page.tsx')).DashboardPage,
});
const trades = async () => ({
  Component: (await import('../features/trades/pages/trades-page.tsx')).TradesPage,
});
const tradeForm = async () => ({
  Component: (await import('../features/trades/pages/trade-form-page.tsx')).TradeFormPage,
});
const tradeDetail = async () => ({
  Component: (await import('../features/trades/pages/trade-detail-page.tsx')).TradeDetailPage,
});
const importPage = async () => ({
  Component: (await import('../features/imports/pages/import-page.tsx')).ImportPage,
});
const analysis = async () => ({
  Component: (await import('../features/analysis/pages/analysis-page.tsx')).AnalysisPage,
});
const calendar = async () => ({
  Component: (await import('../features/analysis/pages/calendar-page.tsx')).CalendarPage,
});
const journal = async () => ({
  Component: (await import('../features/journal/pages/journal-page.tsx')).JournalPage,
});
const configurations = async () => ({
  Component: (await import('../features/configurations/pages/configurations-page.tsx')).ConfigurationsPage,
});
const configuration = async () => ({
  Component: (await import('../features/configurations/pages/configuration-page.tsx')).ConfigurationPage,
});
const globalStrategies = async () => ({
  Component: (await import('../features/global-strategies/pages/global-strategies-page.tsx'))
    .GlobalStrategiesPage,
});
const globalStrategy = async () => ({
  Component: (await import('../features/global-strategies/pages/global-strategy-page.tsx'))
    .GlobalStrategyPage,
});
const capitalAccounts = async () => ({
  Component: (await import('../features/capital-accounts/pages/capital-accounts-page.tsx'))
    .CapitalAccountsPage,
});
const capitalAccount = async () => ({
  Component: (await import('../features/capital-accounts/pages/capital-account-page.tsx')).CapitalAccountPage,
});
const backtestSessions = async () => ({
  Component: (await import('../features/backtests/pages/backtest-sessions-page.tsx')).BacktestSessionsPage,
});
const backtestSession = async () => ({
  Component: (await import('../features/backtests/pages/backtest-session-page.tsx')).BacktestSessionPage,
});
const backtestGoals = async () => ({
  Component: (await import('../features/backtests/pages/backtest-goals-page.tsx')).BacktestGoalsPage,
});
const profile = async () => ({
  Component: (await import('../features/profile/pages/profile-page.tsx')).ProfilePage,
});
const adminUsers = async () => ({
  Component: (await import('../features/admin-users/pages/admin-users-page.tsx')).AdminUsersPage,
});
const notFound = async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage });

/** docs/ui.md route table. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: RouteLoading,
    children: [
      { index: true, lazy: landing },
      { path: 'login', lazy: login },
      {
        lazy: shell,
        children: [
          {
            Component: RequireSession,
            children: [
              { path: 'app', lazy: dashboard, handle: { crumb: 'Tableau de bord' } satisfies RouteHandle },
              {
                path: 'trades',
                handle: trading('Trades'),
                children: [
                  { index: true, lazy: trades },
                  { path: 'new', lazy: tradeForm, handle: trading('Nouveau trade') },
                  {
                    path: ':id',
                    handle: trading(({ id }) => `Trade n° ${id}`),
                    children: [
                      { index: true, lazy: tradeDetail },
                      { path: 'edit', lazy: tradeForm, handle: trading('Modifier') },
                    ],
                  },
                ],
              },
              { path: 'import', lazy: importPage, handle: trading('Importer') },
              { path: 'analysis', lazy: analysis, handle: trading('Analyse') },
              { path: 'calendar', lazy: calendar, handle: trading('Calendrier') },
              {
                path: 'journal',
                handle: trading('Journal'),
                children: [
                  { index: true, lazy: journal },
                  {
                    path: ':date',
                    lazy: journal,
                    handle: trading(({ date }) => `Jour du ${date?.split('-').reverse().join('/')}`),
                  },
                ],
              },
              { path: 'profile', lazy: profile, handle: { crumb: 'Profil' } satisfies RouteHandle },
              {
                path: 'strategies',
                handle: trading('Configurations'),
                children: [
                  { index: true, lazy: configurations },
                  { path: 'new', lazy: configuration, handle: trading('Nouvelle configuration') },
                  {
                    path: ':id',
                    lazy: configuration,
                    handle: trading(({ id }) => `Configuration n° ${id}`),
                  },
                ],
              },
              {
                path: 'global-strategies',
                handle: trading('Stratégies globales'),
                children: [
                  { index: true, lazy: globalStrategies },
                  { path: 'new', lazy: globalStrategy, handle: trading('Nouvelle stratégie') },
                  { path: ':id', lazy: globalStrategy, handle: trading(({ id }) => `Stratégie n° ${id}`) },
                ],
              },
              {
                path: 'capital/accounts',
                handle: trading('Comptes de capital'),
                children: [
                  { index: true, lazy: capitalAccounts },
                  { path: 'new', lazy: capitalAccount, handle: trading('Nouveau compte') },
                  { path: ':id', lazy: capitalAccount, handle: trading(({ id }) => `Compte n° ${id}`) },
                ],
              },
              {
                path: 'backtests/sessions',
                handle: trading('Sessions de backtest'),
                children: [
                  { index: true, lazy: backtestSessions },
                  { path: ':id', lazy: backtestSession, handle: trading(({ id }) => `Session n° ${id}`) },
                ],
              },
              { path: 'backtests/goals', lazy: backtestGoals, handle: trading('Objectifs de backtest') },
              {
                path: 'admin/users',
                lazy: adminUsers,
                handle: { section: 'Administration', crumb: 'Utilisateurs' } satisfies RouteHandle,
              },
            ],
          },
          { path: '*', lazy: notFound, handle: { crumb: 'Page introuvable' } satisfies RouteHandle },
        ],
      },
    ],
  },
];
