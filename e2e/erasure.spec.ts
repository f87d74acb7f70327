import { accountabilityTexts as at } from '@holdfast/shared/accountability';
import { accountsTexts } from '@holdfast/shared/accounts';
import { erasureTexts as t } from '@holdfast/shared/erasure';
import { deviceOf, expect, login, networkQuiet, secondBrowser, seedGroup, seedMember, signInAs, test, linkMutual } from './support';

// Issue 38, "Erasure that is real": a member with a partner and a message in their group's chat
// deletes their account on /delete-my-account; sign-in then fails, the partner's list no longer
// shows them, and their old message reads 'Deleted member' to the partner. Seeded through the API.
const API = '/api/v1.2';

test.describe('erasure', { tag: '@phone' }, () => {
  test("deletes the account: sign-in fails, the partner's list no longer shows them, their message reads 'Deleted member'", async ({
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
    const leaving = await seedMember(request, 'erase', 'Eli Walker');
    const partner = await seedMember(request, 'erasep', 'Pat Walker');
    await linkMutual(request, leaving, partner);
    const { groupId } = await seedGroup(request, partner, leaving, 'Tuesday Men');
    const words = `See you Tuesday ${Date.now()}`;
    expect((await request.post(`${API}/groups/${groupId}/messages`, { headers: leaving.headers, data: { message: words } })).status()).toBe(
      201,
    );

    // The partner sees them first.
    const other = await secondBrowser(
      browser,
      deviceOf({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL }),
      partner.token,
    );
    await other.goto('/accountability/partners');
    await expect(other.getByText('Eli Walker').first()).toBeVisible();

    await signInAs(page, leaving);
    await page.goto('/delete-my-account');
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(page.getByText(t.warning)).toBeVisible();
    // A wrong password: the server's message in the validation block, nothing deleted.
    await page.getByLabel(/^Password/).fill('Wr0ng*Password');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.wrongPassword)).toBeVisible();
    await page.getByLabel(/^Password/).fill(leaving.password);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.deleted)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

    // Sign-in fails.
    await login(page, leaving.email, leaving.password);
    await expect(page.getByText(accountsTexts.invalidCredentials)).toBeVisible();

    // The partner's list no longer shows them; their message stays as 'Deleted member'.
    await other.goto('/accountability/partners');
    await networkQuiet(other);
    await expect(other.getByText(at.noPartners)).toBeVisible();
    await expect(other.getByText('Eli Walker')).toHaveCount(0);
    await other.goto(`/messages/groups/${groupId}`);
    const message = other.locator('[data-message-id]').filter({ hasText: words });
    await expect(message).toBeVisible();
    await expect(message.getByText(t.deletedMember)).toBeVisible();
    await expect(other.getByText('Eli Walker')).toHaveCount(0);
    await other.context().close();
  });
});
