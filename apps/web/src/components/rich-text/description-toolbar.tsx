import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { clsx } from 'clsx';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, type LucideIcon } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';

type Tool = {
  name: string;
  icon: LucideIcon;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

const TOOLS: readonly Tool[] = [
  {
    name: 'Gras',
    icon: Bold,
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    name: 'Italique',
    icon: Italic,
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: 'Titre',
    icon: Heading2,
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: 'Sous-titre',
    icon: Heading3,
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    name: 'Liste à puces',
    icon: List,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'Liste numérotée',
    icon: ListOrdered,
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

type DescriptionToolbarProps = { editor: Editor; editorId: string; isLinkOpen: boolean; onLink: () => void };

/**
 * WAI-ARIA toolbar: one tab stop, the arrows (Home, End) move between the buttons, each says whether its
 * format is on (aria-pressed).
 */
export function DescriptionToolbar({ editor, editorId, isLinkOpen, onLink }: DescriptionToolbarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      tools: TOOLS.map((tool) => tool.isActive(current)),
      link: current.isActive('link'),
    }),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(ref.current?.querySelectorAll('button') ?? [])];
    const focused = document.activeElement;
    const index = focused instanceof HTMLButtonElement ? buttons.indexOf(focused) : -1;
    const next =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = buttons[(next + buttons.length) % buttons.length];
    for (const button of buttons) button.tabIndex = button === target ? 0 : -1;
    target?.focus();
  };

  const button = (name: string, Icon: LucideIcon, isOn: boolean, onClick: () => void, isFirst: boolean) => (
    <button
      key={name}
      type="button"
      aria-label={name}
      title={name}
      aria-pressed={isOn}
      tabIndex={isFirst ? 0 : -1}
      // A click must not take the focus from the text: Tiptap only gives it back on the next animation frame,
      // so the first letter typed after clicking « Gras » would land on the button and be lost.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={clsx(
        'flex size-8 items-center justify-center rounded transition-colors',
        isOn ? 'bg-accent-soft text-accent' : 'text-fg-muted hover:bg-surface-3 hover:text-fg',
      )}
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label="Mise en forme"
      aria-controls={editorId}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-0.5 border-b border-border bg-surface px-1 py-1"
    >
      {TOOLS.map((tool, index) =>
        button(tool.name, tool.icon, active?.tools[index] ?? false, () => tool.run(editor), index === 0),
      )}
      <span aria-hidden className="mx-1 h-5 w-px bg-border" />
      {button('Lien', Link2, (active?.link ?? false) || isLinkOpen, onLink, false)}
    </div>
  );
}
