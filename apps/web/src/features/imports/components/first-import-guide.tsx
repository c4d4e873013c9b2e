import { FileUp, PenLine, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { firstAccountPath, paths } from '../../../app/paths.ts';
import { buttonStyles } from '../../../components/ui/button.tsx';

const STEPS = [
  {
    icon: Wallet,
    title: 'Créez un compte de capital',
    text: 'Vos opérations vont dans un compte : son solde de départ et sa devise donnent vos résultats en argent.',
  },
  {
    icon: FileUp,
    title: 'Importez le fichier de votre plateforme',
    text: 'MetaTrader, cTrader, NinjaTrader, Tradovate, TradingView, Interactive Brokers… L’aperçu montre tout avant que rien ne soit écrit.',
  },
  {
    icon: PenLine,
    title: 'Ou saisissez un trade',
    text: 'Le compte créé, vous pouvez aussi ajouter vos opérations une à une, avec votre plan et votre checklist.',
  },
] as const;

/**
 * docs/rules/imports.md#first-import: a trader without an active account learns why nothing can be imported yet,
 * and starts by creating one; the account form brings them back here.
 */
export function FirstImportGuide({ hasArchived }: { hasArchived: boolean }) {
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-fg-muted">
        Pour importer, il faut d’abord un compte de capital où ranger vos opérations. Trois étapes :
      </p>
      <ol className="grid gap-3 sm:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex gap-3 rounded-md border border-border bg-surface-2/40 p-3">
            <span
              aria-hidden
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent"
            >
              {index + 1}
            </span>
            <div className="flex flex-col gap-1">
              <p className="flex items-center gap-1.5 text-sm font-semibold text-fg">
                <Icon aria-hidden className="size-4 text-fg-subtle" />
                {title}
              </p>
              <p className="text-sm text-fg-muted">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Link to={firstAccountPath} className={buttonStyles('primary')}>
          <Wallet aria-hidden className="size-4" />
          Créer un compte de capital
        </Link>
        {hasArchived && (
          <Link to={paths.capitalAccounts.list} className={buttonStyles('ghost')}>
            Voir mes comptes archivés
          </Link>
        )}
      </div>
    </div>
  );
}
