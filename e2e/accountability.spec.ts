import { accessLogTexts, accountabilityTexts as t, invitationTexts, partnerGuide, sosTexts } from '@holdfast/shared/accountability';
import {
  deviceOf,
  expect,
  expectAccessible,
  mailLinkFromLog,
  liveEventsReach,
  newPerson,
  secondBrowser,
  seedMember,
  signInAs,
  test,
  linkMutual,
} from './support';

// Issue 12, "Done means": two people in two browser contexts, on desktop (1440 x 900) and on a
// phone (390 x 844, the phone project). People are seeded through the API; what the test checks
// happens in the browser.
const API = '/api/v1.2';

// The phone project checks at 390 px, the desktop project at 1440 px (as e2e/layout.spec.ts).
test.use({ viewport: async ({ isMobile }, use) => use(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 }) });

test.describe('accountability partners', { tag: '@phone' }, () => {
  test('an e-mail invitation: the invitee registers from the mail and approves; a crash report reaches the partner and the log; sharing off hides it', async ({
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
    const a = await seedMember(request, 'avery', 'Avery Stone');
    const invitee = newPerson('blake');

    // A asks a new address to hold them accountable (standard: B will see A's data).
    await signInAs(page, a);
    await page.goto('/add-accountability');
    // The page is scanned as it is before the modal opens (a scan mid-fade would see faded text).
    await a11y.check();
    await page.getByRole('button', { name: t.addPartner }).click();
    const modal = page.getByRole('dialog', { name: t.requestModalTitle });
    await modal.getByRole('button', { name: 'Send Request' }).click();
    await expect(modal.getByText('The field is required')).toHaveCount(2);
    await a11y.check();
    await modal.getByRole('radio', { name: t.requestTypeStandard }).check();
    await modal.getByRole('textbox', { name: t.partnerEmailLabel }).fill(invitee.email);
    await modal.getByRole('textbox', { name: t.messageLabel }).fill('Will you walk with me?');
    await modal.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText(t.requestSent)).toBeVisible();
    await expect(page).toHaveURL(/\/accountability\/requests$/);
    const sent = page.getByRole('list', { name: 'Pending requests' }).getByRole('listitem');
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText(invitee.email);
    await expect(sent).toContainText('Waiting for their answer');
    await expect(page.getByRole('link', { name: 'Requests 1 pending' })).toBeVisible();

    // The invitee opens the link from the mail in their own browser and registers.
    const link = await mailLinkFromLog(invitee.email);
    expect(new URL(link).pathname).toBe('/invited-user');
    const b = await secondBrowser(browser, deviceOf({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL }), null);
    await b.goto(link);
    await expect(b.getByText(/Avery Stone invited you/)).toBeVisible();
    const email = b.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue(invitee.email);
    await expect(email).toHaveAttribute('readonly', '');
    await expectAccessible(b);
    await b.getByRole('textbox', { name: 'Username' }).fill(invitee.username);
    await b.getByRole('textbox', { name: 'Password', exact: true }).fill(invitee.password);
    await b.getByRole('button', { name: invitationTexts.createAccount }).click();
    // A new account creates its profile first; onboarding then ends at the waiting request.
    await b.getByRole('textbox', { name: 'Display Name' }).fill('Blake Rivers');
    await b.getByRole('radiogroup', { name: 'Gender' }).getByRole('radio', { name: 'Male', exact: true }).check();
    await b.getByRole('radiogroup', { name: 'Are you married?' }).getByRole('radio', { name: 'No', exact: true }).check();
    await b.getByRole('radiogroup', { name: 'Are you a student?' }).getByRole('radio', { name: 'No', exact: true }).check();
    await b.getByRole('button', { name: 'Continue' }).click();
    await b.getByRole('radiogroup', { name: 'Do you lead a group or ministry?' }).getByRole('radio', { name: 'No', exact: true }).check();
    await b.getByRole('button', { name: 'Complete' }).click();
    await b.getByRole('button', { name: 'Continue' }).click();
    await expect(b).toHaveURL(/\/accountability\/requests$/);
    const incoming = b.getByRole('list', { name: 'Pending requests' }).getByRole('listitem');
    await expect(incoming).toContainText('Avery Stone');
    await expect(incoming).toContainText(t.actionRequired);
    await expectAccessible(b);
    await incoming.getByRole('button').click();
    const detail = b.getByRole('dialog', { name: 'Accountability request' });
    await expect(detail.getByText('Will you walk with me?')).toBeVisible();
    await expect(detail.getByRole('button', { name: t.resendEmail })).toHaveCount(0);
    await expectAccessible(b);
    await detail.getByRole('button', { name: t.approve }).click();
    await expect(b.getByText(t.accepted)).toBeVisible();
    await expect(b.getByText(t.noRequestPending)).toBeVisible();

    // A's list follows without a reload, with the spec's warning.
    await expect(page.getByText(t.realtimeStatusUpdated)).toBeVisible();
    await expect(page.getByText(t.noRequestPending)).toBeVisible();
    await page.getByRole('link', { name: t.tabPartners }).click();
    const accountableTo = page.getByRole('region', { name: t.groupAccountableFor });
    await expect(accountableTo.getByText('Blake Rivers')).toBeVisible();

    // A files a crash report.
    const triggers = (await (await request.get(`${API}/system-triggers`, { headers: a.headers })).json()) as {
      id: number;
      name: string;
      is_multi_menu: boolean;
    }[];
    const crash = triggers.find((tr) => tr.name === 'Crash report')!;
    await page.goto(`/system-triggers/${crash.id}/crash%20report`);
    await page.getByRole('textbox', { name: 'What happened?' }).fill('Stayed up late alone with my phone.');
    await page.getByRole('combobox', { name: 'Where were you?' }).click();
    await page.getByRole('option', { name: 'At home' }).click();
    await page.getByRole('textbox', { name: 'What will you do differently next time?' }).fill('Phone out of the bedroom.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/Crash report submitted/)).toBeVisible();

    // B sees it in the partner calendar, and its detail with the guide.
    await b.getByRole('link', { name: t.tabCrashReports }).click();
    await expect(b.getByText(t.calendarHeader)).toBeVisible();
    const event = b.locator('.fc-event').filter({ hasText: 'Avery Stone: Crash report' });
    await expect(event).toHaveCount(1);
    await expectAccessible(b);
    await event.click();
    const report = b.getByRole('dialog', { name: 'Crash report' });
    await expect(report.getByText('Stayed up late alone with my phone.')).toBeVisible();
    await expect(report.getByText('Avery Stone’s crash report')).toBeVisible();
    await expect(report.getByRole('heading', { name: partnerGuide.crashReport.title })).toBeVisible();
    await expect(report.getByText(partnerGuide.crashReport.avoid[0]!)).toBeVisible();
    await expectAccessible(b);
    await report.getByRole('button', { name: 'Close' }).click();

    // A's 'Who viewed my data' (from the profile) shows B.
    await page.goto('/profile');
    await page.getByRole('link', { name: accessLogTexts.title }).click();
    await expect(page).toHaveURL(/\/who-viewed-my-data$/);
    const log = page.getByRole('list', { name: accessLogTexts.title });
    await expect(
      log.getByRole('listitem').filter({ hasText: `Blake Rivers viewed one of your crash reports ${accessLogTexts.viaPartner}` }),
    ).toHaveCount(1);
    await expect(
      log
        .getByRole('listitem')
        .filter({ hasText: /Blake Rivers viewed your crash reports from/ })
        .first(),
    ).toBeVisible();

    // A turns crash-report sharing off for B: B's calendar no longer shows it.
    await page.goto('/accountability/partners');
    await page.getByRole('link', { name: 'Sharing with Blake Rivers' }).click();
    const crashSwitch = page.getByRole('switch', { name: 'Crash reports' });
    await expect(crashSwitch).toBeChecked();
    await page.getByRole('button', { name: t.previewAsPartner }).click();
    const preview = page.getByRole('region', { name: 'What Blake Rivers sees' });
    await expect(preview.locator('.fc-event').filter({ hasText: 'Crash report' })).toHaveCount(1);
    await crashSwitch.click();
    await expect(page.getByText(t.sharingSaved)).toBeVisible();
    await expect(crashSwitch).not.toBeChecked();
    await expect(preview.locator('.fc-event').filter({ hasText: 'Crash report' })).toHaveCount(0);
    await b.reload();
    await expect(b.getByText(t.calendarHeader)).toBeVisible();
    await expect(b.locator('.fc-daygrid-body')).toBeVisible();
    await expect(b.locator('.fc-event').filter({ hasText: 'Crash report' })).toHaveCount(0);
    await b.context().close();
  });

  test("B's request list updates live when A sends a request", async ({
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
    test.setTimeout(150_000);
    const a = await seedMember(request, 'lina', 'Lina Ortiz');
    const bMember = await seedMember(request, 'theo', 'Theo Grant');
    const b = await secondBrowser(
      browser,
      deviceOf({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL }),
      bMember.token,
    );
    await b.goto('/accountability/requests');
    await liveEventsReach(b);
    await expect(b.getByText(t.noRequestPending)).toBeVisible();
    await expectAccessible(b);

    await signInAs(page, a);
    await page.goto('/accountability/partners');
    await expect(page.getByText(t.noPartners)).toBeVisible();
    await a11y.check();
    await page.getByRole('button', { name: t.addPartner }).first().click();
    const modal = page.getByRole('dialog', { name: t.requestModalTitle });
    // The address first, left empty: its message appears as the radio is pressed, and the radio still takes the click.
    await modal.getByRole('textbox', { name: t.partnerEmailLabel }).click();
    await modal.getByRole('radio', { name: t.requestTypeMutual }).check();
    await expect(modal.getByText('The field is required')).toBeVisible();
    await modal.getByRole('textbox', { name: t.partnerEmailLabel }).fill(bMember.email);
    await modal.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText(t.requestSent)).toBeVisible();

    // No reload on B's side: the row, the count and the warning arrive by themselves.
    await expect(b.getByText(t.realtimeRequested)).toBeVisible();
    const row = b.getByRole('list', { name: 'Pending requests' }).getByRole('listitem');
    await expect(row).toContainText('Lina Ortiz');
    await expect(row).toContainText(t.actionRequired);
    await expect(b.getByRole('link', { name: 'Requests 1 pending' })).toBeVisible();

    // A withdraws it: B's list empties, again live.
    await page.getByRole('list', { name: 'Pending requests' }).getByRole('listitem').getByRole('button').click();
    await page.getByRole('dialog', { name: 'Accountability request' }).getByRole('button', { name: t.delete }).click();
    await expect(page.getByText(t.removed)).toBeVisible();
    await expect(b.getByText(t.noRequestPending)).toBeVisible();
    await b.context().close();
  });

  test('an SOS sent by A reaches B, B answers "I\'m here", A sees who and when', async ({
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
    test.setTimeout(150_000);
    const a = await seedMember(request, 'mara', 'Mara Quinn');
    const bMember = await seedMember(request, 'jon', 'Jon Hale');
    await linkMutual(request, a, bMember);
    const b = await secondBrowser(
      browser,
      deviceOf({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL }),
      bMember.token,
    );
    await b.goto('/dashboard');
    await liveEventsReach(b);
    await expect(b.getByRole('heading', { name: /Welcome/ })).toBeVisible();

    await signInAs(page, a);
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Hard moment' }).getByRole('link', { name: sosTexts.button }).click();
    await expect(page).toHaveURL(/\/sos$/);
    await page.getByRole('radio', { name: /Call me now/ }).check();
    await page.getByRole('textbox', { name: /phone/ }).fill('+1 555 0100');
    await a11y.check();
    await page.getByRole('button', { name: sosTexts.button }).click();
    await expect(page).toHaveURL(/\/sos\/\d+$/);
    await expect(page.getByText(sosTexts.waiting)).toBeVisible();

    // B is told at once, wherever they are, and opens it.
    const toast = b.getByRole('alert').filter({ hasText: sosTexts.realtimeReceived });
    await expect(toast).toContainText('Mara Quinn: Call me now');
    await toast.getByRole('button', { name: 'Open' }).click();
    await expect(b).toHaveURL(/\/sos\/\d+$/);
    await expect(b.getByRole('link', { name: 'Call +1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
    await expect(b.getByRole('heading', { name: partnerGuide.sos.title })).toBeVisible();
    await expectAccessible(b);
    await b.getByRole('button', { name: sosTexts.imHere }).click();
    await expect(b.getByText(/^Jon Hale is here/)).toBeVisible();

    // A sees who answered and when, without a reload.
    await expect(page.getByText(/^Jon Hale is here \(since \d{1,2}:\d{2} [AP]M\)$/)).toBeVisible();
    await expect(page.getByText(sosTexts.realtimeAcknowledged)).toBeVisible();
    await b.context().close();
  });
});
