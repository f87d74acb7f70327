import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useAfterPaint } from '@/lib/use-after-paint';

/** Resolves after `ms`, or sooner when the browser comes back online. */
function nextTry(ms: number) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/**
 * `load`, tried again while it fails: at once when the browser comes back online, otherwise after
 * 1 s, 2 s, 4 s … (at most 30 s apart), `tries` times in all (by default until it loads; a part
 * waits in its placeholder meanwhile); then the last failure is thrown.
 */
export function retryingImport<T>(load: () => Promise<T>, tries = Infinity): () => Promise<T> {
  return async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        if (attempt >= tries) throw error;
        await nextTry(Math.min(1000 * 2 ** (attempt - 1), 30_000));
      }
    }
  };
}

/** React.lazy over `retryingImport`: a part whose chunk did not arrive loads when it can (at once when the browser is back online). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint React.lazy itself uses
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(retryingImport(load));
}

/**
 * `fallback` until the page's first contentful paint was reported (lib/use-after-paint), then
 * `children`: a lazy part inside is not even asked for while the page paints.
 */
export function AfterPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useAfterPaint() ? children : fallback;
}

/**
 * A lazily loaded part the page can live without (the header's bell and menu, the realtime
 * watchers, a modal): `fallback` while its code loads (or waits to be tried again) and also if it
 * throws, instead of taking the whole page down. `afterPaint`: its code is not even asked for until
 * the page around it was painted (AfterPaint above).
 */
export function OptionalPart({
  fallback = null,
  afterPaint = false,
  children,
}: {
  fallback?: ReactNode;
  afterPaint?: boolean;
  children: ReactNode;
}) {
  const part = (
    <ErrorBoundary fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
  return afterPaint ? <AfterPaint fallback={fallback}>{part}</AfterPaint> : part;
}
