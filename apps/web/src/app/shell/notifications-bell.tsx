import { Bell, BellOff } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useNotifications } from './notifications.ts';

export function NotificationsBell() {
  const { count, items } = useNotifications();
  const label = count === 0 ? 'Notifications' : `Notifications (${count} non lue${count > 1 ? 's' : ''})`;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} className="relative">
          <Bell aria-hidden className="size-4" />
          {count > 0 && (
            <span className="num absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-loss-solid px-1 text-[10px] leading-none font-bold text-white">
              {count > 99 ? '99+' : count}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel>Notifications</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-3 py-6 text-center text-sm text-fg-muted">
            <BellOff aria-hidden className="size-5 text-fg-subtle" />
            Aucune notification.
          </div>
        ) : (
          <ul className="max-h-80 overflow-y-auto">
            {items.map((item) => (
              <li key={item.key} className="flex flex-col gap-0.5 rounded-md px-2 py-2 text-sm">
                <span className="text-fg">{item.text}</span>
                {item.date !== null && (
                  <span className="text-xs text-fg-subtle">{formatDateTime(item.date)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
