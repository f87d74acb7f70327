import type { APIRequestContext } from '@playwright/test';
import { discreetTexts, privacyTexts as t } from '@holdfast/shared/privacy';
import { expect, seedGroup, seedMember, signInAs, test, type SeededMember, linkMutual } from './support';

const API = '/api/v1.2';
const DAY_MS = 86_400_000;

// The phone project checks at 390 px, the desktop project at 1440 px (as e2e/layout.spec.ts).
test.use({ viewport: async ({ isMobile }, use) => use(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 }) });

/** A crash report filed through the API with `answer` to its first question. */
async function fileCrashReport(req: APIRequestContext, member: SeededMember, answer: string) {
  const triggers = (await (await req.get(`${API}/system-triggers`, { headers: member.headers })).json()) as { id: number; name: string }[];
  const crash = triggers.find((tr) => tr.name === 'Crash report')!;
  const form = (await (await req.get(`${API}/system-triggers/${crash.id}`, { headers: member.headers })).json()) as {
    form: { questions: { id: number }[] };
  };
  const filed = await req.post(`${API}/system-triggers/${crash.id}/answers`, {
    headers: member.headers,
    data: {
      offset: new Date().getTimezoneOffset() * 60,
      questions: form.form.questions.map((q, i) => ({ question_id: q.id, answer: i === 0 ? answer : 'At home' })),
    },
  });
  expect(filed.status(), await filed.text()).toBe(201);
}

test.describe('the privacy centre', { tag: '@phone' }, () => {
  test("a member with a partner and a group leader sees who sees what (each one's preview), sets auto-expiry to 30 days, and 31 days on an old crash report keeps only its day", async ({
    page,
    request,
    isMobile,
  }) => {
    const me = await seedMember(request, 'priv', 'Dana Price', { discreet: true });
    const partner = await seedMember(request, 'privp', 'Ruth Cole');
    const leader = await seedMember(request, 'privl', 'Lee Hart');
    await linkMutual(request, me, partner);
    await seedGroup(request, leader, me, 'Tuesday Men', { share: true });
    await fileCrashReport(request, me, 'Stayed up late alone with my phone.');
    await signInAs(page, me);

    // From the side menu's General section (the phone opens the menu first).
    await page.goto('/dashboard');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: t.menuLabel }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    // A new account is discreet: the tab is titled neutrally.
    await expect(page).toHaveTitle(discreetTexts.tabTitle);

    const ruth = page.getByRole('list', { name: t.audienceTitle }).getByRole('listitem', { name: 'Ruth Cole' });
    await expect(ruth.getByText(t.via.partner)).toBeVisible();
    const sees = ruth.getByRole('list', { name: 'What Ruth Cole sees' });
    await expect(sees.getByText('Check-ins', { exact: true })).toBeVisible();
    await expect(sees.getByText('Crash reports', { exact: true })).toBeVisible();
    // The preview is the partner's own answer about me (the partner calendar).
    await ruth.getByRole('button', { name: t.preview }).click();
    await expect(ruth.getByRole('heading', { name: 'What Ruth Cole sees' })).toBeVisible();
    await expect(ruth.locator('.fc-event').filter({ hasText: 'Crash report' }).first()).toBeVisible();
    // The group leader's preview is their Member Progress row of me (one crash report in 30 days).
    const lee = page.getByRole('list', { name: t.audienceTitle }).getByRole('listitem', { name: 'Lee Hart' });
    await lee.getByRole('button', { name: `${t.preview} (Tuesday Men)` }).click();
    const row = lee.getByRole('region', { name: t.groupPreviewTitle('Lee Hart', 'Tuesday Men') });
    await expect(row.getByText('Crash reports (30 days)')).toBeVisible();
    await expect(row.getByText('1', { exact: true })).toBeVisible();

    await page.getByRole('radio', { name: t.expiryAfter(30) }).check();
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(page.getByRole('radio', { name: t.expiryAfter(30) })).toBeChecked();

    // The dev-only route runs my expiry as of 31 days from now.
    const asOf = new Date(Date.now() + 31 * DAY_MS).toISOString().slice(0, 10);
    const ran = await request.post(`${API}/users/privacy/dev/run-expiry`, { headers: me.headers, data: { as_of: asOf } });
    expect(await ran.json()).toEqual({ check_ins: 0, crash_reports: 1 });

    // The crash report is still on its day in the calendar; its answers are gone.
    await page.goto('/crash-report-progress');
    await page.locator('.fc-event').filter({ hasText: 'Crash report' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(t.detailsErased)).toBeVisible();
    await expect(dialog.getByText('Stayed up late alone with my phone.')).toHaveCount(0);
    await expect(dialog.getByText('At home')).toHaveCount(0);
  });
});
