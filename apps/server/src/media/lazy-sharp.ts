import type sharp from 'sharp';

/**
 * sharp loads libvips (about 0.5 s and 25 MB of resident memory): it is imported when the first screenshot
 * arrives, not at every server start (docs/budgets.md: start < 2 s, idle RSS < 350 MB).
 */
export async function loadSharp(): Promise<typeof sharp> {
  return (await import('sharp')).default;
}
