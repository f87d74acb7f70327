/**
 * API answers a first-load page's HTML asked for before any app code ran (dist/pages/<page>.html
 * runs src/app/first-load-data.ts's script; apps/web/vite.config.ts, firstLoadPages): the api client
 * takes the one for its URL instead of asking again. Each is used once, only with the token it was
 * asked with, and only in the page's first seconds; anything else goes to the network as usual.
 */
export interface PreloadedResponse {
  /** The bearer token it was asked with (null: anonymous). */
  token: string | null;
  /** performance.now() when it was asked. */
  at: number;
  response: Promise<Response>;
}

export type PreloadedResponses = Record<string, PreloadedResponse>;

/** Where the HTML's script leaves them. */
export const PRELOAD_GLOBAL = '__holdfastPreload';

const MAX_AGE_MS = 10_000;

export function takePreloaded(url: string, token: string | null): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const all = (window as unknown as Record<string, PreloadedResponses | undefined>)[PRELOAD_GLOBAL];
  const entry = all?.[url];
  if (!all || !entry) return undefined;
  delete all[url];
  if (entry.token !== token || performance.now() - entry.at > MAX_AGE_MS) return undefined;
  return entry.response;
}

/** Whether this page's HTML asked for its first answers (whether or not they were taken since). */
export function hasPreloaded(): boolean {
  return typeof window !== 'undefined' && PRELOAD_GLOBAL in window;
}
