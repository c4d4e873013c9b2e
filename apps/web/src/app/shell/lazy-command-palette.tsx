import { createLazyModule } from '../../lib/lazy-module.ts';

/**
 * The command palette's code (cmdk and its list) is fetched the first time the palette is asked for, not with
 * every page: the first pages keep their JavaScript within budget (docs/budgets.md#web).
 */
const commandPaletteModule = createLazyModule(() => import('./command-palette.tsx'));

type LazyCommandPaletteProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Mounted once the palette has been asked for; shows it as soon as its code is here. */
export function LazyCommandPalette(props: LazyCommandPaletteProps) {
  const palette = commandPaletteModule.useLoaded();
  return palette === undefined ? null : <palette.CommandPalette {...props} />;
}
