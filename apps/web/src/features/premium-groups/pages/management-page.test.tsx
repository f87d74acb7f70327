import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { groupsTexts, type MemberPremiumStatus } from '@holdfast/shared/groups';
import { premiumTexts as t, type ApplicantDetails } from '@holdfast/shared/premium-groups';
import { person } from '@/test/accountability';
import { groupDetail, member } from '@/test/groups';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { PremiumGroupManagementPage } from './management-page';

const bodyOf = (spy: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = spy.mock.calls.findLast(([url, init]) => String(url).split('?')[0]!.endsWith(path) && init?.method === method);
  return call ? JSON.parse(String(call[1]!.body ?? 'null')) : undefined;
};
const writes = (spy: ReturnType<typeof mockApi>) => spy.mock.calls.filter(([, init]) => ['POST', 'PATCH'].includes(init?.method ?? 'GET'));

const names = ['Ann Ames', 'Ben Bell', 'Cal Cole', 'Dan Dale', 'Eli East', 'Fay Ford'];
const applicant = (id: number, status: MemberPremiumStatus) =>
  member({
    id,
    user_id: id,
    user: person({ id, display_name: names[id - 51]!, initials: 'X' }),
    premium_group_status: status,
    premium_group_application_id: 100 + id,
  });
const owner = member({
  id: 50,
  user_id: 1,
  role_type: 'owner',
  role_label: 'Leader',
  is_me: true,
  user: person({ id: 1, display_name: 'Sam Rivers' }),
});
const premium = (members: ReturnType<typeof member>[], status: 'pending' | 'started' = 'pending') =>
  groupDetail({
    id: 7,
    name: 'Tuesday Premium',
    group_type: 'premium_groups',
    premium_group_status: status,
    total_seats: 6,
    members: [owner, ...members],
  });

const details = (memberId: number, overrides: Partial<ApplicantDetails> = {}): ApplicantDetails => ({
  group_id: 7,
  member_id: memberId,
  premium_group_status: 'in-review',
  status_label: 'In Review',
  pre_payment: null,
  reason_to_reject: null,
  payments: [],
  actions: { mark_review: false, accept: true, reject: true, resend_pre_payment: false, resend_subscription: false },
  application: {
    id: 151,
    status: 'leader-review-pending',
    status_label: 'In Leader Review',
    user_id: memberId,
    applicant: null,
    guest_email: null,
    is_verified: true,
    group_id: 7,
    group_name: 'Tuesday Premium',
    member_id: memberId,
    member_status: 'in-review',
    answers: {
      name: 'Ann Ames',
      gender: 'male',
      is_married: true,
      in_ministry: true,
      is_in_ministry_leader_group: false,
      timezone: 'America/Chicago',
      hope_to_gain: 'Lasting freedom',
      will_add_to_group: 'Encouragement',
      relationship_with_god: 'Close again',
      reason_not_attend_weekly: 'Night shifts in March',
      meeting_time: ['T-7:30-9:00PM(CST)'],
      other_day: 'Thursdays',
      confidentiality_agreement: true,
      daily_practice_commitment: true,
      able_to_use_zoom: true,
      questions_regarding_payment: 'Can I pay monthly?',
      phone_number: '555 0100',
      email: 'ann@example.org',
      age: 34,
    },
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
  },
  ...overrides,
});

function renderManagement(api: Parameters<typeof mockApi>[0]) {
  signIn();
  const spy = mockApi(api);
  const view = renderRoutes(
    [
      { path: '/leaders-portal/:groupId/premium-group-management', element: <PremiumGroupManagementPage /> },
      { path: '/leaders-portal/:groupId/member-progress', element: <p>Member progress page</p> },
      { path: '/leaders-portal', element: <p>Portal</p> },
    ],
    '/leaders-portal/7/premium-group-management',
  );
  return { spy, ...view };
}

describe('Premium Group Management', () => {
  it('lists applicants by status with the actions each status allows; start waits for 4 pre-paid', async () => {
    const user = userEvent.setup();
    renderManagement({
      'GET groups/7': [
        200,
        premium([applicant(51, 'applied'), applicant(52, 'in-review'), applicant(53, 'accepted'), applicant(54, 'pre-payment-completed')]),
      ],
    });
    expect(await screen.findByText(/pre-paid members needed to start/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t.premiumGroupManagement })).toBeInTheDocument();
    for (const heading of ['New (1)', 'In Review (1)', 'Accepted (1)', 'Completed (1)'])
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sam Rivers/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 4 pre-paid members needed to start')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.startPremiumGroup })).toBeDisabled();
    expect(screen.getByText(t.notEnoughPrePaid(4))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.completePremiumGroup })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Ann Ames/ }));
    const ann = await screen.findByRole('region', { name: /Ann Ames/ });
    expect(within(ann).getByRole('button', { name: t.startReview })).toBeInTheDocument();
    expect(within(ann).getByRole('button', { name: t.reject })).toBeInTheDocument();
    expect(within(ann).queryByRole('button', { name: t.accept })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Ben Bell/ }));
    const ben = await screen.findByRole('region', { name: /Ben Bell/ });
    expect(within(ben).getByRole('button', { name: t.accept })).toBeInTheDocument();
    expect(within(ben).queryByRole('button', { name: t.startReview })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Cal Cole/ }));
    const cal = await screen.findByRole('region', { name: /Cal Cole/ });
    expect(within(cal).getByText(`Pre-payment: ${t.prePaymentPending}`)).toBeInTheDocument();
    expect(within(cal).getByRole('button', { name: t.resendPrePayment })).toBeInTheDocument();
    expect(within(cal).queryByRole('button', { name: t.reject })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Dan Dale/ }));
    const dan = await screen.findByRole('region', { name: /Dan Dale/ });
    expect(within(dan).getByText(`Pre-payment: ${t.prePaymentCompleted}`)).toBeInTheDocument();
    expect(within(dan).queryByRole('button', { name: t.reject })).not.toBeInTheDocument();
    expect(within(dan).queryByRole('button', { name: t.resendSubscription })).not.toBeInTheDocument();
  });

  it('Start Review, Accept after the confirmation, and the API toasts', async () => {
    const user = userEvent.setup();
    const { spy } = renderManagement({
      'GET groups/7': [200, premium([applicant(51, 'applied'), applicant(52, 'in-review')])],
      'PATCH groups/7/members/51/application/mark-review': [200, { message: t.markedForReview, item: details(51) }],
      'PATCH groups/7/members/52/application/accept': [200, { message: t.accepted, item: details(52) }],
    });
    await user.click(await screen.findByRole('button', { name: /Ann Ames/ }));
    await user.click(within(await screen.findByRole('region', { name: /Ann Ames/ })).getByRole('button', { name: t.startReview }));
    expect(await screen.findByText(t.markedForReview)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Ben Bell/ }));
    await user.click(within(await screen.findByRole('region', { name: /Ben Bell/ })).getByRole('button', { name: t.accept }));
    const dialog = await screen.findByRole('dialog', { name: `${t.accept}: Ben Bell` });
    expect(within(dialog).getByText(t.confirmAccept)).toBeInTheDocument();
    expect(writes(spy).filter(([url]) => String(url).includes('/accept'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: t.accept }));
    expect(await screen.findByText(t.accepted)).toBeInTheDocument();
    expect(writes(spy).filter(([url]) => String(url).includes('/accept'))).toHaveLength(1);
  });

  it('Reject needs a reason: "Reason is required to reject", then sends it', async () => {
    const user = userEvent.setup();
    const { spy } = renderManagement({
      'GET groups/7': [200, premium([applicant(51, 'applied')])],
      'PATCH groups/7/members/51/application/mark-rejected': [
        200,
        { message: t.rejected, item: details(51, { premium_group_status: 'rejected' }) },
      ],
    });
    await user.click(await screen.findByRole('button', { name: /Ann Ames/ }));
    await user.click(within(await screen.findByRole('region', { name: /Ann Ames/ })).getByRole('button', { name: t.reject }));
    const dialog = await screen.findByRole('dialog', { name: `${t.reject}: Ann Ames` });
    await user.click(within(dialog).getByRole('button', { name: t.reject }));
    expect(await within(dialog).findByText(t.reasonRequired)).toBeInTheDocument();
    expect(writes(spy)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason to reject/ }), 'Needs a men’s group nearer his time zone');
    await user.click(within(dialog).getByRole('button', { name: t.reject }));
    expect(await screen.findByText(t.rejected)).toBeInTheDocument();
    expect(bodyOf(spy, 'PATCH', 'mark-rejected')).toEqual({ reason_to_reject: 'Needs a men’s group nearer his time zone' });
  });

  it('a refused action shows the failure text of spec 8', async () => {
    const user = userEvent.setup();
    renderManagement({
      'GET groups/7': [200, premium([applicant(53, 'accepted')])],
      'POST groups/7/members/53/application/resend-pre-payment': [500, { message: 'boom' }],
    });
    await user.click(await screen.findByRole('button', { name: /Cal Cole/ }));
    await user.click(within(await screen.findByRole('region', { name: /Cal Cole/ })).getByRole('button', { name: t.resendPrePayment }));
    expect(await screen.findByText(t.prePaymentMailFailure)).toBeInTheDocument();
  });

  it('the applicant details modal shows every answer', async () => {
    const user = userEvent.setup();
    renderManagement({
      'GET groups/7': [200, premium([applicant(51, 'in-review')])],
      'GET groups/7/members/51/application': [200, details(51)],
    });
    await user.click(await screen.findByRole('button', { name: /Ann Ames/ }));
    await user.click(within(await screen.findByRole('region', { name: /Ann Ames/ })).getByRole('button', { name: t.applicantDetails }));
    const dialog = await screen.findByRole('dialog', { name: t.applicantDetails });
    for (const text of [
      'Lasting freedom',
      'Encouragement',
      'Close again',
      'Night shifts in March',
      'T-7:30-9:00PM(CST)',
      'Thursdays',
      'Can I pay monthly?',
      '555 0100',
      'ann@example.org',
      '34',
      'America/Chicago',
    ])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
  });

  it('the details modal says "Something went wrong" when it cannot load', async () => {
    const user = userEvent.setup();
    renderManagement({
      'GET groups/7': [200, premium([applicant(51, 'in-review')])],
      'GET groups/7/members/51/application': [500, { message: 'boom' }],
    });
    await user.click(await screen.findByRole('button', { name: /Ann Ames/ }));
    await user.click(within(await screen.findByRole('region', { name: /Ann Ames/ })).getByRole('button', { name: t.applicantDetails }));
    expect(await within(await screen.findByRole('dialog')).findByText(t.applicantDetailsFailure)).toBeInTheDocument();
  });

  it('with 4 pre-paid the group starts after the confirmation and the leader goes to member progress', async () => {
    const user = userEvent.setup();
    const { spy, router } = renderManagement({
      'GET groups/7': [
        200,
        premium([
          applicant(51, 'pre-payment-completed'),
          applicant(52, 'pre-payment-completed'),
          applicant(53, 'pre-payment-completed'),
          applicant(54, 'pre-payment-completed'),
          applicant(55, 'accepted'),
        ]),
      ],
      'PATCH premium-groups/start': [200, { message: t.started, group_id: 7, premium_group_status: 'started', removed_member_ids: [55] }],
    });
    const start = await screen.findByRole('button', { name: t.startPremiumGroup });
    expect(start).toBeEnabled();
    await user.click(start);
    const dialog = await screen.findByRole('dialog', { name: t.startPremiumGroup });
    expect(within(dialog).getByText(t.confirmStart)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.startPremiumGroup }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaders-portal/7/member-progress'));
    expect(bodyOf(spy, 'PATCH', 'premium-groups/start')).toEqual({ group_id: 7 });
    expect(await screen.findByText(t.started)).toBeInTheDocument();
  });

  it('a started group: resend the subscription link, then complete the group', async () => {
    const user = userEvent.setup();
    const { spy } = renderManagement({
      'GET groups/7': [200, premium([applicant(51, 'pre-payment-completed'), applicant(52, 'subscription-created')], 'started')],
      'POST groups/7/members/51/application/resend-subscription': [200, { message: t.subscriptionLinkSent }],
      'PATCH premium-groups/mark-completed': [
        200,
        { message: t.completed, group_id: 7, premium_group_status: 'completed', removed_member_ids: [] },
      ],
    });
    expect(await screen.findByText(/pre-paid members needed to start/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t.premiumGroupManagement })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.startPremiumGroup })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Ann Ames/ }));
    await user.click(within(await screen.findByRole('region', { name: /Ann Ames/ })).getByRole('button', { name: t.resendSubscription }));
    expect(await screen.findByText(t.subscriptionLinkSent)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Ben Bell/ }));
    expect(
      within(await screen.findByRole('region', { name: /Ben Bell/ })).queryByRole('button', { name: t.resendSubscription }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.completePremiumGroup }));
    const dialog = await screen.findByRole('dialog', { name: t.completePremiumGroup });
    await user.click(within(dialog).getByRole('button', { name: t.completePremiumGroup }));
    expect(await screen.findByText(t.completed)).toBeInTheDocument();
    expect(bodyOf(spy, 'PATCH', 'premium-groups/mark-completed')).toEqual({ group_id: 7 });
  });

  it("before the start 'Add Member' invites a co-leader (the only role offered) and refreshes the group", async () => {
    const user = userEvent.setup();
    const { spy } = renderManagement({
      'GET groups/7': [200, premium([applicant(51, 'applied')])],
      'POST groups/7/members': [201, { message: groupsTexts.invitationToGroupSent, item: {} }],
    });
    await user.click(await screen.findByRole('button', { name: groupsTexts.addMember }));
    const dialog = await screen.findByRole('dialog', { name: groupsTexts.addMember });
    expect(within(dialog).queryByRole('radio', { name: 'Member' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Co-leader' })).toBeChecked();
    const groupReads = () =>
      spy.mock.calls.filter(([url, init]) => String(url).endsWith('groups/7') && (init?.method ?? 'GET') === 'GET').length;
    const before = groupReads();
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'co@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(groupsTexts.invitationToGroupSent)).toBeInTheDocument();
    expect(bodyOf(spy, 'POST', 'groups/7/members')).toEqual({ email: 'co@example.org', role: 'group-leader' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: groupsTexts.addMember })).not.toBeInTheDocument());
    await waitFor(() => expect(groupReads()).toBeGreaterThan(before));
  });

  it("a refused invitation says the API's words and keeps the modal open", async () => {
    const user = userEvent.setup();
    renderManagement({
      'GET groups/7': [200, premium([])],
      'POST groups/7/members': [409, { message: t.groupClosed }],
    });
    await user.click(await screen.findByRole('button', { name: groupsTexts.addMember }));
    const dialog = await screen.findByRole('dialog', { name: groupsTexts.addMember });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'co@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(t.groupClosed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: groupsTexts.addMember })).toBeInTheDocument();
  });

  it("a started group invites no one: no 'Add Member'", async () => {
    renderManagement({ 'GET groups/7': [200, premium([applicant(51, 'pre-payment-completed')], 'started')] });
    expect(await screen.findByRole('button', { name: t.completePremiumGroup })).toBeEnabled();
    expect(screen.queryByRole('button', { name: groupsTexts.addMember })).not.toBeInTheDocument();
  });

  it('no applicants yet: an empty state; a standard group goes to member progress', async () => {
    renderManagement({ 'GET groups/7': [200, premium([])] });
    expect(await screen.findByText(/No applicants yet/)).toBeInTheDocument();
  });

  it('a standard group is sent to member progress', async () => {
    const { router } = renderManagement({ 'GET groups/7': [200, groupDetail({ id: 7 })] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaders-portal/7/member-progress'));
  });
});
