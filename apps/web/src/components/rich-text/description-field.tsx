import { lazy, Suspense } from 'react';
import { Skeleton } from '../ui/skeleton.tsx';
import type { DescriptionEditorProps } from './description-editor.tsx';

// Tiptap and ProseMirror are a chunk of their own, fetched when a rich-text field shows (the configuration's
// description, the journal's plan and review: ARCHITECTURE.md).
const DescriptionEditor = lazy(async () => ({
  default: (await import('./description-editor.tsx')).DescriptionEditor,
}));

export function DescriptionField(props: DescriptionEditorProps) {
  return (
    <Suspense fallback={<Skeleton className="h-[10.5rem] w-full rounded-md" />}>
      <DescriptionEditor {...props} />
    </Suspense>
  );
}
