import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Renders every page of a PDF into canvases inside the page (pdf.js); loaded only where a PDF item shows. */
export default function PdfDocument({ url, title }: { url: string; title: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ url: string; status: 'ready' | 'failed'; pages: number } | null>(null);

  useEffect(() => {
    let cancelled = false;
    let doc: PDFDocumentProxy | null = null;
    const task = getDocument({ url });
    task.promise
      .then(async (pdf) => {
        doc = pdf;
        const host = container.current;
        if (cancelled || !host) return;
        host.replaceChildren();
        const width = Math.max(280, host.clientWidth || 800);
        const ratio = window.devicePixelRatio || 1;
        for (let n = 1; n <= pdf.numPages; n++) {
          const page = await pdf.getPage(n);
          if (cancelled) return;
          const base = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: (width / base.width) * ratio });
          const canvas = document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.style.width = '100%';
          canvas.style.borderRadius = '8px';
          canvas.style.boxShadow = '0 1px 4px rgba(0,0,0,.12)';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', `${title}, page ${n} of ${pdf.numPages}`);
          host.appendChild(canvas);
          await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
        }
        if (!cancelled) setState({ url, status: 'ready', pages: pdf.numPages });
      })
      .catch(() => {
        if (!cancelled) setState({ url, status: 'failed', pages: 0 });
      });
    return () => {
      cancelled = true;
      void task.destroy();
      void doc?.destroy();
    };
  }, [url, title]);

  const current = state?.url === url ? state : null;
  return (
    <Stack gap="xs" aria-label={title} role="document" data-testid="pdf-viewer" data-pages={current?.pages ?? 0}>
      {current?.status === 'failed' && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          Unable to show this PDF.
        </Alert>
      )}
      {!current && <Skeleton height={420} radius="lg" role="status" aria-label="Loading PDF" />}
      <Stack gap="md" ref={container} />
      {current?.status === 'ready' && (
        <Text size="xs" c="dimmed">
          {current.pages === 1 ? '1 page' : `${current.pages} pages`}
        </Text>
      )}
    </Stack>
  );
}
