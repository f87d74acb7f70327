import { networkQuiet, seedMember, signInAs, test, expect } from './support';

const api = '/api/v1.2';

/**
 * The web push offer (issue 40, docs/areas/devices.md): never on a member's first visit, offered
 * once they have checked in, 'Not now' keeps it away; app-info hands out the VAPID key it subscribes
 * with. (The subscription and a push reaching the service worker are the lead's push spec, with the
 * service worker in place.)
 */
test.describe('web push offer', { tag: '@phone' }, () => {
  test.use({ pushOffer: 'keep' });
  test('no offer before the first check-in; after it the dashboard offers a gentle nudge, and Not now keeps it away', async ({
    page,
    request,
    a11y,
  }) => {
    const info = (await (await request.get(`${api}/app-info`)).json()) as { push: { vapid_public_key: string } };
    expect(Buffer.from(info.push.vapid_public_key, 'base64url')).toHaveLength(65);

    const member = await seedMember(request, 'push', 'Robin Nudge');
    await signInAs(page, member);
    await page.goto('/dashboard');
    await networkQuiet(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Get a gentle nudge' })).toHaveCount(0);

    const checkIn = await request.post(`${api}/checkins`, {
      headers: member.headers,
      data: { checkin_emotions: [3, 9], feeling_zone: 'recovery', feeling_notes: 'A calm day', fast_scale_answers: [], offset: 0 },
    });
    expect(checkIn.status()).toBe(201);
    await page.reload();
    const offer = page.getByRole('dialog', { name: 'Get a gentle nudge' });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Allow' })).toBeVisible();
    await a11y.check();
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await networkQuiet(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Get a gentle nudge' })).toHaveCount(0);
  });
});
