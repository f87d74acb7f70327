import type { APIRequestContext } from '@playwright/test';
import { accessLogTexts } from '@holdfast/shared/accountability';
import { auditLogTexts, impersonationTexts as t } from '@holdfast/shared/admin';
import { expect, linkMutual, networkQuiet, seedMember, signInAs, test } from './support';

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

test.describe('impersonation a member can trust', { tag: '@phone' }, () => {
  test('an admin views as a member with a reason, read-only, stops; the audit log and the member’s access log say so', async ({
    page,
    request,
    isMobile,
  }) => {
    test.setTimeout(150_000);
    const member = await seedMember(request, 'imjordan', 'Jordan Vale');
    const partner = await seedMember(request, 'imblake', 'Blake Reed');
    await linkMutual(request, member, partner);
    const memberId = ((await (await request.get(`${API}/users/profile`, { headers: member.headers })).json()) as { id: number }).id;
    const admin = await adminToken(request);

    // The admin gives a reason; the console opens the member's dashboard with the banner.
    await signInAs(page, admin);
    await page.goto(`/admin/impersonate/${memberId}`);
    await expect(page.getByRole('heading', { name: t.startTitle, level: 1 })).toBeVisible();
    const reason = page.getByRole('textbox', { name: t.reasonLabel });
    await reason.fill('abc');
    await page.getByRole('button', { name: t.start }).click();
    await expect(page.getByText('The field must be at least 5 characters long')).toBeVisible();
    await reason.fill('Help-desk mail: Jordan cannot see the chat with Blake');
    await page.getByRole('button', { name: t.start }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const banner = page.getByRole('status', { name: t.banner('Jordan Vale') });
    await expect(banner).toBeVisible();

    // Reading works; sending a message is refused, and the toast says why.
    await page.goto('/accountability/partners');
    await expect(banner).toBeVisible();
    await page.getByRole('link', { name: 'Message Blake Reed' }).click();
    await expect(page).toHaveURL(/\/messages\/partners\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Blake Reed', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Message' }).fill('Sent by support?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(t.readOnlyToast)).toBeVisible();

    // Stop: the admin is themselves again, in the console.
    await banner.getByRole('button', { name: t.stop }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('status', { name: t.banner('Jordan Vale') })).toHaveCount(0);

    // The audit log shows the start and the end, with the reason.
    await page.goto('/admin/audit-log');
    await expect(page.getByRole('heading', { name: auditLogTexts.title, level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: auditLogTexts.filterTarget }).fill(String(memberId));
    await networkQuiet(page);
    // A table on a desktop, a list of cards on a phone.
    const table = page.getByRole(isMobile ? 'list' : 'table', { name: auditLogTexts.title });
    await expect(table.getByText('impersonation.started')).toBeVisible();
    await expect(table.getByText('impersonation.ended')).toBeVisible();
    await expect(table.getByText('Help-desk mail: Jordan cannot see the chat with Blake').first()).toBeVisible();

    // The member, signed in as themselves, reads it in their access log.
    await signInAs(page, member);
    await page.goto('/privacy');
    await expect(page.getByText(accessLogTexts.supportViewed)).toBeVisible();
    await expect(page.getByText(accessLogTexts.supportStopped)).toBeVisible();
  });
});
