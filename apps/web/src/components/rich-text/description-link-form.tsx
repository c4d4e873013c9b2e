import type { Editor } from '@tiptap/react';
import { type FormEvent, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';

/** http(s) and mailto only (the server's allow-list drops anything else); a bare address gets https://. */
export function normaliseHref(text: string): string | null {
  const href = text.trim();
  if (href === '') return null;
  if (/^(https?:\/\/|mailto:)/i.test(href)) return href;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
  return `https://${href}`;
}

/** Sets, changes or removes the link of the selection; Escape closes without a change. */
export function DescriptionLinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const current = editor.getAttributes('link').href;
  const [text, setText] = useState(typeof current === 'string' ? current : '');
  const [error, setError] = useState<string | null>(null);

  // Not a <form>: it sits inside the configuration's form, and Enter here must not save the configuration.
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return onClose();
    }
    const href = normaliseHref(text);
    if (href === null) return setError('Adresse http(s) ou mailto uniquement.');
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    onClose();
  };

  return (
    <div className="flex flex-wrap items-start gap-2 border-b border-border bg-surface-2/60 px-2 py-2">
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <Input
          autoFocus
          aria-label="Adresse du lien"
          placeholder="https://…"
          value={text}
          aria-invalid={error === null ? undefined : true}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event);
            if (event.key === 'Escape') {
              event.preventDefault();
              editor.commands.focus();
              onClose();
            }
          }}
          className="h-8"
        />
        {error !== null && <p className="text-xs font-medium text-loss">{error}</p>}
      </div>
      <Button size="sm" variant="primary" onClick={() => apply()}>
        Appliquer
      </Button>
      {typeof current === 'string' && (
        <Button
          size="sm"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          Retirer le lien
        </Button>
      )}
    </div>
  );
}
