import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { API_PREFIX } from '@holdfast/shared/common';
import { deviceOf, expect, linkMutual, secondBrowser, seedMember, signInAs, test } from './support';
import { FAKE_SUBSCRIPTION_KEY, fakePushManager, startLocalPushService } from './web-push';

// Issue 40: the installable app, its service worker and a check-in made offline. Phone viewport only
// (the desktop project ignores this file): it is the phone's story, and the worker is the same code.

const OFFLINE_TITLE = 'You are offline';

/** Until this page's service worker is active and controls it (its precache is in). */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 }).toBe('activated');
}

async function goOffline(context: BrowserContext, offline: boolean) {
  await context.setOffline(offline);
}

test.describe('the installable app', { tag: '@phone' }, () => {
  // Every other spec blocks service workers (playwright.config.ts).
  test.use({ serviceWorkers: 'allow', pushOffer: 'keep' });

  test('the manifest and icons load, Chromium finds it installable, and the service worker controls the page', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await request.get(href!);
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const body = (await manifest.json()) as {
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(body).toMatchObject({ start_url: '/dashboard', scope: '/', display: 'standalone', name: 'Holdfast', short_name: 'Holdfast' });
    expect(body.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of [...body.icons.map((i) => i.src), await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')]) {
      const res = await request.get(icon!);
      expect(res.status(), icon!).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }
    // The worker's script is never taken from an HTTP cache (a new release reaches the device at once).
    expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');

    await controlledByWorker(page);

    // Chromium's own installability check. A test's browser context is incognito, which Chromium
    // never lets install ('in-incognito'): the check runs in a profile of its own, like a person's.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'holdfast-pwa-'));
    const { launchOptions, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL } = test.info().project.use;
    const persistent = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      viewport,
      userAgent,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      baseURL,
    });
    try {
      const own = persistent.pages()[0] ?? (await persistent.newPage());
      await own.goto('/login');
      await controlledByWorker(own);
      const cdp = await persistent.newCDPSession(own);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await persistent.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('after one online visit the dashboard opens offline with the last data and the notice; a page never opened shows the offline page', async ({
    page,
    request,
    context,
  }) => {
    const me = await seedMember(request, 'pwa', 'Owen Marsh');
    await signInAs(page, me);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /Owen/ }).first()).toBeVisible();
    await controlledByWorker(page);
    // The dashboard's answers came through the worker once it controlled the page: load it again online.
    await page.reload();
    await expect(page.getByRole('heading', { name: /Owen/ }).first()).toBeVisible();

    await goOffline(context, true);
    await page.reload();
    await expect(page.getByRole('heading', { name: /Owen/ }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_TITLE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Complete Daily Check-In' })).toBeVisible();

    // Never opened on this device: the app's own offline page, not the browser's error.
    await page.goto('/accountability');
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeVisible();
    await page.getByRole('link', { name: 'Open the dashboard' }).click();
    await expect(page.getByRole('heading', { name: /Owen/ }).first()).toBeVisible();
    await goOffline(context, false);
  });

  test('a check-in made offline waits on the device and reaches the server once; signing out forgets a queued one; nobody else sees it', async ({
    page,
    request,
    context,
    browser,
  }) => {
    const me = await seedMember(request, 'pwaci', 'Iris Lane');
    const other = await seedMember(request, 'pwaot', 'Noah Pratt');
    const checkIns = async (who: typeof me) =>
      (await (await request.get(`${API_PREFIX}/checkins?page=1`, { headers: who.headers })).json()) as {
        totalItems: number;
        items: { feeling_notes: string }[];
      };
    const fillOffline = async (notes: string) => {
      await page.getByRole('button', { name: 'Anxious' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('radio', { name: 'Recovery' }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('textbox', { name: 'How are you feeling today?' }).fill(notes);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Skip' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Waiting for a connection' })).toBeVisible();
    };
    await signInAs(page, me);
    // Online once: the check-in's steps and the emotions they show are on the device.
    await page.goto('/check-in');
    await expect(page.getByRole('heading', { name: 'How are you feeling?' })).toBeVisible();
    await controlledByWorker(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Anxious' })).toBeVisible();

    await goOffline(context, true);
    await fillOffline('Offline on the train, still honest.');
    await goOffline(context, false);
    await expect(page).toHaveURL(/\/check-in\/results$/, { timeout: 30_000 });
    // Both copies (the page's and the worker's queue) may send it: the server keeps one.
    await expect.poll(async () => (await checkIns(me)).totalItems).toBe(1);
    await page.waitForTimeout(1500);
    const mine = await checkIns(me);
    expect(mine.totalItems).toBe(1);
    expect(mine.items[0]!.feeling_notes).toBe('Offline on the train, still honest.');

    // Another member on another device never sees it.
    const second = await secondBrowser(browser, deviceOf(test.info().project.use), other.token);
    await second.goto('/progress');
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await checkIns(other)).totalItems).toBe(0);
    await second.context().close();

    // Queued offline on this device, then signed out: the device forgets it (the page's copy and the
    // worker's queue), so it is never sent, under this member or anyone signing in next.
    await signInAs(page, other);
    await page.goto('/check-in');
    await expect(page.getByRole('button', { name: 'Anxious' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Anxious' })).toBeVisible();
    await goOffline(context, true);
    await fillOffline('Not for anyone else to send.');
    // Logout from the avatar menu (the app's own navigation: it works offline).
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
    await goOffline(context, false);
    await signInAs(page, me);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /Iris/ }).first()).toBeVisible();
    await page.waitForTimeout(2500);
    expect({ theirs: (await checkIns(other)).totalItems, mine: (await checkIns(me)).totalItems }).toEqual({ theirs: 0, mine: 1 });
  });

  test("a new release's worker waits and offers 'A new version is available — Reload'; Reload hands over to it", async ({
    page,
    request,
  }) => {
    const me = await seedMember(request, 'pwaup', 'Ezra Hale');
    await signInAs(page, me);
    await page.goto('/dashboard');
    await controlledByWorker(page);
    const first = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
    // The next release. A page's routes cannot stand in for a worker's script, and this run's build is
    // the only one: the same worker under another address is a new worker to the browser (the spec's
    // update compares bytes only for the same address), as a new build's changed precache list is.
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js?release=next', { scope: '/', updateViaCache: 'none' });
    });
    const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // Nothing took over by itself: the page is still controlled by the first worker.
    expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(first);
    const waitingBefore = await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting);
    expect(waitingBefore).toBe(true);
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('heading', { name: /Ezra/ }).first()).toBeVisible();
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting)).toBe(false);
    await expect(prompt).toHaveCount(0);
  });

  test("Allow stores the app's subscription; the server's push of ids only, decrypted at a local push service, reaches the worker, whose notification shows the words it fetched and its tap opens the target and reads the item", async ({
    page,
    request,
    context,
  }) => {
    const me = await seedMember(request, 'pwapush', 'Mara Quill');
    const partner = await seedMember(request, 'pwapp', 'Jonah Reed');
    // The offer comes after a first check-in (docs/areas/devices.md).
    const checkIn = await request.post(`${API_PREFIX}/checkins`, {
      headers: me.headers,
      data: { checkin_emotions: [3], feeling_zone: 'recovery', feeling_notes: 'A calm day', fast_scale_answers: [], offset: 0 },
    });
    expect(checkIn.status()).toBe(201);
    const myId = ((await (await request.get(`${API_PREFIX}/users/profile`, { headers: me.headers })).json()) as { id: number }).id;
    const vapidKey = ((await (await request.get(`${API_PREFIX}/app-info`)).json()) as { push: { vapid_public_key: string } }).push
      .vapid_public_key;
    const bellOf = async () =>
      (await (await request.get(`${API_PREFIX}/notifications?page=1`, { headers: me.headers })).json()) as {
        items: { id: number; title: string; message: string; read_at: string | null; meta: { type?: string } | null }[];
      };

    // This browser's subscription at the local push service (the keys' private half stays here);
    // only PushManager is replaced (e2e/web-push.ts says why and what).
    const service = await startLocalPushService();
    try {
      const browser = service.subscribe();
      const { endpoint } = browser.subscription;
      await fakePushManager(page, browser.subscription);

      await signInAs(page, me);
      await page.goto('/dashboard');
      await controlledByWorker(page);
      const offer = page.getByRole('dialog', { name: 'Get a gentle nudge' });
      await expect(offer).toBeVisible();
      // The browser's own prompt, answered 'Allow' (the offer shows only while nothing was answered).
      await context.grantPermissions(['notifications']);
      const stored = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `${API_PREFIX}/device-token`);
      await offer.getByRole('button', { name: 'Allow' }).click();
      await expect(offer).toHaveCount(0);
      await expect(page.getByText('Notifications are on.')).toBeVisible();

      // 1. The app subscribed with the server's key and stored the subscription itself, and wrote the
      //    worker's copy of the session (src/sw/push-session.ts).
      expect(await page.evaluate((k) => sessionStorage.getItem(k), FAKE_SUBSCRIPTION_KEY)).toBe(vapidKey);
      expect((await stored).postDataJSON()).toEqual({ token: endpoint, platform: 'web', subscription: browser.subscription });
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              new Promise<unknown>((resolve) => {
                const req = indexedDB.open('holdfast-push');
                req.onerror = () => resolve(null);
                req.onsuccess = () => {
                  const db = req.result;
                  if (!db.objectStoreNames.contains('session')) return resolve(null);
                  const get = db.transaction('session').objectStore('session').get('current');
                  get.onsuccess = () => resolve(get.result ?? null);
                  get.onerror = () => resolve(null);
                };
              }),
          ),
        )
        .toEqual({ token: me.token, userId: myId });

      // 2. A bell item for me (a partner request): the server's own web push reaches the push service
      //    for the stored subscription, encrypted for its keys, VAPID-signed with the key the app
      //    subscribed with; decrypted, it is the ids and nothing else.
      await linkMutual(request, partner, me);
      const [item] = (await bellOf()).items;
      expect(item).toMatchObject({ read_at: null, meta: { type: 'accountability.request' } });
      const mine = () => service.received.filter((p) => endpoint.endsWith(p.path));
      await expect.poll(() => mine().length, { timeout: 20_000 }).toBe(1);
      const [push] = mine();
      expect(push!.plaintext).toBe(JSON.stringify({ type: 'accountability.request', notification_id: item!.id }));
      for (const words of ['Jonah', 'Reed', 'Mara', item!.title, item!.message]) expect(push!.plaintext).not.toContain(words);
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(push!.headers.ttl).toBe('86400');
      expect(push!.headers.urgency).toBe('normal');
      expect(push!.headers.topic).toBeUndefined(); // a bell item does not collapse (only a chat's pushes do)
      expect(push!.vapid.publicKey).toBe(vapidKey);
      expect(push!.vapid.claims.sub).toMatch(/^mailto:/);

      // 3. The push service hands that payload to the browser, which delivers it to the worker.
      const cdp = await context.newCDPSession(page);
      const registrationId = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; isDeleted: boolean }[] }) => {
          const live = e.registrations.find((r) => !r.isDeleted);
          if (live) resolve(live.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(page.url()).origin,
        registrationId: await registrationId,
        data: push!.plaintext,
      });
      const shown = () =>
        page.evaluate(async () =>
          (await navigator.serviceWorker.ready)
            .getNotifications()
            .then((n) => n.map((x) => ({ title: x.title, body: x.body, data: x.data as unknown }))),
        );
      await expect.poll(async () => (await shown()).length, { timeout: 15_000 }).toBe(1);
      const [notice] = await shown();
      // The words came from the app (GET users/privacy/push-text/{id}), not from the push; the tap opens the spec's target.
      expect(notice).toEqual({
        title: item!.title,
        body: item!.message,
        data: { type: 'accountability.request', notification_id: item!.id, target: '/accountability/requests', markRead: true },
      });

      // 4. The tap. Chromium has no DevTools call that clicks a notification: the worker gets the
      //    event a click dispatches, for the notification it shows. A script's event is untrusted: its
      //    waitUntil throws (here it collects the promises, as the browser keeps the worker alive for
      //    them) and focus() is refused (no window interaction): the handler lands the tab anyway.
      // The running one (a worker stopped while idle and started again by the push is a new entry).
      const worker = context
        .serviceWorkers()
        .filter((w) => new URL(w.url()).pathname === '/sw.js')
        .at(-1);
      expect(worker, 'the app’s service worker').toBeTruthy();
      const tapped = await worker!.evaluate(async () => {
        const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean };
        const NotificationEvent = (
          self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }
        ).NotificationEvent;
        const [notification] = await scope.registration.getNotifications();
        if (!notification) return 'no notification';
        const event = new NotificationEvent('notificationclick', { notification });
        const kept: Promise<unknown>[] = [];
        Object.defineProperty(event, 'waitUntil', { value: (p: Promise<unknown>) => void kept.push(p) });
        scope.dispatchEvent(event);
        await Promise.all(kept);
        return `handled (${kept.length})`;
      });
      expect(tapped).toBe('handled (1)');
      await expect(page).toHaveURL(/\/accountability\/requests$/);
      expect(context.pages(), 'the open tab, no new window').toEqual([page]);
      await expect.poll(async () => (await bellOf()).items.find((i) => i.id === item!.id)?.read_at ?? null).not.toBeNull();
      // The tapped notification is gone from the tray.
      await expect.poll(shown).toEqual([]);
    } finally {
      await service.close();
    }
  });
});
