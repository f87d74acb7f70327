import { type Page } from '@playwright/test';
import { expect, signUpToDashboard, test } from './support';

// Issue 9, defect 8: two members on one browser. A's check-in draft must not reach B.

async function toFeelingStep(page: Page) {
  await page.getByRole('link', { name: 'Complete Daily Check-In' }).click();
  await expect(page).toHaveURL(/\/check-in\/emotion$/);
  await page.getByRole('button', { name: 'Anxious' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Recovery' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  const notes = page.getByRole('textbox', { name: 'How are you feeling today?' });
  await expect(notes).toBeVisible();
  return notes;
}

async function logout(page: Page, isMobile: boolean) {
  await page.goto('/dashboard');
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: /main menu|side menu/i })
    .getByRole('link', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
}

test('a member who signs in after another on the same browser never sees their check-in draft', async ({ page, isMobile }) => {
  test.setTimeout(120_000);
  const secret = 'Private note of member A';

  await signUpToDashboard(page, 'devicea');
  const notesA = await toFeelingStep(page);
  await notesA.fill(secret);
  // The draft is kept as it is typed (a reload keeps it) ...
  await expect.poll(() => page.evaluate((s) => Object.values(localStorage).some((v) => v.includes(s)), secret)).toBe(true);
  await logout(page, isMobile);
  // ... and signing out removes it from the browser.
  expect(await page.evaluate((s) => Object.values(localStorage).some((v) => v.includes(s)), secret)).toBe(false);

  await signUpToDashboard(page, 'deviceb');
  const notesB = await toFeelingStep(page);
  await expect(notesB).toHaveValue('');
  await expect(page.getByText(secret)).toHaveCount(0);
});
