import { clsx } from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { controlStyles } from './input.tsx';

export type ComboboxOption = { value: string; label: string; detail?: string };

type ComboboxProps = {
  id?: string;
  name?: string;
  value: string;
  options: readonly ComboboxOption[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  emptyText: string;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
};

/** Lower case, without accents, with `_` and `/` as spaces: « sao paulo » finds America/Sao_Paulo. */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[_/]/g, ' ')
    .toLowerCase();
}

function keepInView(option: HTMLElement | null): void {
  option?.scrollIntoView({ block: 'nearest' });
}

/**
 * A select whose long list is filtered by typing (WAI-ARIA combobox with a list box): arrows move, Enter
 * chooses, Escape closes and restores the chosen value.
 */
export function Combobox({ value, options, onChange, onBlur, emptyText, ...inputProps }: ComboboxProps) {
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const isOpen = query !== null;
  const selected = options.find((option) => option.value === value);

  const matches = useMemo(() => {
    if (query === null || query.trim() === '') return options;
    const words = searchable(query).split(/\s+/).filter(Boolean);
    return options.filter((option) => {
      const text = searchable(`${option.label} ${option.detail ?? ''}`);
      return words.every((word) => text.includes(word));
    });
  }, [options, query]);
  const active = matches[Math.min(activeIndex, matches.length - 1)];
  const optionId = (index: number) => `${listId}-${index}`;

  const open = (text = '') => {
    setQuery(text);
    const index = text === '' ? options.findIndex((option) => option.value === value) : 0;
    setActiveIndex(Math.max(0, index));
  };
  const choose = (option: ComboboxOption | undefined) => {
    if (option !== undefined) onChange(option.value);
    setQuery(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) return open();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => Math.min(Math.max(0, index + step), Math.max(0, matches.length - 1)));
    } else if (event.key === 'Enter' && isOpen) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      setQuery(null);
    }
  };

  return (
    <div className="relative">
      <input
        {...inputProps}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isOpen && active !== undefined ? optionId(matches.indexOf(active)) : undefined}
        value={query ?? selected?.label ?? value}
        onChange={(event) => open(event.target.value)}
        onClick={() => (isOpen ? undefined : open())}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setQuery(null);
          onBlur?.();
        }}
        className={clsx(controlStyles, 'h-9 pr-8')}
      />
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-fg-subtle"
      />
      <div
        id={listId}
        role="listbox"
        hidden={!isOpen}
        className="absolute z-40 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-border bg-surface p-1 shadow-overlay"
      >
        {isOpen && matches.length === 0 && <p className="px-2 py-1.5 text-sm text-fg-subtle">{emptyText}</p>}
        {/* Options exist only while the list is open: a closed zone picker stays four hundred nodes lighter. */}
        {(isOpen ? matches : []).map((option, index) => (
          <div
            key={option.value}
            id={optionId(index)}
            ref={option === active ? keepInView : undefined}
            role="option"
            tabIndex={-1}
            aria-selected={option.value === value}
            data-active={option === active}
            // mousedown, not click: the input must not lose the focus (and close the list) first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            onMouseMove={() => setActiveIndex(index)}
            className="flex h-8 cursor-pointer items-center gap-2 rounded px-2 text-sm text-fg data-[active=true]:bg-surface-3"
          >
            <Check
              aria-hidden
              className={clsx('size-3.5 shrink-0 text-accent', option.value !== value && 'invisible')}
            />
            <span className="truncate">{option.label}</span>
            {option.detail !== undefined && (
              <span className="num ml-auto shrink-0 text-xs text-fg-subtle">{option.detail}</span>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
