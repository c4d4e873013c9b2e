import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ORIGIN_PARAM, paths, safeOrigin } from '../../../app/paths.ts';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { Brand } from '../../../components/brand.tsx';
import { LoginForm } from '../components/login-form.tsx';

/**
 * On the way to /app, the dashboard's code starts loading as soon as the form is sent, and its data as soon as
 * the tokens arrive (docs/budgets.md: drawn < 1 s after login). Imported on demand: the login page keeps its budget.
 */
const dashboardPrefetch = () => import('../../dashboard/prefetch-dashboard.ts');
const logLoadError = (error: unknown) => console.error('Chargement impossible', error);

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const origin = safeOrigin(searchParams.get(ORIGIN_PARAM));
  const isDashboardNext = origin === paths.dashboard;
  useDocumentTitle('Se connecter');

  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--accent-soft),transparent_60%)]"
      />
      <Link to={paths.home} className="relative mb-8 rounded-md" aria-label="Carnet, accueil">
        <Brand />
      </Link>
      <section
        aria-labelledby="login-title"
        className="relative w-full max-w-sm rounded-xl border border-border bg-surface p-6 shadow-overlay sm:p-7"
      >
        <header className="mb-6 flex flex-col gap-1">
          <h1 id="login-title" className="text-xl font-semibold tracking-tight">
            Se connecter
          </h1>
          <p className="text-sm text-fg-muted">Accédez à votre journal de trading</p>
        </header>
        <LoginForm
          onSubmitted={() => {
            if (isDashboardNext) {
              dashboardPrefetch()
                .then((module) => module.preloadDashboardCode())
                .catch(logLoadError);
            }
          }}
          onSignedIn={() => {
            if (isDashboardNext) {
              dashboardPrefetch()
                .then((module) => module.prefetchDashboardData(queryClient))
                .catch(logLoadError);
            }
            void navigate(origin, { replace: true });
          }}
        />
        <p className="mt-6 border-t border-border pt-4 text-center text-xs text-fg-muted">
          Besoin d’un accès ? Contactez l’administrateur.
        </p>
      </section>
    </main>
  );
}
