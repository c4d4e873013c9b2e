const UNIT_SECONDS = new Map([
  ['s', 1],
  ['m', 60],
  ['h', 3600],
  ['d', 86_400],
]);

/** "900", "30s", "15m", "12h", "14d" → seconds; anything else → null. */
export function parseDuration(text: string): number | null {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/.exec(text);
  const factor = UNIT_SECONDS.get(match?.[2] || 's');
  if (!match || factor === undefined) return null;
  const seconds = Number(match[1]) * factor;
  return seconds > 0 ? seconds : null;
}
