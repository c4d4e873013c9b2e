import { Toaster } from 'sonner';
import { useTheme } from '../theme/theme-store.ts';

/** docs/ui.md: toasts top right, 3000 ms by default, success / error / info. */
export const TOAST_DURATION_MS = 3000;

/**
 * Toasts start just below the sticky header (its `h-14`, 3.5 rem, plus a gap), on a phone as on a desktop: a toast
 * over the header would hide its account menu and theme button, and while the pointer rests on a toast sonner
 * pauses it, so the buttons under it could stay out of reach.
 */
const BELOW_THE_HEADER = { top: '4rem' };

/**
 * Mounted by the shell only: the landing and login pages show no toast, and keeping sonner out of them keeps
 * their JavaScript within budget (docs/budgets.md).
 */
export function AppToaster() {
  const theme = useTheme();
  return (
    <Toaster
      position="top-right"
      offset={BELOW_THE_HEADER}
      mobileOffset={BELOW_THE_HEADER}
      duration={TOAST_DURATION_MS}
      theme={theme}
      richColors
      closeButton
    />
  );
}
