import type { APIRequestContext } from '@playwright/test';
import { communityTexts as texts } from '@holdfast/shared/community';
import { expect, seedMember, signInAs, test, type SeededMember } from './support';

// Issue 15 (web, the people side): three members flag a reply and it disappears for members; a
// community admin (granted by the first ff_admin through PUT admin/users/{id}/roles) restores it
// from the moderation queue and it is back; the members directory's search finds a seeded member.
// People, the topic, the thread, the reply and the first two flags are seeded through the API; the
// decisive third flag, the queue and the search happen in the browser. On the desktop and on a phone.
const API = '/api/v1.2';

test.use({ viewport: async ({ isMobile }, use) => use(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 }) });

async function acceptAgreement(req: APIRequestContext, who: { headers: Record<string, string> }, displayName: string) {
  const res = await req.post(`${API}/community/agreement`, {
    headers: who.headers,
    data: { display_name: displayName, age: 40, accept: true, aboveEighteen: true },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function adminHeaders(req: APIRequestContext) {
  const login = await req.post(`${API}/oauth/token`, {
    data: { grant_type: 'password', email: 'e2e-admin@example.com', password: 'E2e*Admin1' },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { headers: { Authorization: `Bearer ${token}` } };
}

async function idOf(req: APIRequestContext, who: SeededMember) {
  return ((await (await req.get(`${API}/users/profile`, { headers: who.headers })).json()) as { id: number }).id;
}

async function flagReply(req: APIRequestContext, who: SeededMember, replyId: number, reason: string) {
  const res = await req.post(`${API}/community/replies/${replyId}/flag`, { headers: who.headers, data: { reason } });
  expect(res.ok(), await res.text()).toBe(true);
}

test(
  'three flags hide a reply, a community admin restores it from the queue; the directory search finds a member',
  { tag: '@phone' },
  async ({ page, request, a11y }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const admin = await adminHeaders(request);
    await acceptAgreement(request, admin, 'Holdfast Team');
    const topic = await request.post(`${API}/community/categories/general/topics`, {
      headers: admin.headers,
      data: { name: `Checking in ${stamp}` },
    });
    expect(topic.status(), await topic.text()).toBe(201);
    const topicId = ((await topic.json()) as { item: { id: number } }).item.id;

    const [ana, ben, cal, dee, mo] = await Promise.all([
      seedMember(request, 'pana', 'Ana Cruz'),
      seedMember(request, 'pben', 'Ben Ortiz'),
      seedMember(request, 'pcal', 'Cal Reyes'),
      seedMember(request, 'pdee', 'Dee Moss'),
      seedMember(request, 'pmo', 'Mo Grant'),
    ]);
    const anaName = `Ana Willow ${stamp}`;
    await acceptAgreement(request, ana, anaName);
    await acceptAgreement(request, ben, 'Ben O');
    await acceptAgreement(request, cal, 'Cal R');
    await acceptAgreement(request, dee, 'Dee M');
    await acceptAgreement(request, mo, 'Mo G');
    const granted = await request.put(`${API}/admin/users/${await idOf(request, mo)}/roles`, {
      headers: admin.headers,
      data: { roles: ['community_admin'] },
    });
    expect(granted.ok(), await granted.text()).toBe(true);

    const thread = await request.post(`${API}/community/topics/${topicId}/threads`, {
      headers: ana.headers,
      data: { title: `Week one ${stamp}`, content: '<p>Seven days clean.</p>' },
    });
    expect(thread.status(), await thread.text()).toBe(201);
    const threadId = ((await thread.json()) as { item: { id: number } }).item.id;
    const replyText = `A reply that breaks the rules ${stamp}`;
    const posted = await request.post(`${API}/community/threads/${threadId}/replies`, {
      headers: ana.headers,
      data: { reply_id: null, reply_text: `<p>${replyText}</p>` },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const replyId = ((await posted.json()) as { item: { id: number } }).item.id;
    await flagReply(request, ben, replyId, 'Explicit details');
    await flagReply(request, cal, replyId, 'Explicit details');

    // Dee flags it in the browser: the third flag hides it for members at once.
    await signInAs(page, dee);
    await page.goto(`/community/threads/${threadId}`);
    const card = page.locator('article').filter({ hasText: replyText });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Flag' }).click();
    const flag = page.getByRole('dialog', { name: 'Flag reply' });
    await flag.getByRole('textbox', { name: 'Why are you flagging this reply?' }).fill('Describes acting out in detail');
    await flag.getByRole('button', { name: 'Flag reply' }).click();
    await expect(page.getByText(texts.replyFlagged)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: `Week one ${stamp}`, level: 1 })).toBeVisible();
    await expect(page.getByText(replyText)).toHaveCount(0);

    // The directory: Dee searches for Ana by part of her display name.
    await page.goto('/community/members');
    await expect(page.getByText(/^Total members: \d+$/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search members' }).fill(`willow ${stamp}`);
    await expect(page.getByRole('article', { name: anaName })).toBeVisible();
    await expect(page.getByText('Total members: 1')).toBeVisible();
    // Her details open from her avatar, with what Dee may do.
    await page.getByRole('button', { name: `${anaName}: member details` }).click();
    const details = page.getByRole('dialog', { name: 'Member details' });
    await expect(details.getByRole('button', { name: 'Block' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Mute' })).toBeVisible();
    await a11y.check();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // Mo, a community admin, restores it from the queue.
    await signInAs(page, mo);
    await page.goto('/community');
    await page.getByRole('link', { name: 'Moderation' }).click();
    await expect(page).toHaveURL(/\/community\/moderation$/);
    const item = page.getByRole('article').filter({ hasText: replyText });
    await expect(item.getByText('Hidden')).toBeVisible();
    await expect(item.getByText('3 flags')).toBeVisible();
    await expect(item.getByText('Describes acting out in detail')).toBeVisible();
    await item.getByRole('button', { name: 'Restore' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restore reply' });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText(texts.replyShown)).toBeVisible();
    await expect(page.getByText(replyText)).toHaveCount(0);

    // Dee sees it again.
    await signInAs(page, dee);
    await page.mouse.move(0, 0);
    await page.goto(`/community/threads/${threadId}`);
    await expect(page.locator('article').filter({ hasText: replyText })).toBeVisible();
  },
);

test("a woman waits for a community admin's approval, then gets in", { tag: '@phone' }, async ({ page, request, a11y }) => {
  test.setTimeout(120_000);
  const admin = await adminHeaders(request);
  const [eve, mo] = await Promise.all([seedMember(request, 'weve', 'Eve Lane'), seedMember(request, 'wmo', 'Mo Grant')]);
  const female = await request.put(`${API}/users/profile`, {
    headers: eve.headers,
    data: {
      display_name: eve.name,
      first_name: 'Eve',
      last_name: 'Lane',
      gender: 'Female',
      is_married: false,
      is_student: false,
      is_leader: false,
    },
  });
  expect(female.ok(), await female.text()).toBe(true);
  const granted = await request.put(`${API}/admin/users/${await idOf(request, mo)}/roles`, {
    headers: admin.headers,
    data: { roles: ['community_admin'] },
  });
  expect(granted.ok(), await granted.text()).toBe(true);

  // Any community page shows her the waiting screen, the agreement page too; the API refuses her the same.
  await signInAs(page, eve);
  await page.goto('/community');
  await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
  await expect(page.getByText(/once a community admin has approved their access/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Categories' })).toHaveCount(0);
  await a11y.check();
  await page.goto('/community/policy-agreement');
  await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enter Community' })).toHaveCount(0);
  const refused = await request.post(`${API}/community/agreement`, {
    headers: eve.headers,
    data: { display_name: 'Eve L', age: 31, accept: true, aboveEighteen: true },
  });
  expect(refused.status()).toBe(403);
  const status = await request.get(`${API}/community/members-status`, { headers: eve.headers });
  expect(((await status.json()) as { status: string }).status).toBe('pending');

  // Mo, a community admin, approves her (through the API).
  const approved = await request.put(`${API}/community/users/${await idOf(request, eve)}/members-status`, {
    headers: mo.headers,
    data: { status: 'approved' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  // Now the forum lets her in: the agreement first, then the categories.
  await page.goto('/community');
  await expect(page).toHaveURL(/\/community\/policy-agreement$/);
  await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Display name' }).fill('Eve L');
  await page.getByRole('textbox', { name: 'Age' }).fill('31');
  await page.getByRole('checkbox', { name: /I agree to the community guidelines/ }).click();
  await page.getByRole('dialog', { name: 'Community guidelines' }).getByRole('button', { name: 'I Agree' }).click();
  await page.getByRole('checkbox', { name: 'I confirm that I am 18 or older' }).click();
  await page.getByRole('button', { name: 'Enter Community' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByRole('region', { name: 'Categories' }).getByRole('link', { name: /General Topics/ })).toBeVisible();
});
