import { useMemo } from 'react';
import { Combobox, type ComboboxOption } from '../../../components/ui/combobox.tsx';
import type { FieldControlProps } from '../../../components/ui/field.tsx';

/** « UTC−05:00 » for a zone, now (offsets move with DST; the label is a guide, not a rule). */
function utcOffset(timeZone: string, now: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name === undefined || name === 'GMT' ? 'UTC' : name.replace('GMT', 'UTC').replace('-', '−');
}

let knownZones: ComboboxOption[] | null = null;

/** Every zone the browser knows, computed once (400 offsets are not worth recomputing at each keystroke). */
function knownZoneOptions(): ComboboxOption[] {
  if (knownZones !== null) return knownZones;
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  // Chromium's list leaves UTC out.
  zones.add('UTC');
  const now = new Date();
  knownZones = [...zones].sort().map((zone) => ({ value: zone, label: zone, detail: utcOffset(zone, now) }));
  return knownZones;
}

type TimezoneSelectProps = FieldControlProps & {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
};

/** The configuration's IANA time zone, searched by typing (« new york », « paris », « tokyo »). */
export function TimezoneSelect({ value, ...props }: TimezoneSelectProps) {
  const options = useMemo(() => {
    const known = knownZoneOptions();
    // A stored zone this browser does not list stays shown and selectable.
    return value === '' || known.some((option) => option.value === value)
      ? known
      : [...known, { value, label: value }];
  }, [value]);
  return <Combobox {...props} value={value} options={options} emptyText="Aucun fuseau ne correspond." />;
}
