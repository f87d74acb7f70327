import type { APIRequestContext } from '@playwright/test';
import { messagingTexts as t } from '@holdfast/shared/messaging';
import { deviceOf, expect, expectAccessible, secondBrowser, type SeededMember, seedMember, signInAs, test } from './support';

// Issue 16, the web: two partners in two browser contexts (own storage, own socket), desktop only.
// People and their partnership are seeded through the API; the chat itself happens in the browsers.
const API = '/api/v1.2';

/** A mutual relationship through the API: A asks B by e-mail, B accepts (as e2e/accountability.spec.ts). */
async function linkMutual(req: APIRequestContext, a: SeededMember, b: SeededMember) {
  expect((await req.post(`${API}/accountability-partners`, { headers: a.headers, data: { action_type: 'email', request_type: 'mutual', partner_email: b.email } })).status()).toBe(201);
  const pending = (await (await req.get(`${API}/accountability-partners/requests`, { headers: b.headers })).json()) as { items: { id: number; is_requester: boolean }[] };
  const id = pending.items.find((r) => !r.is_requester)!.id;
  expect((await req.patch(`${API}/accountability-partners/${id}/update-status`, { headers: b.headers, data: { status: 'accepted' } })).ok()).toBe(true);
}

test.describe('messaging', { tag: '@phone' }, () => {
  test('partners chat live: one sends from the partner card, the other sees it arrive in the list and the chat without reload, and answers', async ({ page, browser, request, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL, a11y }) => {
    test.setTimeout(120_000);
    const a = await seedMember(request, 'mavery', 'Avery Stone');
    const b = await seedMember(request, 'mblake', 'Blake Reed');
    await linkMutual(request, a, b);

    // B waits on the messages list in their own browser: nothing yet.
    const other = await secondBrowser(browser, deviceOf({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL }), b.token);
    await other.goto('/messages');
    await expect(other.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    await expect(other.getByText(t.emptyMessages)).toBeVisible();
    await expect(other.getByText(t.emptyGroups)).toBeVisible();

    // A opens the chat from the partner card (no longer a placeholder) and sends.
    await signInAs(page, a);
    await page.goto('/accountability/partners');
    await page.getByRole('link', { name: 'Message Blake Reed' }).click();
    await expect(page).toHaveURL(/\/messages\/partners\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Blake Reed', level: 1 })).toBeVisible();
    const mine = page.getByRole('log', { name: 'Messages with Blake Reed' });
    await expect(mine.getByText('No messages yet. Say hello.')).toBeVisible();
    const send = page.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await page.getByRole('textbox', { name: 'Message' }).fill('Hi Blake, how was today?');
    await send.click();
    await expect(mine.getByText('Hi Blake, how was today?')).toBeVisible();
    await expect(mine.getByText('Sending…')).toHaveCount(0);
    await a11y.check();

    // B's list shows the chat live, with the unread badge; opening it clears the badge.
    const row = other.getByRole('list', { name: 'Individual Messages' }).getByRole('link', { name: 'Avery Stone, 1 unread' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Hi Blake, how was today?');
    // The unread total: the side menu's 'Message' on a desktop, the tab bar's 'Messages' on a phone.
    const menu = other.getByRole('navigation', { name: isMobile ? 'Tabs' : 'Main menu' });
    const entry = isMobile ? 'Messages' : 'Message';
    await expect(menu.getByRole('link', { name: `${entry}, 1 unread` })).toBeVisible();
    await row.click();
    const theirs = other.getByRole('log', { name: 'Messages with Avery Stone' });
    await expect(theirs.getByText('Hi Blake, how was today?')).toBeVisible();
    await expect(theirs.getByRole('separator', { name: 'Today' })).toBeVisible();
    await expectAccessible(other);

    // B answers with Enter; A sees it arrive without a reload.
    await other.getByRole('textbox', { name: 'Message' }).fill('A steady day. Thanks for asking.');
    await other.keyboard.press('Enter');
    await expect(theirs.getByText('A steady day. Thanks for asking.')).toBeVisible();
    await expect(mine.getByText('A steady day. Thanks for asking.')).toBeVisible();

    // A message arriving while B reads the chat is marked read at once: B's list has no badge left.
    await page.getByRole('textbox', { name: 'Message' }).fill('Talk tomorrow.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(theirs.getByText('Talk tomorrow.')).toBeVisible();
    await other.getByRole('link', { name: 'Back to Messages' }).click();
    const read = other.getByRole('list', { name: 'Individual Messages' }).getByRole('link');
    await expect(read).toHaveCount(1);
    await expect(read).toHaveAccessibleName('Avery Stone');
    await expect(read).toContainText('Talk tomorrow.');
    await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
    await other.context().close();
  });
});
