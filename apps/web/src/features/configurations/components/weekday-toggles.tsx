import { clsx } from 'clsx';

/** ISO weekdays, 1 = Monday (docs/rules/trades.md#fields timing days). */
const WEEKDAYS = [
  { day: 1, short: 'Lun', name: 'Lundi' },
  { day: 2, short: 'Mar', name: 'Mardi' },
  { day: 3, short: 'Mer', name: 'Mercredi' },
  { day: 4, short: 'Jeu', name: 'Jeudi' },
  { day: 5, short: 'Ven', name: 'Vendredi' },
  { day: 6, short: 'Sam', name: 'Samedi' },
  { day: 7, short: 'Dim', name: 'Dimanche' },
] as const;

type WeekdayTogglesProps = {
  days: readonly number[];
  onChange: (days: number[]) => void;
  labelledBy: string;
};

/** Monday to Sunday as toggle buttons; the chosen days are kept in weekday order. */
export function WeekdayToggles({ days, onChange, labelledBy }: WeekdayTogglesProps) {
  const toggle = (day: number) =>
    onChange(
      days.includes(day) ? days.filter((chosen) => chosen !== day) : [...days, day].sort((a, b) => a - b),
    );
  return (
    <fieldset aria-labelledby={labelledBy} className="m-0 flex gap-1 border-0 p-0">
      {WEEKDAYS.map(({ day, short, name }) => {
        const isOn = days.includes(day);
        return (
          <button
            key={day}
            type="button"
            aria-pressed={isOn}
            title={name}
            onClick={() => toggle(day)}
            className={clsx(
              'h-9 min-w-0 flex-1 rounded-md border text-xs font-semibold transition-colors sm:flex-none sm:px-2.5',
              isOn
                ? 'border-accent bg-accent-soft text-accent'
                : 'border-border bg-surface-2 text-fg-subtle hover:border-border-strong hover:text-fg',
            )}
          >
            {/* The full name wherever it fits, so what a person reads is the button's name (WCAG 2.5.3). */}
            <span aria-hidden className="sm:hidden">
              {short}
            </span>
            <span className="max-sm:sr-only">{name}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
