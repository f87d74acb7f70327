import { type Page } from '@playwright/test';
import { deviceOf, expect, liveEventsReach, login, mailLinkFromLog, seedMember, secondBrowser, signInAs, test } from './support';

// Issue 38: the account settings a person walks: the password change (the other session and its
// socket are signed out), the e-mail change's three request states and the old address's undo link,
// quick exit (button and Shift three times) and the app lock (hidden five minutes on Playwright's
// clock, then the PIN).

const api = '/api/v1.2';
const NEW_PASSWORD = 'Changed*2026';
/** Quick exit's neutral site (QUICK_EXIT_URL), answered here so the test needs no network. */
const NEUTRAL = 'https://www.google.com/search?q=weather';

async function fakeNeutralSite(page: Page) {
  await page
    .context()
    .route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>weather</title><h1>Weather</h1></html>' }),
    );
}

/** Makes the page hidden or visible as the browser would (document.visibilityState and its event). */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test.describe('account settings', () => {
  test(
    'changing the password signs out the other session and its socket, then goes to /login',
    { tag: '@phone' },
    async ({ page, browser }, info) => {
      test.setTimeout(120_000);
      const member = await seedMember(page.request, 'pwchange', 'Casey Morgan');
      // The same member in a second browser, live (its socket connected).
      const login2 = await page.request.post(`${api}/oauth/token`, {
        data: { grant_type: 'password', email: member.email, password: member.password },
      });
      const other = await secondBrowser(
        browser,
        deviceOf(info.project.use),
        ((await login2.json()) as { access_token: string }).access_token,
      );
      const socketClosed = new Promise<void>((resolve) => other.on('websocket', (ws) => ws.on('close', () => resolve())));
      await other.goto('/dashboard');
      await liveEventsReach(other);

      await signInAs(page, member);
      await page.goto('/update-password');
      await page.getByLabel('Old Password').fill(member.password);
      await page.getByLabel('New Password').fill(NEW_PASSWORD);
      await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByText('Password changed successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);

      // The other browser's socket was closed by the server, and its next call finds it signed out.
      await socketClosed;
      await expect(other.locator('html[data-realtime="on"]')).toHaveCount(0);
      await other.reload();
      await expect(other).toHaveURL(/\/login/);
      await other.context().close();

      await login(page, member.email, NEW_PASSWORD);
      await expect(page).toHaveURL(/\/dashboard$/);
    },
  );

  test('the e-mail change: Send Request, then Resend, Update or Cancel; the old address undoes it', { tag: '@phone' }, async ({ page }) => {
    test.setTimeout(150_000);
    const member = await seedMember(page.request, 'mailchange', 'Casey Morgan');
    const first = `first-${member.username}@example.com`;
    const moved = `moved-${member.username}@example.com`;
    await signInAs(page, member);
    await page.goto('/update-email');
    const field = page.getByRole('textbox', { name: 'New Email' });

    await field.fill(first);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Email changed request successfully sent')).toBeVisible();
    await expect(page.getByText(`Change to ${first}`)).toBeVisible();
    await page.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText('Email changed request successfully sent').first()).toBeVisible();
    // The same address again, then another one (Update).
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Already sent request for same email address')).toBeVisible();
    await field.fill(moved);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(`Change to ${moved}`)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Email change request deleted successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Request' })).toBeVisible();

    await field.fill(moved);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText(`Change to ${moved}`)).toBeVisible();
    // The new address's link moves the account (its second mail: the first was the cancelled request's).
    const confirm = await page.request.get(await mailLinkFromLog(moved, 2), { maxRedirects: 0 });
    expect(confirm.headers().location).toContain('verificationCompleted=true');

    // The old address was told, with a link that undoes it (its sign-up mail had the first link).
    const undo = await mailLinkFromLog(member.email, 2);
    expect(undo).toContain('/undo-email-change?token=');
    await page.goto(undo);
    await page.getByRole('button', { name: 'Undo the change' }).click();
    await expect(page.getByText(`Your address is ${member.email} again.`)).toBeVisible();
    // Once only.
    await page.goto(undo);
    await page.getByRole('button', { name: 'Undo the change' }).click();
    await expect(page.getByText('This link is invalid, was already used or has expired.')).toBeVisible();

    await page.goto('/login');
    await login(page, member.email, member.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('quick exit by the header button and by Shift three times in a text field', { tag: '@phone' }, async ({ page }) => {
    test.setTimeout(120_000);
    await fakeNeutralSite(page);
    const member = await seedMember(page.request, 'quickexit', 'Casey Morgan');
    await signInAs(page, member);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    const button = page.getByRole('button', { name: 'Quick exit' });
    await expect(button).toBeVisible();
    // It sits in the header's row, clear of the header's own buttons.
    const box = (await button.boundingBox())!;
    expect(box.y).toBeLessThan(60);

    // Keys, typed inside the check-in's notes: the draft goes with the page.
    await page.getByRole('link', { name: 'Complete Daily Check-In' }).click();
    await page.getByRole('button', { name: 'Anxious' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Recovery' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    const notes = page.getByRole('textbox', { name: 'How are you feeling today?' });
    await notes.fill('A private note');
    await expect.poll(() => page.evaluate(() => Object.values(localStorage).some((v) => v.includes('A private note')))).toBe(true);
    await notes.press('Shift');
    await notes.press('Shift');
    await notes.press('Shift');
    await expect(page).toHaveURL(NEUTRAL);
    await expect(page.getByRole('heading', { name: 'Weather' })).toBeVisible();
    await page.goto('/dashboard');
    expect(await page.evaluate(() => Object.values(localStorage).some((v) => v.includes('A private note')))).toBe(false);

    // The button.
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await page.getByRole('button', { name: 'Quick exit' }).click();
    await expect(page).toHaveURL(NEUTRAL);
  });

  test('the app lock: a PIN, the cover while hidden, the lock after five minutes away, unlock', { tag: '@phone' }, async ({ page }) => {
    test.setTimeout(120_000);
    // The page's clock, so five minutes hidden take no time (the clock runs on by itself otherwise).
    await page.clock.install();
    const member = await seedMember(page.request, 'applock', 'Casey Morgan');
    await signInAs(page, member);
    await page.goto('/privacy/app-lock');
    await expect(page.getByText('The app lock is off.')).toBeVisible();
    await page.getByLabel('PIN', { exact: true }).fill('2468');
    await page.getByLabel('Confirm PIN').fill('2468');
    await page.getByLabel('Account password').fill(member.password);
    await page.getByRole('button', { name: 'Turn on app lock' }).click();
    await expect(page.getByText('Your app lock PIN was saved.')).toBeVisible();
    await expect(page.getByText('The app lock is on.')).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    // Hidden: a blank cover over everything (what an app switcher would picture).
    await setVisibility(page, 'hidden');
    await expect(page.getByTestId('neutral-cover')).toBeAttached();
    await page.clock.fastForward('05:01');
    await setVisibility(page, 'visible');
    await expect(page.getByTestId('neutral-cover')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Holdfast is locked' })).toBeVisible();

    // Still locked after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Holdfast is locked' })).toBeVisible();
    const pin = page.getByLabel('PIN', { exact: true });
    await pin.fill('1111');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByText('Wrong PIN. 4 tries left before this session is signed out.')).toBeVisible();
    await pin.fill('2468');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('heading', { name: 'Holdfast is locked' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  });
});
