import {
  ArrowRight,
  CandlestickChart,
  Command,
  FlaskConical,
  ListChecks,
  LogIn,
  ServerCog,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ThemeToggle } from '../../../app/shell/theme-toggle.tsx';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { Brand } from '../../../components/brand.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { useIsSignedIn } from '../../auth/hooks/use-access-token.ts';
import { SampleDashboard } from '../components/sample-dashboard.tsx';

const FEATURES = [
  {
    icon: ListChecks,
    title: 'Checklist avant l’entrée',
    text: 'Cochez les confirmations de votre setup : Carnet note sa conformité, le créneau horaire et recommande un risque.',
  },
  {
    icon: CandlestickChart,
    title: 'Performance en R',
    text: 'Taux de réussite, espérance, ratio gain/perte, courbe d’équité, drawdowns et distribution des R.',
  },
  {
    icon: Wallet,
    title: 'Comptes de capital',
    text: 'Simulation, live ou challenge : soldes, objectifs et progression mis à jour à chaque clôture.',
  },
  {
    icon: FlaskConical,
    title: 'Backtests et objectifs',
    text: 'Sessions de backtest avec métriques et CSV, objectifs de temps de pratique et journal des séances.',
  },
  {
    icon: Command,
    title: 'Rapide au clavier',
    text: 'Une palette de commandes (« / » ou Ctrl+K) mène à chaque page ; thème sombre ou clair, sur ordinateur comme sur téléphone.',
  },
  {
    icon: ServerCog,
    title: 'Auto-hébergé',
    text: 'Vos données restent chez vous : une commande pour démarrer, PostgreSQL quand vous voulez grandir.',
  },
] as const;

/** docs/ui.md: the public pitch, with a login link or, when a token is stored, a link to the app. */
export function LandingPage() {
  const isSignedIn = useIsSignedIn();
  useDocumentTitle('Journal de trading');
  const entry = isSignedIn
    ? { to: paths.dashboard, label: 'Ouvrir l’application', icon: ArrowRight }
    : { to: paths.login, label: 'Se connecter', icon: LogIn };
  const EntryIcon = entry.icon;

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:px-6">
          <Brand />
          <div className="ml-auto flex items-center gap-1">
            <ThemeToggle />
            <Link to={entry.to} className={buttonStyles('secondary', 'sm')}>
              {entry.label}
            </Link>
          </div>
        </div>
      </header>

      <main className="flex-1">
        <section className="relative overflow-hidden border-b border-border">
          <div
            aria-hidden
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--accent-soft),transparent_55%)]"
          />
          <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_1.1fr] lg:py-20">
            <div className="flex flex-col gap-5">
              <p className="text-xs font-semibold tracking-widest text-accent uppercase">
                Journal de trading
              </p>
              <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
                Chaque trade compte. Mesurez-le en R.
              </h1>
              <p className="max-w-lg text-base text-fg-muted">
                Carnet consigne vos opérations, vérifie votre checklist avant l’entrée et calcule ce qui
                décide de votre progression : taux de réussite, R:R moyen, espérance, courbe d’équité et
                drawdown maximal.
              </p>
              <div className="flex flex-wrap items-center gap-3">
                <Link to={entry.to} className={buttonStyles('primary')}>
                  <EntryIcon aria-hidden className="size-4" />
                  {entry.label}
                </Link>
                <a href="#fonctionnalites" className={buttonStyles('ghost')}>
                  Découvrir les fonctionnalités
                </a>
              </div>
              {!isSignedIn && (
                <p className="text-xs text-fg-subtle">Besoin d’un accès ? Contactez l’administrateur.</p>
              )}
            </div>
            <SampleDashboard />
          </div>
        </section>

        <section
          id="fonctionnalites"
          aria-labelledby="features-title"
          className="mx-auto max-w-6xl px-4 py-14 sm:px-6"
        >
          <h2 id="features-title" className="mb-6 text-lg font-semibold tracking-tight">
            Tout ce qu’un journal sérieux doit faire
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
                <Icon aria-hidden className="size-5 text-accent" />
                <h3 className="text-sm font-semibold">{title}</h3>
                <p className="text-sm text-fg-muted">{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>

      <footer className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-5 text-xs text-fg-subtle sm:px-6">
          <span>Carnet — journal de trading auto-hébergé</span>
          <span>Les chiffres affichés sont des valeurs d’exemple.</span>
        </div>
      </footer>
    </div>
  );
}
