import { ChevronDown, LogIn, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useIsSignedIn } from '../../features/auth/hooks/use-access-token.ts';
import { readStorage, STORAGE_KEYS } from '../../lib/storage.ts';
import { paths } from '../paths.ts';

function initialsOf(name: string): string {
  return name.slice(0, 2).toUpperCase();
}

/** docs/ui.md: account menu (profile, logout; « Administration » for staff) or a login link when signed out. */
export function AccountMenu() {
  const isSignedIn = useIsSignedIn();
  const user = useCurrentUser();
  const logout = useLogout();

  if (!isSignedIn) {
    return (
      <Link to={paths.login} className={buttonStyles('primary', 'sm')}>
        <LogIn aria-hidden className="size-3.5" />
        Se connecter
      </Link>
    );
  }

  // The name cached at the last visit shows at once; the server's answer replaces it.
  const name = user.data?.username ?? readStorage(STORAGE_KEYS.userName) ?? '';
  const email = user.data?.email ?? readStorage(STORAGE_KEYS.userEmail) ?? '';

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* Named by its text, so the name a person reads is the name a voice command or a screen reader uses
            (WCAG 2.5.3); the initials are the avatar's picture. */}
        <Button variant="ghost" className="gap-2 px-1.5 sm:pr-2">
          <span
            aria-hidden
            className="flex size-7 items-center justify-center rounded-full bg-accent-soft text-[11px] font-bold text-accent-hover"
          >
            {name === '' ? <UserRound className="size-4" /> : initialsOf(name)}
          </span>
          <span className="sr-only">Compte</span>{' '}
          <span className="max-w-28 truncate text-sm text-fg max-lg:sr-only">{name}</span>
          <ChevronDown aria-hidden className="hidden size-3.5 text-fg-subtle lg:inline" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate text-sm font-medium text-fg">{name}</span>
          {email !== '' && <span className="block truncate">{email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <UserRound aria-hidden />
            Profil
          </Link>
        </DropdownMenuItem>
        {user.data?.is_staff === true && (
          <DropdownMenuItem asChild>
            <Link to={paths.adminUsers}>
              <ShieldCheck aria-hidden />
              Administration
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden />
          Se déconnecter
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
