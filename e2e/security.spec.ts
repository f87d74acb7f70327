import { type Page } from '@playwright/test';
import { expect, networkQuiet, signUpToDashboard, test } from './support';
import { API_PREFIX } from '@holdfast/shared/common';

// Issue 9, defects 4 and 5, in the built app.

/** Collects every Content-Security-Policy violation the page reports (event and console). */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) violations.push(`console: ${msg.text()}`);
  });
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
        `${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      );
    });
  });
  return violations;
}

test('the built app passes its Content-Security-Policy on /login and /dashboard', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchCsp(page);
  const login = await page.goto('/login');
  // The policy is really there: a page with no policy could not violate one.
  expect(login?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await signUpToDashboard(page, 'csp');
  const dashboard = await page.goto('/dashboard');
  expect(dashboard?.headers()['content-security-policy']).toBeTruthy();
  await expect(page.getByRole('link', { name: 'Complete Daily Check-In' })).toBeVisible();
  await networkQuiet(page);
  expect(violations).toEqual([]);
});

// An 8x6 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4EaCBFTEMpAQAs5U8Aes99OYAAAAASUVORK5CYII=',
  'base64',
);

test('an uploaded avatar (profile_icon, a signed link) loads in the header Avatar', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpToDashboard(page, 'avatar');
  const token = await page.evaluate(() => localStorage.getItem('holdfast.token'));
  const upload = await page.request.post(`${API_PREFIX}/users/profile/avatar`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { profile_picture: { name: 'me.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.ok()).toBe(true);
  expect((await upload.json()).profile.profile_icon).toBeTruthy();

  await page.reload();
  const img = page.getByRole('banner').locator('img');
  await expect(img).toHaveCount(1);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(8);
});
