import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { premiumMailTexts as mt, premiumTexts as t } from '@holdfast/shared/premium-groups';
import { expect, mailLinkFromLog, mailSubjectsFromLog, newPerson, test } from './support';

// Issue 14, "Done means" (first part): a guest applies and confirms the code from the mail; an admin
// places the application; the leader reviews and accepts. The leader and the admin are seeded
// through the API; what the test checks happens in the browser, on desktop and on a phone.
const API = '/api/v1.2';

test.use({ viewport: async ({ isMobile }, use) => use(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 }) });

interface Person {
  email: string;
  token: string;
  headers: Record<string, string>;
}

async function onboarded(req: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  for (const key of ['DASHBOARD_ONBOARDING_DONE', 'FIRST_STEPS_GUIDE_SEEN']) {
    expect((await req.post(`${API}/users/user-meta/${key}`, { headers, data: { value: true } })).ok()).toBe(true);
  }
  return headers;
}

/** A verified leader (profile is_leader) with onboarding done. */
async function seedLeader(req: APIRequestContext, name: string): Promise<Person> {
  const person = newPerson('plead');
  expect((await req.post(`${API}/register`, { data: person })).status()).toBe(201);
  await req.get(await mailLinkFromLog(person.email), { maxRedirects: 0 });
  const login = await req.post(`${API}/oauth/token`, { data: { grant_type: 'password', email: person.email, password: person.password } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = await onboarded(req, token);
  const [first, last] = name.split(' ');
  expect(
    (
      await req.put(`${API}/users/profile`, {
        headers,
        data: {
          display_name: name,
          first_name: first,
          last_name: last,
          gender: 'Male',
          is_married: false,
          is_student: false,
          is_leader: true,
          church: 'Grace Church',
        },
      })
    ).ok(),
  ).toBe(true);
  return { email: person.email, token, headers };
}

/** The first ff_admin (ADMIN_EMAIL of the e2e server). */
async function seedAdmin(req: APIRequestContext): Promise<Person> {
  const login = await req.post(`${API}/oauth/token`, {
    data: { grant_type: 'password', email: 'e2e-admin@example.com', password: 'E2e*Admin1' },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { email: 'e2e-admin@example.com', token, headers: await onboarded(req, token) };
}

type DeviceOptions = Pick<BrowserContextOptions, 'viewport' | 'isMobile' | 'hasTouch' | 'userAgent' | 'deviceScaleFactor' | 'baseURL'>;
const deviceOf = ({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL }: DeviceOptions): DeviceOptions => ({
  viewport,
  isMobile,
  hasTouch,
  userAgent,
  deviceScaleFactor,
  baseURL,
});

async function browserAs(browser: Browser, device: DeviceOptions, who: Person): Promise<Page> {
  const page = await (await browser.newContext(device)).newPage();
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('holdfast.token', value), who.token);
  return page;
}

async function yes(page: Page, group: string, option: 'yes' | 'no') {
  await page
    .getByRole('radiogroup', { name: new RegExp(group) })
    .locator(`input[value="${option}"]`)
    .check();
}

test.describe('premium groups', { tag: '@phone' }, () => {
  test('a guest applies and confirms the mailed code; an admin places the application; the leader reviews and accepts', async ({
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
    test.setTimeout(300_000);
    const device = deviceOf({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL });
    const leader = await seedLeader(request, 'Paul Reed');
    const admin = await seedAdmin(request);
    const groupName = `Premium Tuesday ${Date.now().toString(36)}`;
    const created = await request.post(`${API}/groups`, {
      headers: leader.headers,
      data: {
        name: groupName,
        group_type: 'premium_groups',
        premium_group_settings: {
          day: 'tuesday',
          projected_start_date: '2027-02-02',
          meeting_time: '19:30',
          gender: 'male',
          for_leaders: false,
        },
      },
    });
    expect(created.status()).toBe(201);
    const groupId = ((await created.json()) as { item: { id: number } }).item.id;
    const guest = newPerson('pguest');
    const applicantName = `Gabe ${guest.username.slice(-5)}`;

    // 1. The guest fills 'Application Details'; an empty submit first says 'Please submit the form'.
    await page.goto('/premium-groups-application');
    const form = page.getByRole('form', { name: t.applicationDetails });
    await expect(page.getByRole('heading', { name: t.applicationDetails })).toBeVisible();
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(t.pleaseSubmitForm).first()).toBeVisible();
    await form.getByRole('textbox', { name: /^Name/ }).fill(applicantName);
    await form.getByRole('textbox', { name: /^Email/ }).fill(guest.email);
    await form.getByRole('textbox', { name: /^Phone number/ }).fill('555-0199');
    const zone = form.getByLabel(/^Time zone/);
    await zone.click();
    await zone.fill('America/Chicago');
    const option = page.getByRole('option', { name: 'America/Chicago' });
    if (await option.count()) await option.first().click();
    await form
      .getByRole('radiogroup', { name: /Gender/ })
      .locator('input[value="male"]')
      .check();
    await yes(page, 'Are you married', 'no');
    await yes(page, 'Are you in ministry', 'no');
    await form.getByRole('textbox', { name: /hope to gain/ }).fill('Freedom and honest friends');
    await form.getByRole('textbox', { name: /add to the group/ }).fill('Encouragement');
    await form.getByRole('textbox', { name: /relationship with God/ }).fill('Growing again');
    await form.getByRole('textbox', { name: /not attend weekly/ }).fill('None');
    await form.getByRole('checkbox', { name: 'T-7:30-9:00PM(CST)' }).check();
    await yes(page, 'Zoom', 'yes');
    await form.getByRole('checkbox', { name: /confidential/ }).check();
    await form.getByRole('checkbox', { name: /daily practices/ }).check();
    await form.getByRole('button', { name: 'Next' }).click();

    // 2. The submit step: continue as a guest, the code from the mail, 'Application Submitted'.
    await expect(page).toHaveURL(/\/premium-groups\/applications\/submit$/);
    await page.getByRole('link', { name: /Continue as a guest/ }).click();
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(guest.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(/\/guest\/user\/otp\?/);
    const code = new URL(await mailLinkFromLog(guest.email)).searchParams.get('otp')!;
    expect(code).toMatch(/^\d{6}$/);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code);
    await expect(page.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(code[5]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: t.applicationSubmitted })).toBeVisible();

    // 3. The admin places it from /admin/premium-applications (the suggested group, after a confirmation).
    const adminPage = await browserAs(browser, device, admin);
    await adminPage.goto('/admin/premium-applications');
    const card = adminPage.getByRole('listitem').filter({ hasText: applicantName });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Suggested groups' }).click();
    const suggestion = card.getByRole('listitem').filter({ hasText: groupName });
    await suggestion.getByRole('button', { name: 'Place' }).click();
    const placeDialog = adminPage.getByRole('dialog', { name: 'Place application' });
    await placeDialog.getByRole('button', { name: 'Place', exact: true }).click();
    await expect(placeDialog).toBeHidden();
    await expect(card).toBeHidden();

    // 4. The leader reviews the applicant in premium group management: details, Start Review, Accept.
    const leaderPage = await browserAs(browser, device, leader);
    await leaderPage.goto(`/leaders-portal/${groupId}/premium-group-management`);
    await expect(leaderPage.getByRole('heading', { name: t.premiumGroupManagement })).toBeVisible();
    // A guest has no account yet: the row is named by the address.
    const rowName = new RegExp(guest.email.replace(/[.]/g, '\\.'));
    const item = leaderPage.getByRole('button', { name: rowName });
    await expect(item).toBeVisible();
    if ((await item.getAttribute('aria-expanded')) !== 'true') await item.click();
    await leaderPage.getByRole('button', { name: t.applicantDetails }).click();
    const details = leaderPage.getByRole('dialog');
    await expect(details.getByText('Freedom and honest friends')).toBeVisible();
    await leaderPage.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await leaderPage.getByRole('button', { name: t.startReview }).click();
    await expect(leaderPage.getByText(t.markedForReview).first()).toBeVisible();
    // The row moves to the 'In Review' section (a new, collapsed accordion): wait for it, then open it.
    await expect(leaderPage.getByRole('heading', { name: /In Review \(1\)/ })).toBeVisible();
    const reviewed = leaderPage.getByRole('button', { name: rowName });
    if ((await reviewed.getAttribute('aria-expanded')) !== 'true') await reviewed.click();
    await expect(reviewed).toHaveAttribute('aria-expanded', 'true');
    await leaderPage.getByRole('button', { name: t.accept, exact: true }).click();
    const acceptDialog = leaderPage.getByRole('dialog', { name: new RegExp(`${t.accept}:`) });
    await acceptDialog.getByRole('button', { name: t.accept, exact: true }).click();
    await expect(acceptDialog).toBeHidden();
    await expect(leaderPage.getByText(t.accepted).first()).toBeVisible();
    // The guest is mailed the pre-payment link (the group invitation, since a guest has no account yet).
    expect(await mailSubjectsFromLog(guest.email, 3)).toContain(mt.prePaymentSubject);
  });

  // Past acceptance (desktop and phone): four accepted applicants seeded through the API; one pre-pays in the
  // browser with the dev test card, the other three through the API; the leader starts the group.
  test('an accepted member pre-pays with the dev card; the leader starts the group', async ({ browser, request, isMobile, viewport, hasTouch, userAgent, deviceScaleFactor, baseURL }) => {
    test.setTimeout(300_000);
    const device = deviceOf({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL });
    const leader = await seedLeader(request, 'Mark Hale');
    const admin = await seedAdmin(request);
    const groupName = `Premium Thursday ${Date.now().toString(36)}`;
    const created = await request.post(`${API}/groups`, {
      headers: leader.headers,
      data: {
        name: groupName,
        group_type: 'premium_groups',
        premium_group_settings: { day: 'thursday', projected_start_date: '2027-03-04', meeting_time: '19:30', gender: 'male', for_leaders: false },
      },
    });
    expect(created.status()).toBe(201);
    const groupId = ((await created.json()) as { item: { id: number } }).item.id;

    /** Applies, is placed by the admin, reviewed and accepted by the leader: all through the API. */
    async function acceptedApplicant(name: string) {
      const person = await seedLeader(request, name);
      const applied = await request.post(`${API}/premium-groups/applications`, {
        headers: person.headers,
        data: {
          name,
          gender: 'male',
          is_married: false,
          in_ministry: false,
          timezone: 'America/Chicago',
          hope_to_gain: 'Freedom',
          will_add_to_group: 'Honesty',
          relationship_with_god: 'Growing',
          reason_not_attend_weekly: 'None',
          meeting_time: ['T-7:30-9:00PM(CST)'],
          confidentiality_agreement: true,
          daily_practice_commitment: true,
          able_to_use_zoom: true,
          phone_number: '555-0101',
          email: person.email,
        },
      });
      expect(applied.status(), await applied.text()).toBe(201);
      const applicationId = ((await applied.json()) as { item: { id: number } }).item.id;
      const placed = await request.post(`${API}/admin/premium-applications/${applicationId}/place`, { headers: admin.headers, data: { group_id: groupId } });
      expect(placed.ok(), await placed.text()).toBe(true);
      const memberId = ((await placed.json()) as { item: { member_id: number } }).item.member_id;
      for (const step of ['mark-review', 'accept']) {
        const r = await request.patch(`${API}/groups/${groupId}/members/${memberId}/application/${step}`, { headers: leader.headers });
        expect(r.ok(), await r.text()).toBe(true);
      }
      return { ...person, memberId };
    }

    /** The pre-payment with the dev test card, through the API. */
    async function prePay(p: Person & { memberId: number }) {
      const intent = (await (await request.post(`${API}/premium-groups/members/${p.memberId}/pre-payment/setup-intent`, { headers: p.headers })).json()) as {
        setup_intent_id: string;
        client_secret: string;
      };
      const card = { client_secret: intent.client_secret, card_number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' };
      expect((await request.post(`${API}/payments/dev/setup-intents/${intent.setup_intent_id}/confirm`, { headers: p.headers, data: card })).ok()).toBe(true);
      const confirmed = await request.post(`${API}/premium-groups/members/${p.memberId}/pre-payment/confirm`, {
        headers: p.headers,
        data: { setup_intent_id: intent.setup_intent_id },
      });
      expect(confirmed.ok(), await confirmed.text()).toBe(true);
    }

    const payer = await acceptedApplicant('Luke Hart');
    const others = [await acceptedApplicant('Owen Dale'), await acceptedApplicant('Ray Moss'), await acceptedApplicant('Tom Bell')];
    for (const o of others) await prePay(o);
    const nonPayer = await acceptedApplicant('Ian Webb');

    // 1. The accepted member pre-pays in the browser with the dev test card.
    const payPage = await browserAs(browser, device, payer);
    await payPage.goto(`/premium-groups/payment/${payer.memberId}`);
    await expect(payPage.getByText('$119.00').first()).toBeVisible();
    await payPage.getByRole('button', { name: 'Continue to payment' }).click();
    const cardForm = payPage.getByRole('form', { name: 'Card details' });
    await cardForm.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
    await cardForm.getByRole('textbox', { name: /Expiry/ }).fill('12/30');
    await cardForm.getByRole('textbox', { name: 'CVC' }).fill('123');
    await cardForm.getByRole('button', { name: 'Pay $119.00' }).click();
    await expect(payPage.getByText(t.transactionCompleted).first()).toBeVisible();
    await expect(payPage.getByText(/Your pre-payment is complete/)).toBeVisible();

    // 2. The leader starts the group (four pre-paid) after the confirmation; the one who did not pay is removed.
    const leaderPage = await browserAs(browser, device, leader);
    await leaderPage.goto(`/leaders-portal/${groupId}/premium-group-management`);
    await expect(leaderPage.getByRole('heading', { name: /Completed \(4\)/ })).toBeVisible();
    await leaderPage.getByRole('button', { name: t.startPremiumGroup }).click();
    const startDialog = leaderPage.getByRole('dialog', { name: t.startPremiumGroup });
    await startDialog.getByRole('button', { name: t.startPremiumGroup }).click();
    await expect(leaderPage.getByText(t.started).first()).toBeVisible();
    const group = await request.get(`${API}/groups/${groupId}`, { headers: leader.headers });
    const detail = (await group.json()) as { premium_group_status: string; members: { id: number }[] };
    expect(detail.premium_group_status).toBe('started');
    expect(detail.members.map((m) => m.id)).not.toContain(nonPayer.memberId);
    expect(detail.members.map((m) => m.id)).toContain(payer.memberId);
  });
});
