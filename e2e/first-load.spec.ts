import { expect, test } from './support';

// Issue 11, the web app's first load: /login is prerendered at build time (apps/web/vite.config.ts,
// firstLoadPages) and React hydrates it (apps/web/src/main.tsx).

test('/login paints from its HTML before any JavaScript ran, then React takes over the same DOM', async ({ page, request }) => {
  // The HTML itself holds the form, inert until the app runs.
  const html = await (await request.get('/login')).text();
  expect(html).toContain('data-prerendered="/login"');
  expect(html).toContain('Welcome back');
  expect(html).toMatch(/<div inert=""/);

  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Hold the entry script back so the page is looked at before it runs.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await page.locator('#root [inert]').count()).toBe(1);
  await page.evaluate(() => ((window as unknown as { h1: Element | null }).h1 = document.querySelector('h1')));

  release();
  // Hydrated: the page is no longer inert, and React kept the very elements the HTML drew (a render
  // from scratch, such as after a hydration mismatch, would have replaced them).
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await page.getByLabel('Email').fill('someone@example.com');
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
  expect(await page.evaluate(() => document.querySelector('h1') === (window as unknown as { h1: Element | null }).h1)).toBe(true);
  expect(errors).toEqual([]);
});

test('/login with a query the build did not render is rendered by the app, not hydrated', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto('/login?verificationCompleted=true&email=a%40example.com');
  await expect(page.getByText('Verification completed. Please login to continue')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('a@example.com');
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  expect(errors).toEqual([]);
});
