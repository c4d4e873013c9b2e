import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';
import { Select } from '../ui/select.tsx';
import type { Screenshot, ScreenshotPatch } from './screenshot-types.ts';

type ScreenshotRowProps<Kind extends string> = {
  screenshot: Screenshot<Kind>;
  position: number;
  count: number;
  kinds: readonly Kind[];
  kindLabels: Readonly<Record<Kind, string>>;
  isBusy: boolean;
  onPatch: (patch: ScreenshotPatch<Kind>) => void;
  onMove: (offset: -1 | 1) => void;
  onOpen: () => void;
  onDelete: () => void;
};

function isKind<Kind extends string>(kinds: readonly Kind[], value: string): value is Kind {
  return kinds.some((kind) => kind === value);
}

// aria-disabled rather than disabled: the focus stays on the button of a row that reached an end.
function boundary(isAtEnd: boolean) {
  return isAtEnd ? { 'aria-disabled': true, className: 'opacity-40 cursor-not-allowed' } : {};
}

/** One screenshot: its thumbnail (opens the viewer), caption, kind, place in the list and deletion. */
export function ScreenshotRow<Kind extends string>(props: ScreenshotRowProps<Kind>) {
  const { screenshot, position, count, kinds, kindLabels, isBusy, onPatch, onMove, onOpen, onDelete } = props;
  const [caption, setCaption] = useState(screenshot.caption);
  const name = `la capture ${position}`;
  const saveCaption = () => {
    if (caption !== screenshot.caption) onPatch({ caption });
  };

  return (
    <li className="flex flex-wrap items-center gap-3 py-3 sm:flex-nowrap">
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Agrandir ${name}`}
        className="h-16 w-24 shrink-0 overflow-hidden rounded-md border border-border bg-surface-3"
      >
        <img src={screenshot.thumbnail_url} alt={screenshot.caption} className="size-full object-cover" />
      </button>
      <div className="flex min-w-0 flex-1 basis-48 flex-col gap-2 sm:flex-row">
        <Input
          aria-label={`Légende de ${name}`}
          placeholder="Légende"
          value={caption}
          maxLength={300}
          onChange={(event) => setCaption(event.target.value)}
          onBlur={saveCaption}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              saveCaption();
            }
          }}
        />
        <Select
          aria-label={`Type de ${name}`}
          className="sm:w-36"
          value={screenshot.kind}
          onChange={(event) => {
            if (isKind(kinds, event.target.value)) onPatch({ kind: event.target.value });
          }}
        >
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabels[kind]}
            </option>
          ))}
        </Select>
      </div>
      <div className="ml-auto flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Monter ${name}`}
          {...boundary(position === 1)}
          onClick={() => (isBusy || position === 1 ? undefined : onMove(-1))}
        >
          <ArrowUp aria-hidden className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Descendre ${name}`}
          {...boundary(position === count)}
          onClick={() => (isBusy || position === count ? undefined : onMove(1))}
        >
          <ArrowDown aria-hidden className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Supprimer ${name}`}
          className="hover:text-loss"
          onClick={onDelete}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
    </li>
  );
}
