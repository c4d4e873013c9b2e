import { ChevronDown } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { navLinkStyles } from './nav-link-styles.ts';
import { isWithin, TRADING_LINKS } from './navigation.ts';

/** docs/ui.md: the « Trading » dropdown of the header. */
export function TradingMenu() {
  const { pathname } = useLocation();
  const isActive = TRADING_LINKS.some((link) => isWithin(pathname, link.to));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={navLinkStyles(isActive)}>
        Trading
        <ChevronDown aria-hidden className="size-3.5 opacity-70" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        {TRADING_LINKS.map(({ label, to, icon: Icon, description }) => (
          <DropdownMenuItem key={to} asChild className="h-auto py-1.5">
            <Link to={to} aria-current={isWithin(pathname, to) ? 'page' : undefined}>
              <Icon aria-hidden />
              <span className="flex flex-col">
                <span>{label}</span>
                <span className="text-xs text-fg-subtle">{description}</span>
              </span>
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
