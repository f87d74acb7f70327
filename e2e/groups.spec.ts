import type { Page } from '@playwright/test';
import { invitationTexts } from '@holdfast/shared/accountability';
import { attentionReasonLabels, groupsRealtimeTexts as rt, groupsTexts as t } from '@holdfast/shared/groups';
import {
  deviceOf,
  expect,
  expectAccessible,
  liveEventsReach,
  mailLinkFromLog,
  newPerson,
  secondBrowser,
  seedGroup,
  seedMember,
  signInAs,
  test,
} from './support';

// Issue 13, "Done means": a leader and members in separate browser contexts, on desktop
// (1440 x 900) and on a phone (390 x 844, the phone project). People are seeded through the API;
// what the test checks happens in the browser.
const API = '/api/v1.2';

test.use({ viewport: async ({ isMobile }, use) => use(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 }) });

/** Confirms the open confirmation dialog. */
async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** A member card's accordion control (not, say, a triage row's 'Send Reminder to {name}'). */
function memberCard(page: Page, name: string) {
  return page.getByRole('button', { name: new RegExp(name) }).and(page.locator('[aria-expanded]'));
}

async function openCard(page: Page, name: string) {
  const control = memberCard(page, name);
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  const region = page.getByRole('region', { name: new RegExp(name) });
  await expect(region).toBeVisible();
  // The panel opens with a height transition; on a loaded host a click inside it before the
  // transition ended was lost twice (the Notes and Leave group dialogs never opened): wait it out.
  await expect
    .poll(() =>
      region.evaluate(
        (el) =>
          (el.closest('.mantine-Accordion-item') ?? el).getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length,
      ),
    )
    .toBe(0);
  return region;
}

test.describe('small groups and the leaders portal', { tag: '@phone' }, () => {
  // The two tests make their own people and groups: they may run in different workers at once.
  test.describe.configure({ mode: 'parallel' });
  test('a leader runs a group: invitations by mail, registration from the link, sharing, progress, calendars, triage', async ({
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
    test.setTimeout(240_000);
    const leader = await seedMember(request, 'lead', 'Lena Brooks');
    const existing = await seedMember(request, 'memb', 'Mark Ellis');
    const invitee = newPerson('newb');
    const groupName = `Tuesday Men ${Date.now().toString(36)}`;

    // The leader creates a group from the portal.
    await signInAs(page, leader);
    await page.goto('/leaders-portal');
    await expect(page.getByRole('heading', { name: t.leadersPortal })).toBeVisible();
    await page.getByRole('button', { name: t.instructions }).click();
    await expect(page.getByText(/Add New Group creates a small group you lead/)).toBeVisible();
    await page.getByRole('button', { name: t.addNewGroup }).click();
    const create = page.getByRole('dialog', { name: t.addNewGroup });
    // Not a leader by profile: no group-type choice.
    await expect(create.getByRole('radiogroup', { name: /Group type/ })).toHaveCount(0);
    await create.getByRole('button', { name: 'Create Group' }).click();
    await expect(create.getByText('The field is required')).toBeVisible();
    await a11y.check();
    await create.getByRole('textbox', { name: /Group name/ }).fill(groupName);
    await create.getByRole('button', { name: 'Create Group' }).click();
    await expect(page.getByText(t.created)).toBeVisible();
    await expect(page).toHaveURL(/\/leaders-portal\/\d+\/member-progress$/);
    const groupId = Number(/leaders-portal\/(\d+)\//.exec(page.url())![1]);
    await expect(page.getByRole('heading', { name: t.memberProgress })).toBeVisible();

    // It invites an existing member and a new address.
    for (const email of [existing.email, invitee.email]) {
      await page.getByRole('button', { name: t.addMember }).click();
      const add = page.getByRole('dialog', { name: t.addMember });
      await add.getByRole('textbox', { name: /Email/ }).fill(email);
      await add.getByRole('radio', { name: 'Member' }).check();
      await add.getByRole('button', { name: 'Send Invitation' }).click();
      await expect(add).toBeHidden();
    }
    await expect(page.getByText(t.invitationToGroupSent).first()).toBeVisible();
    await expect(memberCard(page, existing.name)).toContainText(t.pendingChip);
    await expect(memberCard(page, invitee.email)).toContainText(t.pendingChip);
    await a11y.check();

    // The new person registers from the mail link and lands in the pending invitation.
    const link = await mailLinkFromLog(invitee.email);
    expect(new URL(link).pathname).toBe('/invited-user');
    expect(new URL(link).searchParams.get('context_type')).toBe('group');
    const b = await secondBrowser(browser, deviceOf({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL }));
    await b.goto(link);
    await expect(b.getByText(/Lena Brooks invited you to join their small group/)).toBeVisible();
    await expect(b.getByRole('textbox', { name: 'Email' })).toHaveValue(invitee.email);
    await b.getByRole('textbox', { name: 'Username' }).fill(invitee.username);
    await b.getByRole('textbox', { name: 'Password', exact: true }).fill(invitee.password);
    await b.getByRole('button', { name: invitationTexts.createAccount }).click();
    await b.getByRole('textbox', { name: 'Display Name' }).fill('Nate Cole');
    await b.getByRole('radiogroup', { name: 'Gender' }).getByRole('radio', { name: 'Male', exact: true }).check();
    await b.getByRole('radiogroup', { name: 'Are you married?' }).getByRole('radio', { name: 'No', exact: true }).check();
    await b.getByRole('radiogroup', { name: 'Are you a student?' }).getByRole('radio', { name: 'No', exact: true }).check();
    await b.getByRole('button', { name: 'Continue' }).click();
    await b.getByRole('radiogroup', { name: 'Do you lead a group or ministry?' }).getByRole('radio', { name: 'No', exact: true }).check();
    await b.getByRole('button', { name: 'Complete' }).click();
    await b.getByRole('button', { name: 'Continue' }).click();
    await expect(b).toHaveURL(/\/small-groups$/);
    const pending = b.getByRole('list', { name: t.pendingRequests });
    await expect(pending.getByRole('listitem').filter({ hasText: groupName })).toBeVisible();
    await expectAccessible(b);

    // Both accept: the new member in the browser (the leader's page follows live), the existing one through the API.
    await pending.getByRole('button', { name: `Accept the invitation to ${groupName}` }).click();
    await confirm(b, 'Accept invitation', 'Accept');
    await expect(b.getByText(t.statusUpdated)).toBeVisible();
    await expect(b.getByRole('list', { name: t.yourGroups }).getByRole('link', { name: new RegExp(groupName) })).toBeVisible();
    await expect(page.getByText(rt.memberUpdated(groupName)).first()).toBeVisible();
    await expect(memberCard(page, 'Nate Cole')).not.toContainText(t.pendingChip);
    const mine = (await (await request.get(`${API}/groups?request_status=pending`, { headers: existing.headers })).json()) as {
      items: { id: number; my_membership: { id: number } }[];
    };
    const existingMemberId = mine.items.find((g) => g.id === groupId)!.my_membership.id;
    expect(
      (
        await request.patch(`${API}/members/${existingMemberId}/request-status`, {
          headers: existing.headers,
          data: { request_status: 'accepted' },
        })
      ).ok(),
    ).toBe(true);
    await expect(memberCard(page, existing.name)).not.toContainText(t.pendingChip);

    // The new member turns sharing on, checks in and files a crash report.
    await b
      .getByRole('list', { name: t.yourGroups })
      .getByRole('link', { name: new RegExp(groupName) })
      .click();
    await expect(b).toHaveURL(new RegExp(`/small-groups/${groupId}/info$`));
    // Group Chat opens the group's real chat (issue 16's web).
    await expect(b.getByRole('link', { name: t.groupChat })).toHaveAttribute('href', `/messages/groups/${groupId}`);
    const share = b.getByRole('switch', { name: t.shareData });
    await expect(share).not.toBeChecked();
    await share.click();
    await confirm(b, 'Share data', 'Share');
    await expect(b.getByText(t.sharingUpdated)).toBeVisible();
    await expect(share).toBeChecked();
    await expectAccessible(b);
    const inviteeToken = (await b.evaluate(() => localStorage.getItem('holdfast.token')))!;
    const inviteeHeaders = { Authorization: `Bearer ${inviteeToken}` };
    const checkIn = await request.post(`${API}/checkins`, {
      headers: inviteeHeaders,
      data: {
        checkin_emotions: [3, 4],
        feeling_zone: 'danger',
        feeling_notes: 'Long week at work.',
        fast_scale_answers: null,
        offset: -new Date().getTimezoneOffset(),
      },
    });
    expect(checkIn.status()).toBe(201);
    const triggers = (await (await request.get(`${API}/system-triggers`, { headers: inviteeHeaders })).json()) as {
      id: number;
      name: string;
    }[];
    const crash = triggers.find((tr) => tr.name === 'Crash report')!;
    await b.goto(`/system-triggers/${crash.id}/crash%20report`);
    await b.getByRole('textbox', { name: 'What happened?' }).fill('Scrolled late at night after the argument.');
    await b.getByRole('combobox', { name: 'Where were you?' }).click();
    await b.getByRole('option', { name: 'At home' }).click();
    await b.getByRole('textbox', { name: 'What will you do differently next time?' }).fill('Call Mark first.');
    await b.getByRole('button', { name: 'Submit' }).click();
    await expect(b.getByText(/Crash report submitted/)).toBeVisible();

    // The leader sees it in member progress…
    await page.reload();
    const nate = await openCard(page, 'Nate Cole');
    await expect(nate.getByText('Crash reports (30 days)')).toBeVisible();
    await expect(nate.getByText('Danger')).toBeVisible();
    await a11y.check();

    // …in the group crash calendar, with the detail…
    await page.getByRole('link', { name: t.groupCrashReport }).click();
    await expect(page).toHaveURL(new RegExp(`/leaders-portal/${groupId}/member-progress/group-crash-report$`));
    const event = page.locator('.fc-event').filter({ hasText: 'Nate Cole: Crash report' });
    await expect(event).toHaveCount(1);
    await event.click();
    const report = page.getByRole('dialog', { name: 'Crash report' });
    await expect(report.getByText('Scrolled late at night after the argument.')).toBeVisible();
    await expect(report.getByText('Nate Cole’s crash report')).toBeVisible();
    await a11y.check();
    await report.getByRole('button', { name: 'Close' }).click();

    // …in the check-in history…
    await page.getByRole('link', { name: t.memberProgress }).click();
    await page.getByRole('link', { name: t.groupProgress }).click();
    await expect(page.getByRole('tab', { name: t.tabCourseProgress })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: t.tabCheckInHistory }).click();
    await expect(page.locator('.fc-event').filter({ hasText: 'Nate Cole' })).toHaveCount(1);
    await a11y.check();

    // …and in the triage view, with why and a reminder.
    await page.goto('/leaders-portal');
    const attention = page.getByRole('list', { name: t.needsAttention }).getByRole('listitem').filter({ hasText: 'Nate Cole' });
    await expect(attention).toContainText(attentionReasonLabels.crash_report);
    await expect(attention.getByRole('link', { name: /View progress/ })).toHaveAttribute(
      'href',
      new RegExp(`/leaders-portal/${groupId}/member-progress`),
    );
    await attention.getByRole('button', { name: `${t.sendReminder} to Nate Cole` }).click();
    await expect(page.getByText(t.reminderSent)).toBeVisible();
    await a11y.check();

    await b.context().close();
  });

  // The leader's care of a group that already runs (seeded through the API, as issue 13's flow above
  // leaves it): its own test, so the two halves share the workers and a retry repeats only its half.
  test('a leader keeps notes the member cannot see, promotes and demotes, cannot leave as the last admin, deletes with the exact name', async ({
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
    test.setTimeout(180_000);
    const leader = await seedMember(request, 'lead', 'Lena Brooks');
    const nateSeed = await seedMember(request, 'memb', 'Nate Cole');
    const groupName = `Thursday Men ${Date.now().toString(36)}`;
    const { groupId, memberId: nateMemberId } = await seedGroup(request, leader, nateSeed, groupName);
    const inviteeHeaders = nateSeed.headers;
    const b = await secondBrowser(
      browser,
      deviceOf({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL }),
      nateSeed.token,
    );
    await signInAs(page, leader);
    await page.goto(`/leaders-portal/${groupId}/member-progress`);

    // A note only the leaders see.
    await expect(page.getByRole('heading', { name: t.memberProgress })).toBeVisible();
    let card = await openCard(page, 'Nate Cole');
    await card.getByRole('button', { name: t.notes }).click();
    const notes = page.getByRole('dialog', { name: new RegExp(t.notes) });
    // Status changes are noted by themselves: the accepted invitation is there already.
    await expect(notes.getByRole('listitem').filter({ hasText: 'pending → accepted' })).toBeVisible();
    await notes.getByRole('button', { name: t.addNote }).click();
    const noteForm = page.getByRole('form', { name: t.addNote });
    await noteForm.getByRole('textbox', { name: /Title/ }).fill('Hard week');
    await noteForm.getByRole('textbox', { name: /^Note/ }).fill('Talk with him after Tuesday’s meeting.');
    await noteForm.getByRole('button', { name: 'Save Note' }).click();
    await expect(page.getByText(t.noteSaved)).toBeVisible();
    await expect(notes.getByText('Hard week')).toBeVisible();
    await a11y.check();
    await notes.getByRole('button', { name: 'Close' }).click();
    const peek = await request.get(`${API}/groups/${groupId}/members/${nateMemberId}/notes`, { headers: inviteeHeaders });
    expect([403, 404]).toContain(peek.status());
    await b.goto(`/small-groups/${groupId}/info`);
    await expect(b.getByRole('list', { name: 'Members' })).toBeVisible();
    await expect(b.getByText('Hard week')).toHaveCount(0);
    // The member hears the deletion at the end live: their socket must be connected by then.
    await liveEventsReach(b);

    // Promote, then demote, each after its confirmation.
    card = await openCard(page, 'Nate Cole');
    await card.getByRole('button', { name: t.promote }).click();
    await confirm(page, 'Promote member', 'Promote');
    await expect(page.getByText(t.roleUpdated)).toBeVisible();
    await expect(memberCard(page, 'Nate Cole')).toContainText('Co-leader');
    card = await openCard(page, 'Nate Cole');
    await card.getByRole('button', { name: t.demote }).click();
    await confirm(page, 'Demote co-leader', 'Demote');
    await expect(memberCard(page, 'Nate Cole')).toContainText('Member');

    // The only admin cannot leave.
    const own = await openCard(page, 'Lena Brooks');
    await own.getByRole('button', { name: t.leaveGroup }).click();
    await confirm(page, t.leaveGroup, 'Leave');
    await expect(page.getByText(t.lastAdmin)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/leaders-portal/${groupId}/member-progress$`));

    // Deleting needs the exact name; the member is told live.
    await page.getByRole('button', { name: `${t.editGroup}: ${groupName}` }).click();
    await page.getByRole('menuitem', { name: 'Delete group' }).click();
    const del = page.getByRole('dialog', { name: 'Delete group' });
    await del.getByRole('textbox', { name: /to confirm/ }).fill(groupName.toLowerCase());
    await del.getByRole('button', { name: 'Delete Group' }).click();
    await expect(del.getByText(t.groupNameMismatch)).toBeVisible();
    await a11y.check();
    await del.getByRole('textbox', { name: /to confirm/ }).fill(groupName);
    await del.getByRole('button', { name: 'Delete Group' }).click();
    await expect(page.getByText(t.deleted)).toBeVisible();
    await expect(page).toHaveURL(/\/leaders-portal$/);
    await expect(b.getByText(rt.groupRemoved)).toBeVisible();
    await b.context().close();
  });
});
