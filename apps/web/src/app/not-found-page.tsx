import { Compass } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { useIsSignedIn } from '../features/auth/hooks/use-access-token.ts';
import { paths } from './paths.ts';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const isSignedIn = useIsSignedIn();
  return (
    <Card className="mx-auto mt-6 max-w-xl">
      <h1 className="sr-only">Page introuvable</h1>
      <EmptyState
        icon={Compass}
        title="Page introuvable"
        description={
          <>
            Aucune page ne correspond à <code className="font-mono text-fg">{pathname}</code>. Le lien est
            peut-être erroné ou la page a été déplacée.
          </>
        }
        action={
          <Link to={isSignedIn ? paths.dashboard : paths.home} className={buttonStyles('primary')}>
            {isSignedIn ? 'Retour au tableau de bord' : 'Retour à l’accueil'}
          </Link>
        }
      />
    </Card>
  );
}
