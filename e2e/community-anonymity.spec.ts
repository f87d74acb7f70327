import type { APIRequestContext, Response } from '@playwright/test';
import { anonymousAuthorTexts as a } from '@holdfast/shared/community';
import { expect, networkQuiet, seedMember, signInAs, test } from './support';

// Issue 35, finding 2: a member opens an anonymous reply's author menu, sends a message request and a
// partner request through it, and neither the page nor any answer it gets names the author (name,
// username, id). People, the topic and the posts are seeded through the API.
const API = '/api/v1.2';

async function acceptAgreement(req: APIRequestContext, who: { headers: Record<string, string> }, displayName: string, anonymous = false) {
  const res = await req.post(`${API}/community/agreement`, {
    headers: who.headers,
    data: { display_name: displayName, age: 40, accept: true, aboveEighteen: true, is_anonymous: anonymous },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function seedTopic(req: APIRequestContext, name: string): Promise<number> {
  const login = await req.post(`${API}/oauth/token`, {
    data: { grant_type: 'password', email: 'e2e-admin@example.com', password: 'E2e*Admin1' },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const admin = { headers: { Authorization: `Bearer ${token}` } };
  await acceptAgreement(req, admin, 'Holdfast Team');
  const res = await req.post(`${API}/community/categories/general/topics`, {
    headers: admin.headers,
    data: { name, description: 'Speak freely.' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { item: { id: number } }).item.id;
}

test.describe('an anonymous author', () => {
  test('is messaged and asked to be partners through the reply’s menu without ever being named', async ({ page, request }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const topicId = await seedTopic(request, `Quiet corner ${stamp}`);
    const author = await seedMember(request, 'anon', 'Zoravel Quillby');
    const reader = await seedMember(request, 'rdr', 'Rhea Dunmore');
    await acceptAgreement(request, author, `Zora Q ${stamp}`, true);
    await acceptAgreement(request, reader, `Rhea D ${stamp}`);
    const authorId = ((await (await request.get(`${API}/users/profile`, { headers: author.headers })).json()) as { id: number }).id;
    const thread = await request.post(`${API}/community/topics/${topicId}/threads`, {
      headers: reader.headers,
      data: { title: `Hard week ${stamp}`, content: '<p>Anyone else?</p>' },
    });
    expect(thread.status(), await thread.text()).toBe(201);
    const threadId = ((await thread.json()) as { item: { id: number } }).item.id;
    const reply = await request.post(`${API}/community/threads/${threadId}/replies`, {
      headers: author.headers,
      data: { reply_text: '<p>Me too, every day.</p>' },
    });
    expect(reply.status(), await reply.text()).toBe(201);

    // Everything the API answers this page is kept, to prove none of it names the author.
    const bodies: string[] = [];
    page.on('response', (res: Response) => {
      if (res.url().includes(`${API}/`) && (res.headers()['content-type'] ?? '').includes('json'))
        void res.text().then(
          (t) => bodies.push(t),
          () => undefined,
        );
    });

    await signInAs(page, reader);
    await page.goto(`/community/threads/${threadId}`);
    const card = page.locator('article').filter({ hasText: 'Me too, every day.' }).last();
    await expect(card.getByText('Anonymous member', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: a.menuLabel }).click();
    await page.getByRole('menuitem', { name: a.message }).click();
    await expect(page.getByText(a.messageSent)).toBeVisible();

    await card.getByRole('button', { name: a.menuLabel }).click();
    await page.getByRole('menuitem', { name: a.askPartner }).click();
    await expect(page.getByText(a.partnerSent)).toBeVisible();

    // The requester's own lists show the requests, unnamed.
    await page.goto('/accountability/requests');
    await expect(page.getByRole('list', { name: 'Pending requests' }).getByText('Anonymous member', { exact: true })).toBeVisible();
    await page.goto('/messages');
    await networkQuiet(page);

    const secrets = ['Zoravel', 'Quillby', `Zora Q ${stamp}`, author.username];
    for (const text of [await page.content(), ...bodies]) for (const secret of secrets) expect(text).not.toContain(secret);
    for (const body of bodies) {
      expect(body).not.toMatch(new RegExp(`"(user_id|to_user_id|partner_id)":${authorId}[,}]`));
      expect(body).not.toMatch(new RegExp(`"id":${authorId},"(name|username)"`));
    }

    // It reached the right person: the author has both, from the reader.
    const readerId = ((await (await request.get(`${API}/users/profile`, { headers: reader.headers })).json()) as { id: number }).id;
    const requests = (await (await request.get(`${API}/messaging-requests`, { headers: author.headers })).json()) as {
      items: { from_user_id: number; through_anonymous_post: boolean }[];
    };
    expect(requests.items.some((r) => r.from_user_id === readerId && r.through_anonymous_post)).toBe(true);
    const partners = (await (await request.get(`${API}/accountability-partners/requests`, { headers: author.headers })).json()) as {
      items: { user_id: number; through_anonymous_post: boolean }[];
    };
    expect(partners.items.some((r) => r.user_id === readerId && r.through_anonymous_post)).toBe(true);
  });
});
