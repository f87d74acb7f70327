import { expect, login, mailLinkFromLog, signUpToDashboard, test } from './support';

// Issue 10, defect 5: forgot and reset password say things once and at the right time; a course that
// does not exist has a way back.

test('forgot password says it sent the link once; a used reset link says so as it opens, once', async ({ page }) => {
  test.setTimeout(120_000);
  const person = await signUpToDashboard(page, 'recover');
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The login form (it has an Email box too) stays up while the lazy page loads: type only once the
  // forgot-password page is there (CI once filled the login form's box, then sent an empty form).
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const sent = page.getByText('Request for password reset sent to your email address');
  await expect(sent).toBeVisible();
  await page.waitForTimeout(500);
  await expect(sent).toHaveCount(1);

  // The mailed link works: a new password, signed in.
  const link = await mailLinkFromLog(person.email, 2);
  expect(link).toContain('/reset-password?token=');
  await page.goto(link);
  await page.getByLabel('New Password').fill('Holdfast*2027');
  await page.getByLabel('Confirm Password').fill('Holdfast*2027');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The same link again is spent: the page says so at once, before any typing, and only once.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(link);
  const invalid = page.getByText('This password reset link is invalid or has expired.');
  await expect(invalid).toBeVisible();
  await expect(invalid).toHaveCount(1);
  await expect(page.getByLabel('New Password')).toHaveCount(0);
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  // The new password signs in.
  await page.goto('/login');
  await login(page, person.email, 'Holdfast*2027');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a course that does not exist says so, with a way back to the courses', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpToDashboard(page, 'nocourse');
  await page.goto('/courses/999/detail');
  await expect(page.getByText('This course was not found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
});
