import { EditorContent, useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { DescriptionLinkForm } from './description-link-form.tsx';
import { DescriptionToolbar } from './description-toolbar.tsx';
import { RICH_TEXT_STYLES } from './rich-text-styles.ts';

export type DescriptionEditorProps = {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  labelId: string;
  describedBy: string | undefined;
  isInvalid: boolean;
};

/**
 * A rich-text field (Tiptap): the configuration's description, the journal's plan and review. Loaded on demand by
 * DescriptionField so that the editor weighs only on the pages that edit rich text. The server sanitises what it
 * stores (docs/rules/compliance.md#configurations, docs/rules/journal.md#day).
 */
export function DescriptionEditor({
  value,
  onChange,
  onBlur,
  labelId,
  describedBy,
  isInvalid,
}: DescriptionEditorProps) {
  const editorId = useId();
  const [isLinkOpen, setIsLinkOpen] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
        },
      }),
    ],
    content: value,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy === undefined ? {} : { 'aria-describedby': describedBy }),
        ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
        class: clsx('min-h-32 px-3 py-2 text-sm leading-relaxed text-fg outline-none', RICH_TEXT_STYLES),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
  });

  return (
    <div
      className={clsx(
        'overflow-hidden rounded-md border bg-surface-2 transition-colors focus-within:ring-2',
        isInvalid
          ? 'border-loss focus-within:ring-loss/30'
          : 'border-border hover:border-border-strong focus-within:border-accent focus-within:ring-accent/30',
      )}
    >
      <DescriptionToolbar
        editor={editor}
        editorId={editorId}
        isLinkOpen={isLinkOpen}
        onLink={() => setIsLinkOpen((open) => !open)}
      />
      {isLinkOpen && <DescriptionLinkForm editor={editor} onClose={() => setIsLinkOpen(false)} />}
      <EditorContent editor={editor} />
    </div>
  );
}
