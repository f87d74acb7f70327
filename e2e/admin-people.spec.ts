import type { APIRequestContext } from '@playwright/test';
import { accountsTexts } from '@holdfast/shared/accounts';
import { adminPeopleTexts as t, adminTexts } from '@holdfast/shared/admin';
import { deviceOf, expect, liveEventsReach, login, secondBrowser, seedMember, signInAs, test } from './support';

// Issue 39, "Done means": an admin finds a member and grants community_admin; suspends them (the
// member's open page loses its socket and is signed out), lifts it (the member signs in again); and
// the changes are in the audit log. The member is seeded through the API; the admin works in the browser.
const API = '/api/v1.2';

test.use({ viewport: { width: 1440, height: 900 } });

/** The e2e server's first ff_admin (ADMIN_EMAIL / ADMIN_PASSWORD of global-setup), onboarding done. */
async function adminSession(req: APIRequestContext) {
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

test.describe('admin console: people', () => {
  test('an admin finds a member, grants community_admin, suspends and unsuspends them', async ({
    page,
    request,
    browser,
    a11y,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const device = deviceOf({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL });
    const member = await seedMember(request, 'people', 'Nolan Pierce');
    const memberId = ((await (await request.get(`${API}/users/profile`, { headers: member.headers })).json()) as { id: number }).id;
    const admin = await adminSession(request);

    // The member has the app open: their socket is connected.
    const memberPage = await secondBrowser(browser, device, member.token);
    await memberPage.goto('/dashboard');
    await liveEventsReach(memberPage);

    // 1. The admin opens the console's counts, then People, and finds the member by e-mail.
    await signInAs(page, admin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: t.dashboard })).toBeVisible();
    await expect(page.getByText(t.newMembersWeek)).toBeVisible();
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: t.people }).click();
    await expect(page.getByRole('heading', { name: t.people, level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: t.searchLabel }).fill(member.email);
    await page.getByRole('button', { name: t.search }).click();
    await page.getByRole('table', { name: t.people }).getByRole('link', { name: member.name }).click();
    await expect(page.getByRole('heading', { name: member.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.groups })).toBeVisible();

    // 2. Grants community_admin with its switch.
    await page.getByRole('switch', { name: t.grantableRole.community_admin }).click();
    await expect(page.getByText(adminTexts.rolesUpdated).first()).toBeVisible();
    await expect(page.getByRole('switch', { name: t.grantableRole.community_admin })).toBeChecked();
    const granted = (await (await request.get(`${API}/users/profile`, { headers: member.headers })).json()) as {
      roles: { name: string }[];
    };
    expect(granted.roles.map((r) => r.name)).toContain('community_admin');

    // 3. Suspends with a reason: the member's socket is cut at once and their page is signed out.
    await page.getByRole('button', { name: t.suspend }).click();
    const dialog = page.getByRole('dialog', { name: t.suspendTitle });
    await expect(dialog).toBeVisible();
    await a11y.check();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Repeated spam in the forum');
    await dialog.getByRole('button', { name: t.suspend }).click();
    await expect(page.getByText(adminTexts.suspended).first()).toBeVisible();
    await expect(page.getByRole('button', { name: t.unsuspend })).toBeVisible();
    await expect(memberPage.locator('html[data-realtime="off"]')).toHaveCount(1, { timeout: 5_000 });
    expect((await request.get(`${API}/users/profile`, { headers: member.headers })).status()).toBe(401);
    // Their open page learns it at once (the server closed its socket; the profile's 401 signs it out).
    await expect(memberPage).toHaveURL(/\/login/, { timeout: 10_000 });
    // Signing in again is refused while suspended.
    const refused = await request.post(`${API}/oauth/token`, {
      data: { grant_type: 'password', email: member.email, password: member.password },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(accountsTexts.suspended);

    // 4. Lifts the suspension: the member signs in again through the login form.
    await page.getByRole('button', { name: t.unsuspend }).click();
    await expect(page.getByText(adminTexts.unsuspended).first()).toBeVisible();
    await expect(page.getByRole('button', { name: t.suspend })).toBeVisible();
    await login(memberPage, member.email, member.password);
    await expect(memberPage).toHaveURL(/\/dashboard/);
    await memberPage.context().close();

    // 5. The audit rows, through the API: part a2's GET admin/audit-log once it is merged.
    const audit = await request.get(`${API}/admin/audit-log?target_user_id=${memberId}`, { headers: admin.headers });
    if (audit.status() === 404) {
      test.info().annotations.push({ type: 'pending', description: 'GET admin/audit-log (part a2) is not on this branch yet' });
    } else {
      expect(audit.ok()).toBe(true);
      const actions = ((await audit.json()) as { items: { action: string }[] }).items.map((i) => i.action);
      expect(actions).toEqual(
        expect.arrayContaining(['user.roles_changed', 'user.suspended', 'user.unsuspended', 'person.content_viewed']),
      );
    }
  });
});
