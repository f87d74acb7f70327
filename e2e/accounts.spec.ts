import { expect, login, mailLinkFromLog, newPerson, register, signUpToDashboard, test } from './support';
import { API_PREFIX } from '@holdfast/shared/common';

test.describe('a new member', () => {
  test('registers, verifies from the mailed link, logs in, onboards and lands on the dashboard', { tag: '@phone' }, async ({ page }) => {
    const person = newPerson();
    await register(page, person);
    await expect(page.getByText('You are almost finished signing up, please verify your email to get started!')).toBeVisible();
    await page.getByRole('button', { name: 'Return to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The dev mail transport printed the verification link to the server log.
    const link = await mailLinkFromLog(person.email);
    expect(link).toContain(`${API_PREFIX}/users/verify-email?token=`);
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?verificationCompleted=true&email=/);
    await expect(page.getByText('Verification completed. Please login to continue')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(person.email);

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page).toHaveURL(/\/new-on-boarding\/step-one$/);
    await expect(page.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
    // Continue with nothing filled shows the spec's warnings and stays.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('The field is required').first()).toBeVisible();
    await expect(page).toHaveURL(/step-one$/);

    await page.getByRole('textbox', { name: 'Display Name' }).fill('Jordan Lee');
    await page.getByRole('radiogroup', { name: 'Gender' }).getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByRole('radiogroup', { name: 'Are you married?' }).getByRole('radio', { name: 'No', exact: true }).check();
    await page.getByRole('radiogroup', { name: 'Are you a student?' }).getByRole('radio', { name: 'Yes', exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/new-on-boarding\/step-two$/);
    await page
      .getByRole('radiogroup', { name: 'Do you lead a group or ministry?' })
      .getByRole('radio', { name: 'Yes', exact: true })
      .check();
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByText('The field is required').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Church' }).fill('Grace Chapel');
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('30301');
    await page.getByRole('button', { name: 'Complete' }).click();

    await expect(page).toHaveURL(/\/new-on-boarding\/course-info$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toContainText('Jordan Lee');
    // The first-steps guide opens once, over the dashboard: three slides.
    const guide = page.getByRole('dialog', { name: 'Your first steps' });
    await expect(guide.getByRole('heading', { name: 'Check in every day' })).toBeVisible();
    await guide.getByRole('button', { name: 'Next' }).click();
    await guide.getByRole('button', { name: 'Next' }).click();
    await guide.getByRole('button', { name: 'Get started' }).click();
    await expect(guide).toBeHidden();

    // The session survives a reload (the guide stays closed), and guards keep a finished member out of onboarding.
    await page.reload();
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Your first steps' })).toBeHidden();
    await page.goto('/new-on-boarding/step-one');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unverified member is held at email verification until the link is opened', async ({ page }) => {
    const person = newPerson('unverified');
    await register(page, person);
    await page.goto('/login');
    await login(page, person.email, person.password);
    await expect(page).toHaveURL(/\/email-verification$/);
    await page.getByRole('button', { name: 'Check Status Again' }).click();
    await expect(page.getByText('You are still not verified')).toBeVisible();
    await page.getByRole('button', { name: 'Resend Invitation' }).click();
    await expect(page.getByText('Verification email sent.')).toBeVisible();
    const link = await mailLinkFromLog(person.email, 2); // the resent one: it replaces the first
    const verified = await page.request.get(link, { maxRedirects: 0 });
    expect(verified.headers().location).toContain('verificationCompleted=true');
    // The page notices by itself (it checks every few seconds), no button press needed.
    await expect(page).toHaveURL(/\/new-on-boarding\/step-one$/, { timeout: 15_000 });
  });

  test('a signed-out deep link comes back to its page after sign-in', async ({ page }) => {
    const person = await signUpToDashboard(page, 'deeplink');
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/progress');
    await expect(page).toHaveURL(/\/login\?next=%2Fprogress$/);
    await login(page, person.email, person.password);
    await expect(page).toHaveURL(/\/progress$/);
    await expect(page.getByRole('heading', { name: 'Progress' })).toBeVisible();
  });

  test('a wrong password shows the failure and stays on login', async ({ page }) => {
    await page.goto('/login');
    await login(page, 'nobody@example.com', 'Wrong*Pass1');
    await expect(page.getByText('Unable to login')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the shell: side menu on desktop, tab bar on a phone, logout returns to login', { tag: '@phone' }, async ({ page, isMobile }) => {
    await signUpToDashboard(page, 'shell');

    if (isMobile) {
      const tabs = page.getByRole('navigation', { name: /tab/i });
      await expect(tabs.getByRole('link', { name: /Home/ })).toBeVisible();
      await expect(tabs.getByRole('link', { name: /Courses/ })).toBeVisible();
      await page.getByRole('button', { name: 'Open menu' }).click();
    }
    const menu = page.getByRole('navigation', { name: /main menu|side menu/i });
    await expect(menu.getByRole('link', { name: 'Daily Check-In' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Your Courses' })).toBeVisible();
    await page.screenshot({ path: `test-results/dashboard-${isMobile ? 'phone' : 'desktop'}.png`, fullPage: true });
    await menu.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a suspended member is signed out everywhere and sees the notice when signing in', async ({ page }) => {
    const person = await signUpToDashboard(page, 'suspended');
    const api = page.request;
    const admin = await (
      await api.post(`${API_PREFIX}/oauth/token`, {
        data: { grant_type: 'password', email: 'e2e-admin@example.com', password: 'E2e*Admin1' },
      })
    ).json();
    const token = await page.evaluate(() => localStorage.getItem('holdfast.token'));
    const me = await (await api.get(`${API_PREFIX}/users/profile`, { headers: { Authorization: `Bearer ${token}` } })).json();
    const suspend = await api.post(`${API_PREFIX}/admin/users/${me.id}/suspend`, {
      headers: { Authorization: `Bearer ${admin.access_token}` },
    });
    expect(suspend.ok()).toBe(true);

    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await login(page, person.email, person.password);
    await expect(page).toHaveURL(/\/suspended-account$/);
    await expect(page.getByRole('heading', { name: 'Account Suspended' })).toBeVisible();
  });

  test('the first administrator (ADMIN_EMAIL) skips member onboarding and lands on the dashboard', async ({ page }) => {
    await page.goto('/login');
    await login(page, 'e2e-admin@example.com', 'E2e*Admin1');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/new-on-boarding');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/new-on-boarding/course-info');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
