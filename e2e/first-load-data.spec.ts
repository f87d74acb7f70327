import type { Page } from '@playwright/test';
import { API_PREFIX } from '@holdfast/shared/common';
import { expect, signUpToDashboard, test } from './support';

// Issue 10/11, a signed-in first load: /dashboard's and /progress's HTML ask for the API answers they
// wait for before any JavaScript ran (an inline script the CSP allows by its hash:
// apps/web/src/app/first-load-data.ts), and the app takes them instead of asking again. Each answer is asked for once: a second request means the script's URL drifted from the
// app's, or a page asked again for what its loader had prefetched (GET dashboard did, at staleTime 0).

/** Full load of `path`; returns the API GETs (path and query) in the order they were sent. */
async function apiGetsOnFullLoad(page: Page, path: string, ready: () => Promise<void>) {
  // Leave the page before listening: the previous one may still be asking for things.
  await page.goto('about:blank');
  const refused: string[] = [];
  const onConsole = (message: { type: () => string; text: () => string }) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  };
  page.on('console', onConsole);
  const asked: string[] = [];
  const listener = (request: { method: () => string; url: () => string }) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith(`${API_PREFIX}/`))
      asked.push(url.pathname.slice(API_PREFIX.length + 1) + url.search);
  };
  page.on('request', listener);
  await page.goto(path);
  await ready();
  // Time for a page that asks again after it rendered to do so (networkidle never comes: the realtime socket polls).
  await page.waitForTimeout(2_000);
  page.off('request', listener);
  page.off('console', onConsole);
  expect(refused).toEqual([]);
  // Every answer the HTML asked for was taken by the app (one left over: an address that drifted).
  expect(await page.evaluate(() => Object.keys((window as unknown as Record<string, object>).__holdfastPreload ?? { missing: 1 }))).toEqual(
    [],
  );
  return asked;
}

const twice = (list: string[]) => list.filter((url, i) => list.indexOf(url) !== i);

test('a signed-in first load: /dashboard and /progress ask from their HTML at the addresses the app uses, each answer once', async ({
  page,
}) => {
  await signUpToDashboard(page, 'firstload');
  expect(await (await page.request.get('/dashboard')).text()).toMatch(/<script>\/\/ dashboard\.html /);

  const dashboard = await apiGetsOnFullLoad(page, '/dashboard', () =>
    expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible(),
  );
  expect(dashboard.filter((url) => url.startsWith('dashboard?'))).toHaveLength(1);
  expect(twice(dashboard)).toEqual([]);

  const html = await (await page.request.get('/progress')).text();
  expect(html).toMatch(/<script>\/\/ progress\.html /);
  const progress = await apiGetsOnFullLoad(page, '/progress', async () => {
    await expect(page.getByRole('heading', { name: 'Progress', exact: true })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading your calendar' })).toHaveCount(0);
  });
  // The app asked for the very URLs the script did (a drifted one would be a second, different
  // address). How often is not checked here: on a busy host the calendar can mount more than its 5 s
  // staleTime after the answer came, and then asks again, as designed.
  const distinct = (prefix: string) => new Set(progress.filter((url) => url.startsWith(prefix)));
  expect(distinct('checkins?').size).toBe(1);
  expect(distinct('system-triggers/all-answers?').size).toBe(1);
  expect(progress).toContain('checkin/emotions');
});
