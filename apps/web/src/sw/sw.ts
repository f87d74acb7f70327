/// <reference lib="webworker" />
/**
 * The service worker (issue 40), built by vite-plugin-pwa's injectManifest (apps/web/vite.config.ts),
 * which fills `self.__WB_MANIFEST` with the app shell and every route chunk a member can open (not
 * the admin console's, not the PDF viewer's worker). It never takes over by itself: a new version
 * waits until the member chooses Reload (src/lib/pwa/register.ts).
 *
 * - Navigations go to the network; offline, a path this device opened before gets the app's own HTML
 *   (precached, so it matches the precached chunks), any other path the offline page.
 * - The member's GET answers from the API are kept, one cache per session token, and answered when
 *   the network is not there, so the dashboard shows what they last saw; sign-out and quick exit
 *   clear them (SW_MESSAGE.clearData).
 * - A check-in made offline waits in a Background Sync queue (IndexedDB) and is sent when the
 *   connection is back, even with the app closed where the browser has Background Sync (Chromium),
 *   else when the worker next starts; the server answers a replay with the check-in it made
 *   (client_key), so it is stored once.
 * - Web push (./push.ts): a push carries ids only; the worker fetches what to show and opens the
 *   tap target.
 */
import { Queue } from 'workbox-background-sync';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { htmlForPath, isAppPath, SW_CACHE, SW_MESSAGE, type CheckInSentMessage, type QueueCheckInMessage } from './messages';
import { registerPushHandlers } from './push';

declare const self: ServiceWorkerGlobalScope;

const OFFLINE_PAGE = '/offline.html';
const manifest = self.__WB_MANIFEST;
/** The first-load pages precached (pages/<name>.html). */
const FIRST_LOAD_PAGES = manifest.flatMap((e) => /^\/?pages\/([a-z-]+)\.html$/.exec(typeof e === 'string' ? e : e.url)?.[1] ?? []);

precacheAndRoute(manifest);
cleanupOutdatedCaches();
// The first visit's page is controlled at once (no reload needed for the offline copy to work).
clientsClaim();
registerPushHandlers(self);

async function offlineAnswer(pathname: string): Promise<Response> {
  const visited = await (await caches.open(SW_CACHE.visited)).match(pathname);
  const html = visited ? await matchPrecache(htmlForPath(pathname, FIRST_LOAD_PAGES)) : undefined;
  return html ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isAppPath(url.pathname),
  async ({ request, url }) => {
    try {
      const response = await fetch(request);
      if (response.ok) void caches.open(SW_CACHE.visited).then((cache) => cache.put(url.pathname, new Response('')));
      return response;
    } catch {
      return offlineAnswer(url.pathname);
    }
  },
);

async function apiCacheName(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${SW_CACHE.apiPrefix}${hex.slice(0, 32)}`;
}

/** Only the newest session's answers stay on the device. */
async function dropOtherApiCaches(keep: string) {
  for (const name of await caches.keys()) if (name.startsWith(SW_CACHE.apiPrefix) && name !== keep) await caches.delete(name);
}

registerRoute(
  ({ request, url }) => url.origin === self.location.origin && url.pathname.startsWith('/api/') && request.method === 'GET',
  async ({ request }) => {
    const authorization = request.headers.get('authorization');
    // A session's answers in that session's cache; the answers anyone gets (app-info, reference
    // lists) in one shared cache, nothing personal in it.
    const name = authorization ? await apiCacheName(authorization) : SW_CACHE.public;
    try {
      const response = await fetch(request);
      if (response.ok && (response.headers.get('content-type') ?? '').includes('application/json')) {
        const cache = await caches.open(name);
        await cache.put(request, response.clone());
        if (authorization) void dropOtherApiCaches(name);
      }
      return response;
    } catch (error) {
      const kept = await (await caches.open(name)).match(request);
      if (kept) return kept;
      throw error;
    }
  },
);

async function tellPages(message: CheckInSentMessage) {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true, type: 'window' })) client.postMessage(message);
}

const checkIns = new Queue('holdfast-check-ins', {
  // A day: past it the session's token has likely changed, and the app's own copy sends it when opened.
  maxRetentionTime: 24 * 60,
  async onSync({ queue }) {
    for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
      let response: Response;
      try {
        response = await fetch(entry.request.clone());
      } catch (error) {
        // Still offline: back at the front, tried at the next sync.
        await queue.unshiftRequest(entry);
        throw error;
      }
      const clientKey = String((entry.metadata as { clientKey?: string } | undefined)?.clientKey ?? '');
      await tellPages({ type: SW_MESSAGE.checkInSent, clientKey, status: response.status });
    }
  },
});

async function clearData() {
  for (const name of await caches.keys()) if (name.startsWith(SW_CACHE.apiPrefix) || name === SW_CACHE.visited) await caches.delete(name);
  while (await checkIns.shiftRequest()) {
    // dropped
  }
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === SW_MESSAGE.skipWaiting) void self.skipWaiting();
  else if (data?.type === SW_MESSAGE.clearData) event.waitUntil(clearData());
  else if (data?.type === SW_MESSAGE.queueCheckIn) {
    const m = data as QueueCheckInMessage;
    const request = new Request(m.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: m.authorization },
      body: m.body,
    });
    event.waitUntil(checkIns.pushRequest({ request, metadata: { clientKey: m.clientKey } }));
  }
});
