import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LayoutDashboard, LogIn, LogOut, Menu, ShieldCheck, UserRound, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Brand } from '../../components/brand.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useIsSignedIn } from '../../features/auth/hooks/use-access-token.ts';
import { paths } from '../paths.ts';
import { isWithin, type NavigationLink, TRADING_LINKS } from './navigation.ts';

const linkClasses =
  'flex h-10 items-center gap-3 rounded-md px-3 text-sm text-fg-muted hover:bg-surface-2 hover:text-fg aria-[current=page]:bg-surface-3 aria-[current=page]:text-fg [&_svg]:size-4';

/** docs/ui.md: the phone menu, a sheet with every destination of the header. */
export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const { pathname } = useLocation();
  const isSignedIn = useIsSignedIn();
  const user = useCurrentUser();
  const logout = useLogout();
  const close = () => setIsOpen(false);

  const item = ({ label, to, icon: Icon }: Pick<NavigationLink, 'label' | 'to' | 'icon'>) => (
    <li key={to}>
      <Link
        to={to}
        onClick={close}
        className={linkClasses}
        aria-current={isWithin(pathname, to) ? 'page' : undefined}
      >
        <Icon aria-hidden />
        {label}
      </Link>
    </li>
  );

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setIsOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Ouvrir le menu" className="md:hidden">
          <Menu aria-hidden className="size-5" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/55" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-border bg-surface shadow-overlay"
        >
          <div className="flex h-14 items-center justify-between border-b border-border px-4">
            <DialogPrimitive.Title asChild>
              <h2>
                <Brand />
                <span className="sr-only"> — menu</span>
              </h2>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Fermer le menu">
                <X aria-hidden className="size-4" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label="Menu mobile" className="flex-1 overflow-y-auto p-2">
            <ul className="flex flex-col gap-0.5">
              {item({ label: 'Tableau de bord', to: paths.dashboard, icon: LayoutDashboard })}
            </ul>
            <p className="mt-4 mb-1 px-3 text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">
              Trading
            </p>
            <ul className="flex flex-col gap-0.5">{TRADING_LINKS.map(item)}</ul>
            <p className="mt-4 mb-1 px-3 text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">
              Compte
            </p>
            <ul className="flex flex-col gap-0.5">
              {item({ label: 'Profil', to: paths.profile, icon: UserRound })}
              {user.data?.is_staff === true &&
                item({ label: 'Administration', to: paths.adminUsers, icon: ShieldCheck })}
            </ul>
          </nav>
          <div className="border-t border-border p-2">
            {isSignedIn ? (
              <button
                type="button"
                className={`${linkClasses} w-full`}
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                <LogOut aria-hidden />
                Se déconnecter
              </button>
            ) : (
              <Link to={paths.login} onClick={close} className={linkClasses}>
                <LogIn aria-hidden />
                Se connecter
              </Link>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
