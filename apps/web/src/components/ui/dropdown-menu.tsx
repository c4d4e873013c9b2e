import * as Menu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/**
 * Not modal: a menu button's menu leaves the page as it is (WAI-ARIA menu button pattern). Radix's modal menus
 * hide the rest of the page with aria-hidden while its links stay focusable, which axe rightly reports.
 */
export function DropdownMenu(props: ComponentProps<typeof Menu.Root>) {
  return <Menu.Root modal={false} {...props} />;
}
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({
  className,
  align = 'start',
  ...props
}: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        align={align}
        sideOffset={6}
        className={clsx(
          'animate-overlay-in z-50 min-w-52 rounded-lg border border-border bg-surface p-1 shadow-overlay',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return (
    <Menu.Item
      className={clsx(
        'flex h-8 cursor-pointer items-center gap-2.5 rounded-md px-2 text-sm text-fg outline-none select-none',
        'data-highlighted:bg-surface-3 data-disabled:opacity-50 [&_svg]:size-4 [&_svg]:text-fg-subtle',
        'aria-[current=page]:text-accent aria-[current=page]:[&_svg]:text-accent',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={clsx('px-2 py-1.5 text-xs text-fg-subtle', className)} {...props} />;
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-border" />;
}
