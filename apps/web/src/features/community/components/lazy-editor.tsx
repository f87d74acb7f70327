import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

// Its own chunk: only the thread page and the new-thread page load it, when they show a form.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

export function LazyRichTextEditor(props: ComponentProps<typeof RichTextEditor>) {
  return (
    <Suspense fallback={<Skeleton height={290} radius="md" role="status" aria-label="Loading the editor" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
