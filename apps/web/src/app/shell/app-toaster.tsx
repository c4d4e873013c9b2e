import { Toaster } from 'sonner';
import { useTheme } from '../theme/theme-store.ts';

/** SPEC §2/§9: toasts top right, 3000 ms by default, success / error / info. */
export const TOAST_DURATION_MS = 3000;

/**
 * Mounted by the shell only: the landing and login pages show no toast, and keeping sonner out of them keeps
 * their JavaScript within budget (DESIGN §9).
 */
export function AppToaster() {
  const theme = useTheme();
  return <Toaster position="top-right" duration={TOAST_DURATION_MS} theme={theme} richColors closeButton />;
}
