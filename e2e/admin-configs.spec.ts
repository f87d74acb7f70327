import type { APIRequestContext } from '@playwright/test';
import { deviceOf, expect, expectAccessible, secondBrowser, seedMember, signInAs, test } from './support';

const API = '/api/v1.2';

test.use({ viewport: async ({ isMobile }, use) => use(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 }) });

/** The e2e server's first ff_admin (ADMIN_EMAIL / ADMIN_PASSWORD of global-setup), past the member onboarding. */
async function adminToken(req: APIRequestContext) {
  const login = await req.post(`${API}/oauth/token`, {
    data: { grant_type: 'password', email: 'e2e-admin@example.com', password: 'E2e*Admin1' },
  });
  expect(login.ok()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}` };
  for (const key of ['DASHBOARD_ONBOARDING_DONE', 'FIRST_STEPS_GUIDE_SEEN']) {
    expect((await req.post(`${API}/users/user-meta/${key}`, { headers, data: { value: true } })).ok()).toBe(true);
  }
  return { token, headers };
}

test.describe('admin console: system configs', { tag: '@phone' }, () => {
  test('an admin edits the dashboard alerts: a schema error is shown on the field, a valid value is saved and a member sees it', async ({
    page,
    browser,
    request,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    baseURL,
  }) => {
    const admin = await adminToken(request);
    const member = await seedMember(request, 'cfgmember', 'Cory Member');
    const stored = (await (await request.get(`${API}/system-configs/NewDashboardSystemAlerts`, { headers: admin.headers })).json()) as {
      config: unknown;
    };
    try {
      await signInAs(page, admin);
      await page.goto('/admin/configs');
      await page.getByRole('link', { name: /^Dashboard alerts The two alerts/ }).click();
      await expect(page).toHaveURL(/\/admin\/configs\/NewDashboardSystemAlerts$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard alerts' })).toBeVisible();

      // A blank title: the server's 422 is shown on that field, and nothing is stored.
      const title = page.getByRole('textbox', { name: 'Title' }).first();
      await title.fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toBeVisible();
      await expect(title).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('The field is required')).toBeVisible();
      const unchanged = await (await request.get(`${API}/system-configs/NewDashboardSystemAlerts`, { headers: admin.headers })).json();
      expect(unchanged.config).toEqual(stored.config);

      // A valid title: the preview follows the draft, Save stores it.
      await title.fill('Join the Thursday prayer call');
      const preview = page.getByRole('region', { name: 'How members see it' });
      await expect(preview.getByText('Join the Thursday prayer call')).toBeVisible();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved', { exact: true })).toBeVisible();
      await expect(title).not.toHaveAttribute('aria-invalid', 'true');

      // The member's dashboard shows the new alert.
      const memberPage = await secondBrowser(
        browser,
        deviceOf({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL }),
        member.token,
      );
      await memberPage.goto('/dashboard');
      await expect(memberPage.getByRole('link', { name: 'Join the Thursday prayer call' })).toBeVisible();
      await expectAccessible(memberPage);
      await memberPage.context().close();
    } finally {
      // Leave the seeded alerts for the other specs (the server runs once for the whole suite).
      await request.put(`${API}/admin/system-configs/NewDashboardSystemAlerts`, {
        headers: admin.headers,
        data: { config: stored.config },
      });
    }
  });

  test('the content pages: a new form gets a question from the generated form, which is retired; reference data and community content open', async ({
    page,
    request,
  }) => {
    const admin = await adminToken(request);
    await signInAs(page, admin);
    await page.goto('/admin/forms');
    await expect(page.getByRole('link', { name: /Weekly questions/ })).toBeVisible();
    const name = `Reflection ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'New form' }).fill(name);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The question's form is generated from its schema: a select list without options is refused on that field.
    await page.getByRole('button', { name: 'Add a question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a question' });
    await dialog.getByRole('textbox', { name: 'Question text' }).fill('How did this lesson land?');
    await dialog.getByRole('combobox', { name: 'Question type' }).click();
    await page.getByRole('option', { name: 'Select list' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('A select list needs at least one option.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add: option' }).click();
    await dialog.getByRole('textbox', { name: 'Option text' }).fill('It helped');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const question = page.getByRole('listitem', { name: 'How did this lesson land?' });
    await expect(question.getByText('Select list')).toBeVisible();
    await question.getByRole('button', { name: 'Retire' }).click();
    await expect(question.getByText('Retired')).toBeVisible();

    await page.goto('/admin/reference');
    await expect(page.getByRole('heading', { level: 2, name: 'Emotions' })).toBeVisible();
    await page.goto('/admin/community-content');
    await expect(page.getByRole('heading', { level: 2, name: /Recommended threads/ })).toBeVisible();
  });
});
