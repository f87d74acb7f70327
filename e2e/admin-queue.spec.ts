import type { APIRequestContext } from '@playwright/test';
import { queueTexts as qt } from '@holdfast/shared/admin';
import { resourcesTexts as rt } from '@holdfast/shared/resources';
import { expect, seedMember, signInAs, test, type SeededMember } from './support';

// Issue 39, the review queue and the resources library: a student's scholarship request is approved
// from the console's one queue and the student opens the paid course; a flagged reply's text stays
// blurred until the admin reveals it (the reveal is written to the audit log: the server writes the
// row before it answers, asserted in queue.routes.test.ts); the admin adds a resource that a member
// then finds under Resources. People and content are seeded through the API.
const API = '/api/v1.2';

test.use({ viewport: { width: 1440, height: 900 } });

async function adminOf(req: APIRequestContext) {
  const login = await req.post(`${API}/oauth/token`, {
    data: { grant_type: 'password', email: 'e2e-admin@example.com', password: 'E2e*Admin1' },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { token, headers: { Authorization: `Bearer ${token}` } };
}

async function acceptAgreement(req: APIRequestContext, who: { headers: Record<string, string> }, displayName: string) {
  const res = await req.post(`${API}/community/agreement`, {
    headers: who.headers,
    data: { display_name: displayName, age: 40, accept: true, aboveEighteen: true },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function makeStudent(req: APIRequestContext, who: SeededMember) {
  const [first, last] = who.name.split(' ');
  const res = await req.put(`${API}/users/profile`, {
    headers: who.headers,
    data: {
      display_name: who.name,
      first_name: first,
      last_name: last,
      gender: 'Male',
      is_married: false,
      is_student: true,
      is_leader: false,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a scholarship approved in the review queue opens the paid course to the student', async ({ page, request, a11y }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const admin = await adminOf(request);
  const student = await seedMember(request, 'qstu', `Stu Q${stamp}`);
  await makeStudent(request, student);
  const courses = (await (await request.get(`${API}/courses`, { headers: student.headers })).json()) as { id: number; slug: string }[];
  const paidId = courses.find((c) => c.slug === 'purity-path')!.id;
  const applied = await request.post(`${API}/user-scholarships`, {
    headers: student.headers,
    data: {
      course_id: paidId,
      school_enrolled: 'State University',
      school_email: 'stu@state.edu',
      scholarship_reason: 'I study full time.',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await signInAs(page, admin);
  await page.goto('/admin/queue');
  await expect(page.getByRole('heading', { name: qt.title, level: 1 })).toBeVisible();
  const card = page.getByRole('list', { name: qt.title }).getByRole('listitem').filter({ hasText: student.name });
  await expect(card).toContainText('Scholarship for Purity Path');
  await expect(card).toContainText('State University');
  // Two clicks: the action, then Confirm.
  await card.getByRole('button', { name: 'Approve (grant the course)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve (grant the course)' });
  await a11y.check();
  await dialog.getByRole('button', { name: qt.confirm }).click();
  await expect(page.getByText('Scholarship approved: the course is open to the student.')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The student opens the paid course.
  await signInAs(page, student);
  await page.goto(`/courses/${paidId}/detail`);
  await expect(page.getByRole('button', { name: 'Notifications (1 unread)' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to lessons' }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${paidId}/lessons$`));
  await expect(page.getByRole('heading', { name: 'Purity Path' })).toBeVisible();
});

test('a flagged reply is blurred in the queue until the admin reveals it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const admin = await adminOf(request);
  await acceptAgreement(request, admin, 'Holdfast Team');
  const topic = await request.post(`${API}/community/categories/general/topics`, {
    headers: admin.headers,
    data: { name: `Queue ${stamp}` },
  });
  expect(topic.status(), await topic.text()).toBe(201);
  const topicId = ((await topic.json()) as { item: { id: number } }).item.id;
  const [author, flagger] = await Promise.all([seedMember(request, 'qaut', 'Ann Author'), seedMember(request, 'qflg', 'Fay Flagger')]);
  await acceptAgreement(request, author, `Ann ${stamp}`);
  await acceptAgreement(request, flagger, 'Fay F');
  const thread = await request.post(`${API}/community/topics/${topicId}/threads`, {
    headers: author.headers,
    data: { title: `Thread ${stamp}`, content: '<p>Hello.</p>' },
  });
  const threadId = ((await thread.json()) as { item: { id: number } }).item.id;
  const replyText = `Words someone flagged ${stamp}`;
  const reply = await request.post(`${API}/community/threads/${threadId}/replies`, {
    headers: author.headers,
    data: { reply_id: null, reply_text: `<p>${replyText}</p>` },
  });
  const replyId = ((await reply.json()) as { item: { id: number } }).item.id;
  const flagged = await request.post(`${API}/community/replies/${replyId}/flag`, { headers: flagger.headers, data: { reason: 'Unkind' } });
  expect(flagged.ok(), await flagged.text()).toBe(true);

  await signInAs(page, admin);
  await page.goto('/admin/queue');
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: qt.kinds['flagged-reply'] }).click();
  const card = page.getByRole('listitem', { name: `Reply in “Thread ${stamp}”` });
  await expect(card).toBeVisible();
  await expect(page.getByText(replyText)).toHaveCount(0);
  const revealed = page.waitForResponse(
    (r) => r.url().endsWith(`/admin/queue/flagged-reply/${replyId}/reveal`) && r.request().method() === 'POST',
  );
  await card.getByRole('button', { name: /Reveal/ }).click();
  expect((await revealed).status()).toBe(200);
  await expect(card.getByTestId('revealed-text')).toContainText(replyText);
  await expect(card.getByTestId('revealed-text')).toContainText('Unkind');
});

test('a resource added in the console is in the members’ library', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const admin = await adminOf(request);
  const member = await seedMember(request, 'qres', 'Rae Reader');

  await signInAs(page, admin);
  await page.goto('/admin/resources');
  await page.getByRole('button', { name: rt.add }).click();
  const dialog = page.getByRole('dialog', { name: rt.add });
  await dialog.getByRole('textbox', { name: rt.fields.title }).fill(`Urge surfing ${stamp}`);
  await dialog.getByRole('textbox', { name: rt.fields.category }).fill('Coping skills');
  await dialog.getByRole('combobox', { name: rt.fields.kind }).click();
  await page.getByRole('option', { name: rt.kinds.article }).click();
  await dialog.getByRole('textbox', { name: rt.fields.url }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: rt.save }).click();
  await expect(dialog.getByText(rt.httpOnly)).toBeVisible();
  await dialog.getByRole('textbox', { name: rt.fields.url }).fill('https://example.org/urge-surfing');
  await dialog.getByRole('button', { name: rt.save }).click();
  await expect(page.getByText(rt.created)).toBeVisible();

  await signInAs(page, member);
  await page.goto('/resources');
  await expect(page.getByRole('heading', { name: rt.title, level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: rt.searchLabel }).fill(`surfing ${stamp}`);
  await expect(page.getByRole('link', { name: `Urge surfing ${stamp}` })).toHaveAttribute('href', 'https://example.org/urge-surfing');
  await page.getByRole('searchbox', { name: rt.searchLabel }).fill(`nothing-like-this ${stamp}`);
  await expect(page.getByText(rt.noMatch)).toBeVisible();
});
