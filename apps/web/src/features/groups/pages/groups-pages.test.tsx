import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { groupsTexts as t } from '@holdfast/shared/groups';
import { premiumTexts } from '@holdfast/shared/premium-groups';
import { person } from '@/test/accountability';
import { groupDetail, member, memberProgress, NO_ACTIONS } from '@/test/groups';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { GroupInfoPage } from './group-info-page';
import { MemberProgressPage } from './member-progress-page';
import { SmallGroupsPage } from './small-groups-page';

const bodyOf = (spy: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = spy.mock.calls.find(([url, init]) => String(url).split('?')[0]!.endsWith(path) && init?.method === method);
  return call ? JSON.parse(String(call[1]!.body ?? 'null')) : undefined;
};

const me = member({
  id: 30,
  user_id: 1,
  user: person({ id: 1, display_name: 'Sam Rivers', initials: 'SR' }),
  role_type: 'owner',
  role_label: 'Leader',
  is_me: true,
  is_sharing_data: false,
  actions: { ...NO_ACTIONS, leave: true, toggle_sharing: true },
});
const jo = member({ id: 31, actions: { ...NO_ACTIONS, promote: true, remove: true, send_reminder: true, view_notes: true } });
const coLeader = member({
  id: 32,
  user_id: 3,
  user: person({ id: 3, display_name: 'Ana Cruz', initials: 'AC' }),
  role_type: 'group-leader',
  role_label: 'Co-leader',
  actions: { ...NO_ACTIONS, demote: true, remove: true, view_notes: true },
});
const invited = member({
  id: 33,
  user_id: null,
  user: person({ id: null, display_name: 'new@example.org', initials: 'N', email: 'new@example.org' }),
  request_status: 'pending',
  is_sharing_data: false,
  accepted_at: null,
  actions: { ...NO_ACTIONS, remove: true, resend_invitation: true, view_notes: true },
});

function renderProgress(api: Parameters<typeof mockApi>[0]) {
  signIn();
  const spy = mockApi({ 'GET groups/7/progress': [200, { group_id: 7, items: [memberProgress()] }], ...api });
  renderRoutes(
    [
      { path: '/leaders-portal/:groupId/member-progress', element: <MemberProgressPage /> },
      { path: '/leaders-portal', element: <p>Portal</p> },
    ],
    '/leaders-portal/7/member-progress',
  );
  return spy;
}

describe('Member Progress', () => {
  it('offers on each card exactly the actions the server allows on that row', async () => {
    const user = userEvent.setup();
    renderProgress({ 'GET groups/7': [200, groupDetail({ members: [me, jo, coLeader, invited] })] });
    const cards = await screen.findAllByRole('button', { name: /Sam Rivers|Jo Banks|Ana Cruz|new@example.org/ });
    expect(cards).toHaveLength(4);
    expect(screen.getByRole('link', { name: t.groupProgress })).toHaveAttribute('href', '/leaders-portal/7/member-progress/group-progress');

    await user.click(screen.getByRole('button', { name: /Jo Banks/ }));
    const joPanel = await screen.findByRole('region', { name: /Jo Banks/ });
    for (const label of [t.promote, t.removeMember, t.sendReminder, t.notes])
      expect(within(joPanel).getByRole('button', { name: label })).toBeInTheDocument();
    for (const label of [t.demote, t.resendInvitation, t.leaveGroup])
      expect(within(joPanel).queryByRole('button', { name: label })).not.toBeInTheDocument();
    expect(within(joPanel).getByText('3 days')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Ana Cruz/ }));
    const anaPanel = await screen.findByRole('region', { name: /Ana Cruz/ });
    expect(within(anaPanel).getByRole('button', { name: t.demote })).toBeInTheDocument();
    expect(within(anaPanel).queryByRole('button', { name: t.promote })).not.toBeInTheDocument();
    expect(within(anaPanel).queryByRole('button', { name: t.sendReminder })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /new@example.org/ }));
    const invitedPanel = await screen.findByRole('region', { name: /new@example.org/ });
    expect(within(invitedPanel).getByRole('button', { name: t.resendInvitation })).toBeInTheDocument();
    expect(within(invitedPanel).queryByRole('button', { name: t.sendReminder })).not.toBeInTheDocument();

    // The owner's own row: no promote, demote or remove; leave and the sharing switch.
    await user.click(screen.getByRole('button', { name: /Sam Rivers/ }));
    const mine = await screen.findByRole('region', { name: /Sam Rivers/ });
    for (const label of [t.promote, t.demote, t.removeMember])
      expect(within(mine).queryByRole('button', { name: label })).not.toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: t.leaveGroup })).toBeInTheDocument();
    expect(within(mine).getByRole('switch', { name: t.shareData })).not.toBeChecked();
  });

  it('a started or completed premium group invites no one (the API answers 409): no Add Member', async () => {
    for (const status of ['started', 'completed'] as const) {
      renderProgress({ 'GET groups/7': [200, groupDetail({ group_type: 'premium_groups', premium_group_status: status, members: [me] })] });
      expect(await screen.findByRole('link', { name: t.groupCrashReport })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: t.addMember })).not.toBeInTheDocument();
      cleanup();
    }
  });

  it("'Complete Premium Group' (spec 2.4): a started premium group completes after the confirmation; hidden once completed and on a standard group", async () => {
    const user = userEvent.setup();
    const spy = renderProgress({
      'GET groups/7': [200, groupDetail({ group_type: 'premium_groups', premium_group_status: 'started', members: [me] })],
      'PATCH premium-groups/mark-completed': [
        200,
        { message: premiumTexts.completed, group_id: 7, premium_group_status: 'completed', removed_member_ids: [] },
      ],
    });
    await user.click(await screen.findByRole('button', { name: premiumTexts.completePremiumGroup }));
    const dialog = await screen.findByRole('dialog', { name: premiumTexts.completePremiumGroup });
    expect(within(dialog).getByText(premiumTexts.confirmComplete)).toBeInTheDocument();
    expect(bodyOf(spy, 'PATCH', 'premium-groups/mark-completed')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: premiumTexts.completePremiumGroup }));
    expect(await screen.findByText(premiumTexts.completed)).toBeInTheDocument();
    expect(bodyOf(spy, 'PATCH', 'premium-groups/mark-completed')).toEqual({ group_id: 7 });
    cleanup();

    for (const detail of [
      groupDetail({ group_type: 'premium_groups', premium_group_status: 'completed', members: [me] }),
      groupDetail({ members: [me] }),
    ]) {
      renderProgress({ 'GET groups/7': [200, detail] });
      expect(await screen.findByRole('link', { name: t.groupCrashReport })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: premiumTexts.completePremiumGroup })).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('a standard group offers Add Member with both roles', async () => {
    const user = userEvent.setup();
    renderProgress({ 'GET groups/7': [200, groupDetail({ members: [me] })] });
    await user.click(await screen.findByRole('button', { name: t.addMember }));
    const dialog = await screen.findByRole('dialog', { name: t.addMember });
    expect(within(dialog).getByRole('radio', { name: 'Member' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Co-leader' })).not.toBeChecked();
    expect(within(dialog).queryByText(premiumTexts.membersJoinByApplication)).not.toBeInTheDocument();
  });

  it('promotes only after the confirmation, and says so', async () => {
    const user = userEvent.setup();
    const spy = renderProgress({
      'GET groups/7': [200, groupDetail({ members: [me, jo] })],
      'PUT groups/7/members/31': [200, { message: t.roleUpdated, item: { ...jo, role_type: 'group-leader' } }],
    });
    await user.click(await screen.findByRole('button', { name: /Jo Banks/ }));
    await user.click(within(await screen.findByRole('region', { name: /Jo Banks/ })).getByRole('button', { name: t.promote }));
    const dialog = await screen.findByRole('dialog', { name: 'Promote member' });
    expect(bodyOf(spy, 'PUT', 'groups/7/members/31')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText(t.roleUpdated)).toBeInTheDocument();
    expect(bodyOf(spy, 'PUT', 'groups/7/members/31')).toEqual({ role_type: 'group-leader' });
  });

  it("the last admin's leave is refused with the spec's words", async () => {
    const user = userEvent.setup();
    renderProgress({
      'GET groups/7': [200, groupDetail({ members: [me, jo] })],
      'DELETE members/leave-group': [409, { message: t.lastAdmin, code: 'LAST_ADMIN' }],
    });
    await user.click(await screen.findByRole('button', { name: /Sam Rivers/ }));
    await user.click(within(await screen.findByRole('region', { name: /Sam Rivers/ })).getByRole('button', { name: t.leaveGroup }));
    await user.click(within(await screen.findByRole('dialog', { name: t.leaveGroup })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText(t.lastAdmin)).toBeInTheDocument();
    expect(screen.queryByText('Portal')).not.toBeInTheDocument();
  });

  it('a member who does not lead the group is told so', async () => {
    renderProgress({ 'GET groups/7': [200, groupDetail({ is_admin: false, members: [jo] })] });
    expect(await screen.findByText(t.onlyAdmins)).toBeInTheDocument();
  });
});

describe('Group info', () => {
  it("hides others' pending and rejected invitations; my pending row shows the chip", async () => {
    signIn();
    const mePending = member({
      id: 40,
      user_id: 1,
      user: person({ id: 1, display_name: 'Sam Rivers' }),
      is_me: true,
      request_status: 'pending',
      is_sharing_data: false,
      actions: { ...NO_ACTIONS, leave: true },
    });
    const rejected = member({ id: 41, user_id: 5, user: person({ id: 5, display_name: 'Rae Lin' }), request_status: 'rejected' });
    mockApi({ 'GET groups/7': [200, groupDetail({ is_admin: false, members: [jo, mePending, rejected, invited] })] });
    renderRoutes([{ path: '/small-groups/:groupId/info', element: <GroupInfoPage /> }], '/small-groups/7/info');
    const list = await screen.findByRole('list', { name: 'Members' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Jo Banks'), expect.stringContaining('Sam Rivers (you)')]);
    expect(within(rows[1]!).getByText(t.pendingChip)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.groupChat })).toHaveAttribute('href', '/messages/groups/7');
    // Members' crash reports are for the group's leaders.
    expect(screen.queryByRole('link', { name: t.groupCrashReports })).not.toBeInTheDocument();
  });
});

describe("Group info: my own 'Resend Subscription' (spec 2.3, 6)", () => {
  const premiumMe = (status: 'pre-payment-completed' | 'subscription-created') =>
    member({
      id: 40,
      user_id: 1,
      user: person({ id: 1, display_name: 'Sam Rivers' }),
      role_type: 'member',
      is_me: true,
      premium_group_status: status,
      actions: { ...NO_ACTIONS, leave: true },
    });
  const premiumGroup = (status: 'pre-payment-completed' | 'subscription-created') =>
    groupDetail({
      is_admin: false,
      group_type: 'premium_groups',
      premium_group_status: 'started',
      members: [jo, premiumMe(status)],
      my_membership: {
        id: 40,
        role_type: 'member',
        request_status: 'accepted',
        is_sharing_data: true,
        premium_group_status: status,
        premium_group_application_id: 140,
      },
    });
  const open = () => {
    signIn();
    renderRoutes([{ path: '/small-groups/:groupId/info', element: <GroupInfoPage /> }], '/small-groups/7/info');
  };

  it('a pre-paid member of a started group resends their own link from their row menu', async () => {
    const user = userEvent.setup();
    const spy = mockApi({
      'GET groups/7': [200, premiumGroup('pre-payment-completed')],
      'POST groups/7/members/40/application/resend-subscription': [200, { message: premiumTexts.subscriptionLinkSent }],
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Your membership options' }));
    await user.click(await screen.findByRole('menuitem', { name: premiumTexts.resendSubscription }));
    expect(await screen.findByText(premiumTexts.subscriptionLinkSent)).toBeInTheDocument();
    expect(bodyOf(spy, 'POST', 'groups/7/members/40/application/resend-subscription')).toEqual({});
  });

  it('not offered once subscribed (only Leave group)', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET groups/7': [200, premiumGroup('subscription-created')] });
    open();
    await user.click(await screen.findByRole('button', { name: 'Your membership options' }));
    expect(await screen.findByRole('menuitem', { name: t.leaveGroup })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: premiumTexts.resendSubscription })).not.toBeInTheDocument();
  });
});

describe('Small Groups', () => {
  it('sorts my groups into their sections and accepts an invitation after confirming', async () => {
    signIn();
    const user = userEvent.setup();
    const page = (items: unknown[]) =>
      [200, { items, page: 1, perPage: 20, totalPages: 1, totalItems: items.length, offset: 0 }] as [number, unknown];
    const membership = (id: number, status: 'accepted' | 'pending' | 'rejected') => ({
      id,
      role_type: 'member' as const,
      request_status: status,
      is_sharing_data: false,
      premium_group_status: null,
      premium_group_application_id: null,
    });
    const mine = groupDetail({ id: 1, name: 'Tuesday Men', is_admin: false, my_membership: membership(11, 'accepted') });
    const waiting = groupDetail({ id: 2, name: 'Morning Group', is_admin: false, my_membership: membership(12, 'pending') });
    const spy = mockApi({
      'GET groups': (_init, url) => {
        const status = url.searchParams.get('request_status');
        return page(status === 'accepted' ? [mine] : status === 'pending' ? [waiting] : []);
      },
      'GET leader': [200, { is_leader: false, leads_groups: false, groups: [] }],
      'PATCH members/12/request-status': [
        200,
        { message: t.statusUpdated, item: { ...waiting, my_membership: membership(12, 'accepted') } },
      ],
    });
    renderRoutes([{ path: '/small-groups', element: <SmallGroupsPage /> }], '/small-groups');
    const yours = await screen.findByRole('list', { name: t.yourGroups });
    expect(within(yours).getByRole('link', { name: /Tuesday Men/ })).toHaveAttribute('href', '/small-groups/1/info');
    const pending = await screen.findByRole('list', { name: t.pendingRequests });
    await user.click(within(pending).getByRole('button', { name: 'Accept the invitation to Morning Group' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Accept invitation' })).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(t.statusUpdated)).toBeInTheDocument();
    expect(bodyOf(spy, 'PATCH', 'members/12/request-status')).toEqual({ request_status: 'accepted' });
    await waitFor(() => expect(screen.getByText('No rejected invitations.')).toBeInTheDocument());
  });
  it("'Applied Premium Groups' shows each application's pipeline label; an accepted one links to its pre-payment", async () => {
    signIn();
    const page = (items: unknown[]) =>
      [200, { items, page: 1, perPage: 20, totalPages: 1, totalItems: items.length, offset: 0 }] as [number, unknown];
    const applied = (id: number, status: 'applied' | 'accepted') => ({
      id,
      role_type: 'member' as const,
      request_status: 'pending' as const,
      is_sharing_data: false,
      premium_group_status: status,
      premium_group_application_id: 100 + id,
    });
    const newOne = groupDetail({
      id: 3,
      name: 'Premium Monday',
      group_type: 'premium_groups',
      is_admin: false,
      my_membership: applied(41, 'applied'),
    });
    const acceptedOne = groupDetail({
      id: 4,
      name: 'Premium Tuesday',
      group_type: 'premium_groups',
      is_admin: false,
      my_membership: applied(42, 'accepted'),
    });
    mockApi({
      'GET groups': (_init, url) => page(url.searchParams.get('request_status') === 'pending' ? [newOne, acceptedOne] : []),
      'GET leader': [200, { is_leader: false, leads_groups: false, groups: [] }],
    });
    renderRoutes([{ path: '/small-groups', element: <SmallGroupsPage /> }], '/small-groups');
    const list = await screen.findByRole('list', { name: t.appliedPremiumGroups });
    const monday = within(list).getByText('Premium Monday').closest('li')!;
    expect(within(monday).getByText('Application: New')).toBeInTheDocument();
    expect(within(monday).queryByRole('link')).not.toBeInTheDocument();
    const tuesday = within(list).getByText('Premium Tuesday').closest('li')!;
    expect(within(tuesday).getByText('Application: Accepted')).toBeInTheDocument();
    expect(within(tuesday).getByRole('link', { name: 'Pay pre-payment for Premium Tuesday' })).toHaveAttribute(
      'href',
      '/premium-groups/payment/42',
    );
    // Applications are not invitations: neither is listed under 'Pending Requests'.
    expect(screen.getByText('No invitation is waiting for you.')).toBeInTheDocument();
  });
});
