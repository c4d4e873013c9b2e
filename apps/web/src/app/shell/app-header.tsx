import { NavLink, useNavigation } from 'react-router';
import { Brand } from '../../components/brand.tsx';
import { useIsSignedIn } from '../../features/auth/hooks/use-access-token.ts';
import { paths } from '../paths.ts';
import { AccountMenu } from './account-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { navLinkStyles } from './nav-link-styles.ts';
import { NotificationsBell } from './notifications-bell.tsx';
import { SearchButton } from './search-button.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { TradingMenu } from './trading-menu.tsx';

/** docs/ui.md Shell: sticky header with brand, dashboard, Trading, profile, search, bell, theme and account. */
export function AppHeader({ onOpenPalette }: { onOpenPalette: () => void }) {
  const isSignedIn = useIsSignedIn();
  const isNavigating = useNavigation().state !== 'idle';
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-1 px-2 sm:gap-2 sm:px-6">
        <MobileMenu />
        <NavLink
          to={isSignedIn ? paths.dashboard : paths.home}
          end
          aria-label="Carnet, accueil"
          className="mr-2 rounded-md px-1"
        >
          <Brand />
        </NavLink>
        <nav aria-label="Navigation principale" className="hidden items-center gap-0.5 md:flex">
          <NavLink to={paths.dashboard} className={({ isActive }) => navLinkStyles(isActive)}>
            Tableau de bord
          </NavLink>
          <TradingMenu />
          <NavLink to={paths.profile} className={({ isActive }) => navLinkStyles(isActive)}>
            Profil
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <SearchButton onOpen={onOpenPalette} />
          <NotificationsBell />
          <ThemeToggle />
          <AccountMenu />
        </div>
      </div>
      {isNavigating && (
        <div
          role="progressbar"
          aria-label="Chargement de la page"
          className="absolute inset-x-0 bottom-0 h-0.5 animate-pulse bg-accent"
        />
      )}
    </header>
  );
}
