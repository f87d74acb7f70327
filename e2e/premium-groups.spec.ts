import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { groupsTexts as gt } from '@holdfast/shared/groups';
import { memberPremiumStatusLabels, premiumMailTexts as mt, premiumTexts as t } from '@holdfast/shared/premium-groups';
import { premiumApplicationForm } from '@holdfast/shared/testing';
import {
  deviceOf,
  type DeviceOptions,
  expect,
  mailLinkFromLog,
  mailSubjectsFromLog,
  newPerson,
  seedMember,
  signInAs,
  test,
} from './support';

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
const seedLeader = (req: APIRequestContext, name: string): Promise<Person> =>
  seedMember(req, 'plead', name, { is_leader: true, church: 'Grace Church' });

/** The first ff_admin (ADMIN_EMAIL of the e2e server). */
async function seedAdmin(req: APIRequestContext): Promise<Person> {
  const login = await req.post(`${API}/oauth/token`, {
    data: { grant_type: 'password', email: 'e2e-admin@example.com', password: 'E2e*Admin1' },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { email: 'e2e-admin@example.com', token, headers: await onboarded(req, token) };
}

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

interface Seed {
  request: APIRequestContext;
  admin: Person;
  leader: Person;
  groupId: number;
}

/** A premium group of `leader`'s (male, Thursday evening), through the API. */
async function seedPremiumGroup(req: APIRequestContext, leader: Person, label: string): Promise<number> {
  const created = await req.post(`${API}/groups`, {
    headers: leader.headers,
    data: {
      name: `Premium ${label} ${Date.now().toString(36)}`,
      group_type: 'premium_groups',
      premium_group_settings: {
        day: 'thursday',
        projected_start_date: '2027-03-04',
        meeting_time: '19:30',
        gender: 'male',
        for_leaders: false,
      },
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { item: { id: number } }).item.id;
}

/** Applies, is placed by the admin, reviewed and accepted by the leader: all through the API. */
async function acceptedApplicant({ request, admin, leader, groupId }: Seed, name: string) {
  const person = await seedLeader(request, name);
  const applied = await request.post(`${API}/premium-groups/applications`, {
    headers: person.headers,
    data: premiumApplicationForm({
      name,
      hope_to_gain: 'Freedom',
      will_add_to_group: 'Honesty',
      phone_number: '555-0101',
      email: person.email,
    }),
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { item: { id: number } }).item.id;
  const placed = await request.post(`${API}/admin/premium-applications/${applicationId}/place`, {
    headers: admin.headers,
    data: { group_id: groupId },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const memberId = ((await placed.json()) as { item: { member_id: number } }).item.member_id;
  for (const step of ['mark-review', 'accept']) {
    const r = await request.patch(`${API}/groups/${groupId}/members/${memberId}/application/${step}`, { headers: leader.headers });
    expect(r.ok(), await r.text()).toBe(true);
  }
  return { ...person, name, memberId };
}

/** The pre-payment with the dev test card, through the API. */
async function prePay(request: APIRequestContext, p: Person & { memberId: number }) {
  const intent = (await (
    await request.post(`${API}/premium-groups/members/${p.memberId}/pre-payment/setup-intent`, { headers: p.headers })
  ).json()) as {
    setup_intent_id: string;
    client_secret: string;
  };
  const card = {
    client_secret: intent.client_secret,
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: new Date().getFullYear() + 2,
    cvc: '123',
  };
  expect(
    (await request.post(`${API}/payments/dev/setup-intents/${intent.setup_intent_id}/confirm`, { headers: p.headers, data: card })).ok(),
  ).toBe(true);
  const confirmed = await request.post(`${API}/premium-groups/members/${p.memberId}/pre-payment/confirm`, {
    headers: p.headers,
    data: { setup_intent_id: intent.setup_intent_id },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

/** Fills the dev provider's card form with the test card and pays (or subscribes). */
async function payWithDevCard(page: Page, payLabel: string) {
  const cardForm = page.getByRole('form', { name: 'Card details' });
  await cardForm.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
  await cardForm.getByRole('textbox', { name: /Expiry/ }).fill('12/30');
  await cardForm.getByRole('textbox', { name: 'CVC' }).fill('123');
  await cardForm.getByRole('button', { name: payLabel }).click();
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
    a11y,
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
    await a11y.settled();
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
    // The queue is every test's (oldest first, 15 a page; a failed try leaves its application waiting):
    // find this one's page through the API, then page there as the admin would.
    const firstNames: string[] = [];
    for (let p = 1; p <= 20; p++) {
      const res = await request.get(`${API}/admin/premium-applications?status=group-selection-pending&page=${p}&perPage=15`, {
        headers: admin.headers,
      });
      const listed = (await res.json()) as { items: { answers: { name: string } }[] };
      firstNames.push(listed.items[0]?.answers.name ?? '');
      if (!listed.items.length || listed.items.some((a) => a.answers.name === applicantName)) break;
    }
    for (const name of firstNames.slice(1)) {
      await adminPage.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
      await expect(adminPage.getByRole('listitem').filter({ hasText: name }).first()).toBeVisible();
    }
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

  // Past acceptance (desktop and phone): five accepted applicants seeded through the API; one pre-pays in the
  // browser with the dev test card, three through the API; the leader invites a co-leader and starts the group.
  test('an accepted member pre-pays with the dev card; the leader starts the group', async ({
    browser,
    request,
    isMobile,
    viewport,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const device = deviceOf({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL });
    const leader = await seedLeader(request, 'Mark Hale');
    const admin = await seedAdmin(request);
    const groupId = await seedPremiumGroup(request, leader, 'Thursday');
    const seed = { request, admin, leader, groupId };
    const payer = await acceptedApplicant(seed, 'Luke Hart');
    const others = [
      await acceptedApplicant(seed, 'Owen Dale'),
      await acceptedApplicant(seed, 'Ray Moss'),
      await acceptedApplicant(seed, 'Tom Bell'),
    ];
    for (const o of others) await prePay(request, o);
    const nonPayer = await acceptedApplicant(seed, 'Ian Webb');

    // 1. The accepted member pre-pays in the browser with the dev test card.
    // From /small-groups: the application's row under 'Applied Premium Groups' says 'Accepted' and links to the pre-payment.
    const payPage = await browserAs(browser, device, payer);
    await payPage.goto('/small-groups');
    await expect(payPage.getByText(`Application: ${memberPremiumStatusLabels.accepted}`)).toBeVisible();
    await payPage.getByRole('link', { name: /^Pay pre-payment for Premium Thursday/ }).click();
    await expect(payPage).toHaveURL(new RegExp(`/premium-groups/payment/${payer.memberId}$`));
    await expect(payPage.getByText('$119.00').first()).toBeVisible();
    await payPage.getByRole('button', { name: 'Continue to payment' }).click();
    await payWithDevCard(payPage, 'Pay $119.00');
    await expect(payPage.getByText(t.transactionCompleted).first()).toBeVisible();
    await expect(payPage.getByText(/Your pre-payment is complete/)).toBeVisible();

    // 2. Before the start the leader invites a co-leader from premium group management ('Co-leader' is the only role).
    const leaderPage = await browserAs(browser, device, leader);
    await leaderPage.goto(`/leaders-portal/${groupId}/premium-group-management`);
    await expect(leaderPage.getByRole('heading', { name: /Completed \(4\)/ })).toBeVisible();
    const coLeader = await seedLeader(request, 'Seth Cole');
    await leaderPage.getByRole('button', { name: gt.addMember }).click();
    const addDialog = leaderPage.getByRole('dialog', { name: gt.addMember });
    await expect(addDialog.getByRole('radio', { name: 'Co-leader' })).toBeChecked();
    await expect(addDialog.getByRole('radio', { name: 'Member' })).toHaveCount(0);
    await addDialog.getByRole('textbox', { name: /Email/ }).fill(coLeader.email);
    await addDialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(addDialog).toBeHidden();
    await expect(leaderPage.getByText(gt.invitationToGroupSent).first()).toBeVisible();
    const invited = (await (await request.get(`${API}/groups/${groupId}`, { headers: leader.headers })).json()) as {
      members: { role_type: string; request_status: string; user: { email: string } }[];
    };
    expect(invited.members.find((m) => m.user.email === coLeader.email)).toMatchObject({
      role_type: 'group-leader',
      request_status: 'pending',
    });

    // 3. The leader starts the group (four pre-paid) after the confirmation; the one who did not pay is removed.
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
  // After the start (desktop and phone): everything up to it through the API; a member subscribes in the
  // browser from the mailed link with the dev test card; the leader completes the group.
  test('a member subscribes with the dev card after the start; the leader completes the group', async ({
    page,
    browser,
    request,
    isMobile,
    viewport,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const device = deviceOf({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL });
    const leader = await seedLeader(request, 'Adam Pike');
    const admin = await seedAdmin(request);
    const groupId = await seedPremiumGroup(request, leader, 'Started');
    const seed = { request, admin, leader, groupId };
    const members = [
      await acceptedApplicant(seed, 'Noah Reyes'),
      await acceptedApplicant(seed, 'Eli Grant'),
      await acceptedApplicant(seed, 'Sam Ford'),
      await acceptedApplicant(seed, 'Joel Hunt'),
    ];
    for (const m of members) await prePay(request, m);
    const started = await request.patch(`${API}/premium-groups/start`, { headers: leader.headers, data: { group_id: groupId } });
    expect(started.ok(), await started.text()).toBe(true);
    const member = members[0]!;

    // 1. The subscription mail links to the member's payment page: $119 a month for the remaining six months.
    await expect.poll(() => mailSubjectsFromLog(member.email)).toContain(mt.subscriptionSubject);
    const link = new URL(await mailLinkFromLog(member.email));
    expect(link.pathname).toBe(`/premium-groups/payment/${member.memberId}`);
    await signInAs(page, member);
    await page.goto(link.pathname);
    await expect(page.getByText('$119.00 / month for 6 months')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payWithDevCard(page, 'Subscribe');
    await expect(page.getByText(t.transactionCompleted).first()).toBeVisible();
    await expect(page.getByText('Your subscription is set up. Nothing is due.')).toBeVisible();
    await expect(page.getByText(memberPremiumStatusLabels['subscription-created'], { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);

    // 2. The leader opens the started group (member progress), then premium group management, and completes it.
    const leaderPage = await browserAs(browser, device, leader);
    await leaderPage.goto(`/leaders-portal/${groupId}/member-progress`);
    await leaderPage.getByRole('link', { name: t.premiumGroupManagement }).click();
    await expect(leaderPage.getByRole('heading', { name: t.premiumGroupManagement })).toBeVisible();
    await expect(leaderPage.getByRole('heading', { name: /Subscription Created \(1\)/ })).toBeVisible();
    await expect(leaderPage.getByRole('button', { name: t.startPremiumGroup })).toHaveCount(0);
    await leaderPage.getByRole('button', { name: t.completePremiumGroup }).click();
    const completeDialog = leaderPage.getByRole('dialog', { name: t.completePremiumGroup });
    await completeDialog.getByRole('button', { name: t.completePremiumGroup }).click();
    await expect(completeDialog).toBeHidden();
    await expect(leaderPage.getByText(t.completed).first()).toBeVisible();
    // Completed: no 'Complete Premium Group' any more, no 'Add Member', the group's badge says so.
    await expect(leaderPage.getByRole('button', { name: t.completePremiumGroup })).toHaveCount(0);
    await expect(leaderPage.getByRole('button', { name: gt.addMember })).toHaveCount(0);
    const detail = (await (await request.get(`${API}/groups/${groupId}`, { headers: leader.headers })).json()) as {
      premium_group_status: string;
    };
    expect(detail.premium_group_status).toBe('completed');

    // 3. The member, afterwards: still in the group (their subscription lets them in), nothing due.
    await page.goto(`/small-groups/${groupId}/info`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Premium Started');
    await expect(page.getByRole('list', { name: 'Members' }).getByText(`${member.name} (you)`)).toBeVisible();
    await page.goto(link.pathname);
    await expect(page.getByText('Your subscription is set up. Nothing is due.')).toBeVisible();
  });

  // Spec 2.5: a signed-in member submits the same form from the settings-style 'Premium Groups Application' screen.
  test('a signed-in member applies from the Premium Groups Application screen', async ({ page, request, a11y }) => {
    test.setTimeout(180_000);
    const member = await seedMember(request, 'papply', 'Caleb Stone');
    await signInAs(page, member);
    await page.goto('/dashboard');
    // Reached from the account menu, beside the other settings.
    // The header shows a placeholder button until the menu's chunk has loaded: wait for the real menu button.
    const accountMenu = page.getByRole('button', { name: /account menu/i });
    await expect(accountMenu).toHaveAttribute('aria-haspopup', 'menu');
    await accountMenu.click();
    await page.getByRole('menuitem', { name: t.premiumGroupsApplication }).click();
    await expect(page).toHaveURL(/\/premium-application$/);
    await expect(page.getByRole('heading', { name: t.premiumGroupsApplication })).toBeVisible();
    await expect(page.getByText(t.priceText)).toBeVisible();
    await expect(page.getByText(t.programDescription)).toBeVisible();
    const form = page.getByRole('form', { name: t.applicationDetails });
    // The account's name, address, gender and marriage come filled in.
    await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Caleb Stone');
    await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue(member.email);
    // An invalid submit says 'Please submit the form' and sends nothing.
    await a11y.settled();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(t.pleaseSubmitForm).first()).toBeVisible();
    await form.getByRole('textbox', { name: /^Phone number/ }).fill('555-0142');
    await form.getByRole('textbox', { name: /^Age/ }).fill('34');
    const zone = form.getByLabel(/^Time zone/);
    await zone.click();
    await zone.fill('America/Chicago');
    const option = page.getByRole('option', { name: 'America/Chicago' });
    if (await option.count()) await option.first().click();
    await yes(page, 'Are you in ministry', 'yes');
    await yes(page, 'group for ministry leaders', 'no');
    await form.getByRole('textbox', { name: /hope to gain/ }).fill('Steady friends on the road');
    await form.getByRole('textbox', { name: /add to the group/ }).fill('Prayer');
    await form.getByRole('textbox', { name: /relationship with God/ }).fill('Close');
    await form.getByRole('textbox', { name: /not attend weekly/ }).fill('Travel in May');
    await form.getByRole('checkbox', { name: 'W-7:00-8:30PM(CST)' }).check();
    await yes(page, 'Zoom', 'yes');
    await form.getByRole('checkbox', { name: /confidential/ }).check();
    await form.getByRole('checkbox', { name: /daily practices/ }).check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: t.applicationSubmitted })).toBeVisible();
    await expect(page.getByText(t.formFilled).first()).toBeVisible();
    // The application waits 'In Group Selection' for an admin, with the answers given here.
    const admin = await seedAdmin(request);
    const list = (await (await request.get(`${API}/admin/premium-applications?perPage=100`, { headers: admin.headers })).json()) as {
      items: {
        status_label: string;
        answers: {
          email: string;
          name: string;
          age: number | null;
          in_ministry: boolean;
          meeting_time: string[];
          reason_not_attend_weekly: string;
        };
      }[];
    };
    const mine = list.items.find((a) => a.answers.email === member.email);
    expect(mine?.status_label).toBe('In Group Selection');
    expect(mine?.answers).toMatchObject({
      name: 'Caleb Stone',
      age: 34,
      in_ministry: true,
      meeting_time: ['W-7:00-8:30PM(CST)'],
      reason_not_attend_weekly: 'Travel in May',
    });
  });
});
