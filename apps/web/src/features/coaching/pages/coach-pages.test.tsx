import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseloadReasonTexts, coachCentreTexts as c, coachingTexts as t, type CoachClient } from '@holdfast/shared/coaching';
import { validationMessages as m } from '@holdfast/shared/validation';
import { person } from '@/test/accountability';
import { coachClient, coachDetail, invitedClient } from '@/test/coach-centre';
import { APP_INFO, mockApi, preloadLazyRoutes, renderRoutes, signIn } from '@/test/render';
import { Outlet } from 'react-router';
import { coachAppRoutes } from '../coach-routes';
import { CoachBillingWatcher } from '../components/coach-billing-watcher';

const callsTo = (spy: ReturnType<typeof mockApi>, method: string, path: string) =>
  spy.mock.calls.filter(
    ([url, init]) => new URL(String(url), 'http://localhost').pathname.endsWith(`/${path}`) && (init?.method ?? 'GET') === method,
  );
const bodyOf = (spy: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = callsTo(spy, method, path)[0];
  return call ? JSON.parse(String(call[1]!.body ?? 'null')) : undefined;
};

const jo = coachClient({ id: 21, unread_count: 3, needs: ['recent_crash', 'no_check_in'] });
const ana = coachClient({ id: 23, user_id: 3, user: person({ id: 3, display_name: 'Ana Cruz', initials: 'AC' }), needs: [] });
const pending = invitedClient('new@example.org', { id: 22 });
const rejected = invitedClient('no@example.org', { id: 24, request_status: 'rejected' });

function renderCentre(api: Parameters<typeof mockApi>[0] = {}, path = '/coaching-center', flags: Partial<typeof APP_INFO.features> = {}) {
  signIn();
  const spy = mockApi({
    'GET app-info': [200, { ...APP_INFO, features: { ...APP_INFO.features, ...flags } }],
    'GET coach': [200, coachDetail()],
    'GET coach/users': [200, [pending, jo, rejected]],
    ...api,
  });
  // As the shell mounts it on every coach page: the watcher beside the page.
  const shell = (
    <>
      <CoachBillingWatcher />
      <Outlet />
    </>
  );
  const utils = renderRoutes(
    [
      {
        element: shell,
        children: [
          ...coachAppRoutes,
          { path: '/billing-info', element: <p>Billing page</p> },
          { path: '/dashboard', element: <p>Dashboard page</p> },
          { path: '/add-group', element: <p>Add group page</p> },
          { path: '/coaching-center/client', element: <p>Client page</p> },
        ],
      },
    ],
    path,
  );
  return { spy, ...utils };
}

beforeAll(async () => {
  await preloadLazyRoutes(coachAppRoutes);
});

describe('/coaching-center: the client list', () => {
  it('lists accepted, then pending, then rejected; accepted rows link to the client with the unread badge, the others wear their chip', async () => {
    renderCentre();
    const list = await screen.findByRole('list', { name: c.clients });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getAllByText(/Jo Banks|new@example.org|no@example.org/)[0]!.textContent)).toEqual([
      'Jo Banks',
      'new@example.org',
      'no@example.org',
    ]);
    const link = within(rows[0]!).getByRole('link', { name: /^Jo Banks/ });
    expect(link).toHaveAttribute('href', '/coaching-center/users/21');
    expect(within(rows[0]!).getByLabelText('3 unread messages')).toHaveTextContent('3');
    expect(within(rows[0]!).getByRole('link', { name: 'Message Jo Banks' })).toHaveAttribute('href', '/messages/coach/4/users/21');
    expect(within(rows[0]!).queryByText(t.pending)).not.toBeInTheDocument();

    expect(within(rows[1]!).getByText(t.pending)).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText(t.rejected)).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('link')).not.toBeInTheDocument();

    // The summary and the course progress list show the accepted client only.
    expect(screen.getByRole('region', { name: c.clientSummary })).toHaveTextContent('Jo Banks');
    const courses = screen.getByRole('list', { name: c.courseProgress });
    expect(within(courses).getByText(t.noCourseAssigned)).toBeInTheDocument();
    expect(within(courses).queryByText('new@example.org')).not.toBeInTheDocument();
  });

  it("'By need' asks for ?order=need and each accepted row says why", async () => {
    const user = userEvent.setup();
    const { spy } = renderCentre({
      'GET coach/users': (_init, url) => [200, url.searchParams.get('order') === 'need' ? [jo, ana, pending] : [ana, jo, pending]],
    });
    await screen.findByRole('list', { name: c.clients });
    expect(screen.queryByText(caseloadReasonTexts.recent_crash, { exact: false })).not.toBeInTheDocument();
    await user.click(screen.getByText(c.byNeed));
    expect(await screen.findByText(`${caseloadReasonTexts.recent_crash} · ${caseloadReasonTexts.no_check_in}`)).toBeInTheDocument();
    expect(screen.getByText(c.noNeeds)).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: c.clients })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Jo Banks');
    expect(rows[1]).toHaveTextContent('Ana Cruz');
    expect(spy.mock.calls.some(([url]) => String(url).includes('coach/users?order=need'))).toBe(true);
  });

  it('says how to start when there is no client yet', async () => {
    renderCentre({ 'GET coach/users': [200, []] });
    expect(await screen.findByText(t.emptyClients)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: c.clientSummary })).not.toBeInTheDocument();
  });

  it("Remove asks 'Are you sure you want to remove the user?' and removes only once confirmed", async () => {
    const user = userEvent.setup();
    const { spy } = renderCentre({ 'DELETE coach/users/22': [200, { message: t.clientRemoved }] });
    await user.click(await screen.findByRole('button', { name: 'Options for new@example.org' }));
    await user.click(await screen.findByRole('menuitem', { name: c.remove }));
    const dialog = await screen.findByRole('dialog', { name: c.removeClientTitle });
    expect(within(dialog).getByText(t.removeClientConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(spy, 'DELETE', 'coach/users/22')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Options for new@example.org' }));
    await user.click(await screen.findByRole('menuitem', { name: c.remove }));
    await user.click(within(await screen.findByRole('dialog', { name: c.removeClientTitle })).getByRole('button', { name: c.remove }));
    expect(await screen.findByText(t.clientRemoved)).toBeInTheDocument();
    expect(callsTo(spy, 'DELETE', 'coach/users/22')).toHaveLength(1);
  });

  it("Resend invitation says 'Invitation Resent', or 'Error Occurred' when it fails", async () => {
    const user = userEvent.setup();
    const { spy } = renderCentre({
      'POST coach/users/22/resend-invitation': [200, { message: 'sent' }],
      'POST coach/users/24/resend-invitation': [500, { message: 'boom' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Options for new@example.org' }));
    await user.click(await screen.findByRole('menuitem', { name: c.resendInvitation }));
    expect(await screen.findByText(t.invitationResent)).toBeInTheDocument();
    expect(callsTo(spy, 'POST', 'coach/users/22/resend-invitation')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Options for no@example.org' }));
    await user.click(await screen.findByRole('menuitem', { name: c.resendInvitation }));
    expect(await screen.findByText(t.genericError)).toBeInTheDocument();
  });

  it('?coaching=invitation-accepted says so', async () => {
    renderCentre({}, '/coaching-center?coaching=invitation-accepted');
    expect(await screen.findByText(t.invitationAccepted)).toBeInTheDocument();
  });
});

describe('/coaching-center: the plus button and the invite', () => {
  const four: CoachClient[] = [21, 23, 25, 27].map((id) => coachClient({ id, user: person({ id, display_name: `Client ${id}` }) }));

  it('goes straight to the invite with the flag off: the totals before and after, the e-mail checked, then POST coach/users', async () => {
    const user = userEvent.setup();
    const { spy } = renderCentre({
      'GET coach/users': [200, [...four, pending]],
      'GET coach/billing-info/preview': (_init, url) =>
        url.searchParams.get('clients') === '5'
          ? [200, { clients_now: 4, total_now: 6000, clients_after: 5, total_after: 6000, currency: 'usd' }]
          : [400, { message: 'wrong count' }],
      'POST coach/users': [201, { message: t.clientInvited, item: invitedClient('pat@example.org', { id: 30 }) }],
    });
    await screen.findByRole('list', { name: c.clients });
    expect(screen.queryByRole('button', { name: c.addActions })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: c.inviteClient }));
    const dialog = await screen.findByRole('dialog', { name: c.inviteClient });
    const totals = await within(dialog).findByRole('group', { name: 'Monthly total' });
    expect(within(totals).getByText(c.monthlyNow).parentElement).toHaveTextContent('(4 clients)');
    expect(within(totals).getByText(c.monthlyAfter).parentElement).toHaveTextContent('(5 clients)');
    expect(within(totals).getAllByText('$60.00')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: c.sendInvitation }));
    expect(await within(dialog).findByText(m.required)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Email/), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: c.sendInvitation }));
    expect(await within(dialog).findByText(m.email)).toBeInTheDocument();
    expect(callsTo(spy, 'POST', 'coach/users')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Email/));
    await user.type(within(dialog).getByLabelText(/Email/), 'Pat@Example.org');
    await user.click(within(dialog).getByRole('button', { name: c.sendInvitation }));
    expect(await screen.findByText(t.clientInvited)).toBeInTheDocument();
    expect(bodyOf(spy, 'POST', 'coach/users')).toEqual({ email: 'pat@example.org' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: c.inviteClient })).not.toBeInTheDocument());
  });

  it('a refused invite says why and keeps the modal open', async () => {
    const user = userEvent.setup();
    renderCentre({
      'GET coach/billing-info/preview': [200, { clients_now: 1, total_now: 1500, clients_after: 2, total_after: 3000, currency: 'usd' }],
      'POST coach/users': [409, { message: t.hasAnotherCoach }],
    });
    await user.click(await screen.findByRole('button', { name: c.inviteClient }));
    const dialog = await screen.findByRole('dialog', { name: c.inviteClient });
    expect(await within(dialog).findByText('$15.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$30.00')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Email/), 'taken@example.org');
    await user.click(within(dialog).getByRole('button', { name: c.sendInvitation }));
    expect(await screen.findByText(t.hasAnotherCoach)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: c.inviteClient })).toBeInTheDocument();
  });

  it('opens the Add Actions sheet with the flag on: Invite client, and Create group to /add-group', async () => {
    const user = userEvent.setup();
    renderCentre(
      {
        'GET coach/billing-info/preview': [200, { clients_now: 1, total_now: 1500, clients_after: 2, total_after: 3000, currency: 'usd' }],
      },
      '/coaching-center',
      {
        coachingCenterAddAction: true,
      },
    );
    await user.click(await screen.findByRole('button', { name: c.addActions }));
    const sheet = await screen.findByRole('dialog', { name: c.addActions });
    expect(within(sheet).getByRole('link', { name: c.createGroup })).toHaveAttribute('href', '/add-group');
    await user.click(within(sheet).getByRole('button', { name: c.inviteClient }));
    expect(await screen.findByRole('dialog', { name: c.inviteClient })).toBeInTheDocument();
  });
});

describe('the coach gate (the layout holds the page, the watcher decides)', () => {
  /** The most dialogs ever on the page at once (a second one for a moment counts). */
  function countDialogs() {
    let most = 0;
    const observer = new MutationObserver(() => (most = Math.max(most, document.querySelectorAll('[role="dialog"]').length)));
    observer.observe(document.body, { subtree: true, childList: true });
    return () => {
      observer.disconnect();
      return most;
    };
  }

  it('billing not set up: one dialog, billing-required, and the coach is on /billing-info', async () => {
    const most = countDialogs();
    renderCentre({ 'GET coach': [200, coachDetail({ is_billing_setup_complete: false, subscription_status: null })] });
    const dialog = await screen.findByRole('dialog', { name: t.billingRequiredTitle });
    expect(within(dialog).getByText(t.billingRequiredText)).toBeInTheDocument();
    expect(await screen.findByText('Billing page')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: c.clients })).not.toBeInTheDocument();
    expect(most()).toBe(1);
  });

  it('a failed payment: GET coach asked once more, then one blocking dialog with Update card, and the coach is on /dashboard', async () => {
    const most = countDialogs();
    const { spy } = renderCentre({ 'GET coach': [200, coachDetail({ subscription_status: 'past_due' })] });
    const dialog = await screen.findByRole('dialog', { name: t.coachInactiveTitle });
    expect(callsTo(spy, 'GET', 'coach')).toHaveLength(2);
    expect(within(dialog).getByRole('link', { name: t.updateCard })).toBeInTheDocument();
    expect(callsTo(spy, 'GET', 'coach/users')).toHaveLength(0);
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(most()).toBe(1);
  });

  it('opens when the second answer is active', async () => {
    let calls = 0;
    renderCentre({ 'GET coach': () => [200, coachDetail({ subscription_status: calls++ === 0 ? 'incomplete' : 'active' })] });
    expect(await screen.findByRole('list', { name: c.clients })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: t.coachInactiveTitle })).not.toBeInTheDocument();
  });

  it('someone who was never invited as a coach goes to the client page', async () => {
    renderCentre({ 'GET coach': [404, { message: t.coachNotFound }] });
    expect(await screen.findByText('Client page')).toBeInTheDocument();
  });
});
