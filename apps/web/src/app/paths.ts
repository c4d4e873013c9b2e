/** docs/ui.md route table: every in-app link and redirect goes through these builders. */
type Id = number | string;

export const paths = {
  home: '/',
  login: '/login',
  dashboard: '/app',
  profile: '/profile',
  /** docs/rules/imports.md: import a platform's file, and undo past imports. */
  import: '/import',
  /** docs/rules/candles.md#candles: the « Bougies » tab of « Importer », candle files and the series stored. */
  importCandles: '/import?tab=candles',
  /** docs/rules/statistics.md: what works, with the uncertainty shown; the month calendar and the weekday × hour map. */
  analysis: '/analysis',
  calendar: '/calendar',
  /** docs/rules/journal.md: the day's plan, state and review; today, or a day `YYYY-MM-DD`. */
  journal: {
    today: '/journal',
    day: (date: string) => `/journal/${date}`,
  },
  adminUsers: '/admin/users',
  trades: {
    list: '/trades',
    new: '/trades/new',
    detail: (id: Id) => `/trades/${id}`,
    edit: (id: Id) => `/trades/${id}/edit`,
  },
  configurations: {
    list: '/strategies',
    new: '/strategies/new',
    detail: (id: Id) => `/strategies/${id}`,
  },
  globalStrategies: {
    list: '/global-strategies',
    new: '/global-strategies/new',
    detail: (id: Id) => `/global-strategies/${id}`,
  },
  capitalAccounts: {
    list: '/capital/accounts',
    new: '/capital/accounts/new',
    detail: (id: Id) => `/capital/accounts/${id}`,
  },
  backtests: {
    sessions: '/backtests/sessions',
    session: (id: Id) => `/backtests/sessions/${id}`,
    goals: '/backtests/goals',
  },
} as const;

/**
 * docs/rules/imports.md#first-import: the account form opened from the « Importer » page of a trader without an
 * account goes back there once the account is created (a fixed value: the parameter never carries a path).
 */
export const ACCOUNT_RETURN_PARAM = 'retour';
export const ACCOUNT_RETURN_TO_IMPORT = 'import';
export const firstAccountPath = `${paths.capitalAccounts.new}?${ACCOUNT_RETURN_PARAM}=${ACCOUNT_RETURN_TO_IMPORT}`;

/** Query parameter that carries the protected page a visitor wanted before signing in. */
export const ORIGIN_PARAM = 'next';

export function loginPathFor(origin: string): string {
  if (origin === '' || origin === paths.login) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [ORIGIN_PARAM]: origin })}`;
}

/** Only same-site paths are followed after login; anything else (`//evil`, `https:`) falls back to /app. */
export function safeOrigin(origin: string | null): string {
  if (origin === null || !origin.startsWith('/') || origin.startsWith('//') || origin.startsWith('/\\')) {
    return paths.dashboard;
  }
  return origin.startsWith(paths.login) ? paths.dashboard : origin;
}
