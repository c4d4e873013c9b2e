import { MAX_TAG_LENGTH, MAX_TAGS, TAG_MESSAGES, uniqueTags } from '@carnet/contract';
import { type KeyboardEvent, useId, useState } from 'react';
import { Input } from '../../../components/ui/input.tsx';

type TagInputProps = {
  label: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** Tags already used, most used first: offered as the trader types. */
  suggestions: readonly string[];
  error?: string | undefined;
};

/**
 * Tags typed one by one (docs/rules/trades.md): Enter or a comma adds the text as a tag, each tag is a chip with its own
 * remove button. The contract's rules apply as the trader types, so the server never has to refuse them.
 */
export function TagInput({ label, tags, onChange, suggestions, error }: TagInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const message = issue ?? error;

  const add = () => {
    const tag = text.trim();
    if (tag === '') return;
    if (tag.length > MAX_TAG_LENGTH) return setIssue(TAG_MESSAGES.tooLong);
    const next = uniqueTags([...tags, tag]);
    if (next.length > MAX_TAGS) return setIssue(TAG_MESSAGES.tooMany);
    setIssue(null);
    setText('');
    onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter would submit the whole trade form: here it only adds the tag.
    if (event.key !== 'Enter' && event.key !== ',') return;
    event.preventDefault();
    add();
  };
  const offered = suggestions.filter(
    (suggestion) => !tags.some((tag) => tag.toLowerCase() === suggestion.toLowerCase()),
  );

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-input`} className="text-xs font-medium text-fg-muted">
        {label}
      </label>
      {tags.length > 0 && (
        <ul aria-label={label} className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex h-6 items-center gap-1 rounded bg-accent-soft pl-2 text-xs font-semibold text-accent"
            >
              {tag}
              <button
                type="button"
                aria-label={`Retirer le tag ${tag}`}
                onClick={() => onChange(tags.filter((kept) => kept !== tag))}
                className="h-6 rounded px-1.5 hover:bg-accent/15 focus-visible:ring-2 focus-visible:ring-accent/40 focus-visible:outline-none"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        id={`${id}-input`}
        value={text}
        list={`${id}-suggestions`}
        maxLength={MAX_TAG_LENGTH + 1}
        placeholder="Ajouter un tag (Entrée ou virgule)"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => {
          setIssue(null);
          setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <datalist id={`${id}-suggestions`}>
        {offered.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      {message ? (
        <p id={`${id}-error`} className="text-xs font-medium text-loss">
          {message}
        </p>
      ) : null}
    </div>
  );
}
