/**
 * What the page and the service worker (src/sw/sw.ts) say to each other through postMessage. No
 * types of either world here: both the page (DOM) and the worker (WebWorker) compile it.
 */
export const SW_MESSAGE = {
  /** Page → worker: sign-out or quick exit: forget the member's cached answers, visited pages and queued check-in. */
  clearData: 'holdfast:clear-data',
  /** Page → worker: a check-in made offline, for the worker to send when the connection is back (Background Sync). */
  queueCheckIn: 'holdfast:queue-check-in',
  /** Worker → page: a queued check-in reached the server (or was refused for good): the page's copy is done. */
  checkInSent: 'holdfast:check-in-sent',
  /** Page → worker: the member chose Reload on 'A new version is available': the waiting worker takes over (workbox-window's own message). */
  skipWaiting: 'SKIP_WAITING',
} as const;

export interface QueueCheckInMessage {
  type: typeof SW_MESSAGE.queueCheckIn;
  url: string;
  /** The JSON body, with its client_key (the server answers a replay with the check-in it made). */
  body: string;
  clientKey: string;
  authorization: string;
}

export interface CheckInSentMessage {
  type: typeof SW_MESSAGE.checkInSent;
  clientKey: string;
  /** 201: stored (or already stored by an earlier copy); another status: refused for good. */
  status: number;
}

/** The Cache Storage names the page and the worker share. */
export const SW_CACHE = {
  /** Paths this device opened while online (an empty answer each): offline, those open from the app's own HTML. */
  visited: 'holdfast-visited-v1',
  /** The member's last API answers, one cache per session token (its SHA-256), so another session never reads them. */
  apiPrefix: 'holdfast-api-',
  /** The API's answers that carry nothing personal (asked without a token: app-info, reference lists). */
  public: 'holdfast-public-v1',
} as const;

/** The precached HTML that serves a path (apps/web/vite.config.ts's first-load pages, else the SPA's index.html). */
export function htmlForPath(pathname: string, firstLoadPages: readonly string[]): string {
  const page = /^\/([a-z][a-z-]*)$/.exec(pathname)?.[1];
  return page && firstLoadPages.includes(page) ? `/pages/${page}.html` : '/index.html';
}

/** Paths never remembered as visited: the API, the socket, files. */
export function isAppPath(pathname: string): boolean {
  return !/^\/(api|socket\.io|assets|icons)(\/|$)/.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}
