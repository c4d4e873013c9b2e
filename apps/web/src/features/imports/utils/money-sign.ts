/** The sign of a decimal string, read from its text (money stays a string, never a float). */
export function moneySign(value: string | null): 'gain' | 'loss' | 'flat' {
  if (value === null || /^[-+]?0*(\.0*)?$/.test(value.trim())) return 'flat';
  return value.trim().startsWith('-') ? 'loss' : 'gain';
}

export const MONEY_TONE_CLASSES = { gain: 'text-gain', loss: 'text-loss', flat: 'text-fg' } as const;
