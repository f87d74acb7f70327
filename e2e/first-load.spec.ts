import { expect, test } from '@playwright/test';
import { seedMember, signInAs } from './support';

// Issue 11, the web app's first load: /login is prerendered at build time (apps/web/vite.config.ts,
// firstLoadPages) and React hydrates it (apps/web/src/main.tsx); /dashboard's HTML holds its first
// paint (the signed-in frame and the dashboard's skeleton: src/app/shell/first-paint.tsx), which the
// app replaces once it has decided what to show.

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

test('/dashboard paints the signed-in frame and skeleton from its HTML, then the app replaces it with the member\'s page @phone', async ({ page, request }) => {
  const html = await (await request.get('/dashboard')).text();
  expect(html).toContain('data-first-paint="/dashboard"');
  expect(html).toContain('Loading dashboard');
  // Nothing of a member is in it (the server cannot know who asks), and no inline script.
  expect(html).not.toMatch(/Welcome/);
  expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);

  const member = await seedMember(request, 'firstpaint', 'Paige Frame');
  await signInAs(page, member);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Hold the entry script back so the page is looked at before any JavaScript ran.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Loading dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Holdfast home' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  // Inert until the app takes over: a click on the look-alike buttons does nothing.
  expect(await page.locator('#root [inert]').count()).toBe(1);

  release();
  await expect(page.getByRole('heading', { name: 'Welcome Paige Frame' })).toBeVisible();
  // The frame is gone: one header, nothing inert, no skeleton left, and the app's own buttons work.
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await expect(page.locator('#root[data-first-paint]')).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading dashboard' })).toHaveCount(0);
  await page.getByRole('button', { name: /^(Open|Close) menu$/ }).click();
  expect(errors).toEqual([]);
});

test('/dashboard signed out: the first paint gives way to the login page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading dashboard' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
});
