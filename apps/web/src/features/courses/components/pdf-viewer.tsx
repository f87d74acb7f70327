import { Alert, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useGetSignedResource } from '../api/get-signed-resource';

const PdfDocument = lazy(() => import('./pdf-document'));

/** A pdf-viewer item: the signed file URL, rendered in the page by pdf.js (its own chunk). */
export function PdfViewer({ itemId, fileKey, title }: { itemId: number; fileKey: string | null; title: string }) {
  const signed = useGetSignedResource(itemId, 'lesson-item-pdf', fileKey);
  if (!fileKey || signed.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        Unable to show this PDF.
      </Alert>
    );
  }
  if (!signed.data) return <Skeleton height={420} radius="lg" role="status" aria-label="Loading PDF" />;
  return (
    <Suspense fallback={<Skeleton height={420} radius="lg" role="status" aria-label="Loading PDF" />}>
      <PdfDocument url={signed.data.signed_url} title={title} />
    </Suspense>
  );
}
