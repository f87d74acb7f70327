import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountabilityTexts as t } from '@holdfast/shared/accountability';
import { anonymousAuthorTexts } from '@holdfast/shared/community';
import { validationMessages as m } from '@holdfast/shared/validation';
import { person, relationship } from '@/test/accountability';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { AccountabilityLayout } from './accountability-layout';
import { PartnersTab } from './partners-tab';
import { RequestsTab } from './requests-tab';

const EMPTY_LIST = { mutual: [], my_accountable: [], accountable_for: [] };

function renderArea(path: string, api: Parameters<typeof mockApi>[0]) {
  signIn();
  const fetchSpy = mockApi({ 'GET sos': [200, { mine: null, received: [] }], ...api });
  const utils = renderRoutes(
    [
      {
        path: '/accountability',
        element: <AccountabilityLayout />,
        children: [
          { path: 'partners', element: <PartnersTab /> },
          { path: 'requests', element: <RequestsTab /> },
        ],
      },
    ],
    path,
  );
  return { ...utils, fetchSpy };
}

const bodyOf = (spy: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = spy.mock.calls.find(([url, init]) => String(url).endsWith(path) && init?.method === method);
  return call ? JSON.parse(String(call[1]!.body ?? 'null')) : undefined;
};

describe('Requests', () => {
  it("says 'No request pending' when there is none", async () => {
    renderArea('/accountability/requests', { 'GET accountability-partners/requests': [200, { items: [], action_required: 0 }] });
    expect(await screen.findByText(t.noRequestPending)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Requests' })).toHaveAttribute('aria-current', 'page');
  });

  it('counts pending requests on the tab and marks the ones to answer', async () => {
    const mine = relationship({
      id: 21,
      request_status: 'pending',
      is_requester: true,
      partner: person({ id: null, display_name: 'new@example.com', initials: 'N' }),
      accepted_at: null,
    });
    const theirs = relationship({
      id: 22,
      request_status: 'pending',
      is_requester: false,
      request_type: 'standard',
      relationship: 'my_accountable',
      partner: person({ id: 3, display_name: 'Ana Cruz' }),
      accepted_at: null,
    });
    renderArea('/accountability/requests', {
      'GET accountability-partners/requests': [200, { items: [mine, theirs], action_required: 1 }],
    });
    expect(await screen.findByRole('link', { name: 'Requests 2 pending' })).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Pending requests' })).getAllByRole('listitem');
    expect(within(rows[0]!).queryByText(t.actionRequired)).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText(t.actionRequired)).toBeInTheDocument();
  });

  it('the requester gets Resend Email and Delete, never Approve', async () => {
    const user = userEvent.setup();
    const mine = relationship({ id: 21, request_status: 'pending', is_requester: true, message: 'Walk with me?', accepted_at: null });
    const { fetchSpy } = renderArea('/accountability/requests', {
      'GET accountability-partners/requests': [200, { items: [mine], action_required: 0 }],
      'POST accountability-partners/21/resend-invitation': [200, { message: t.invitationResent }],
    });
    await user.click(await screen.findByRole('button', { name: /Jo Banks/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Walk with me?')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: t.approve })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: t.delete })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.resendEmail }));
    expect(await screen.findByText(t.invitationResent)).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/v1.2/accountability-partners/21/resend-invitation',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('the other party approves; the list is read again', async () => {
    const user = userEvent.setup();
    const theirs = relationship({ id: 22, request_status: 'pending', is_requester: false, accepted_at: null });
    let answered = false;
    const { fetchSpy } = renderArea('/accountability/requests', {
      'GET accountability-partners/requests': () => [200, { items: answered ? [] : [theirs], action_required: answered ? 0 : 1 }],
      'PATCH accountability-partners/22/update-status': () => {
        answered = true;
        return [200, { message: 'ok', item: { ...theirs, request_status: 'accepted' } }];
      },
    });
    await user.click(await screen.findByRole('button', { name: /Jo Banks/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: t.resendEmail })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.approve }));
    expect(await screen.findByText(t.accepted)).toBeInTheDocument();
    expect(bodyOf(fetchSpy, 'PATCH', 'accountability-partners/22/update-status')).toEqual({ status: 'accepted' });
    expect(await screen.findByText(t.noRequestPending)).toBeInTheDocument();
  });
});

describe('a request made through my anonymous post', () => {
  it('says that accepting shows my name; the requester sees only Anonymous member', async () => {
    const user = userEvent.setup();
    const theirs = relationship({
      id: 23,
      request_status: 'pending',
      is_requester: false,
      accepted_at: null,
      through_anonymous_post: true,
    });
    const mine = relationship({
      id: 24,
      request_status: 'pending',
      is_requester: true,
      accepted_at: null,
      through_anonymous_post: true,
      partner_id: null,
      partner: person({ id: null, username: null, display_name: 'Anonymous member', initials: '' }),
    });
    const { fetchSpy } = renderArea('/accountability/requests', {
      'GET accountability-partners/requests': [200, { items: [theirs, mine], action_required: 1 }],
      'PATCH accountability-partners/23/update-status': [200, { message: 'ok', item: { ...theirs, request_status: 'accepted' } }],
    });
    expect(await screen.findByText('Anonymous member')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Jo Banks/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(anonymousAuthorTexts.acceptReveals('Jo Banks'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: anonymousAuthorTexts.acceptAnyway }));
    await waitFor(() => expect(bodyOf(fetchSpy, 'PATCH', 'accountability-partners/23/update-status')).toEqual({ status: 'accepted' }));
  });
});

describe('Partners', () => {
  it('groups partners as mutual, I hold accountable, I am accountable to, with what each shares', async () => {
    renderArea('/accountability/partners', {
      'GET accountability-partners/requests': [200, { items: [], action_required: 0 }],
      'GET accountability-partners': [
        200,
        {
          mutual: [relationship()],
          my_accountable: [
            relationship({
              id: 12,
              relationship: 'my_accountable',
              request_type: 'standard',
              i_share: null,
              partner: person({ id: 3, display_name: 'Ana Cruz' }),
              shares_with_me: { check_ins: true, crash_reports: false, faster: false, streaks: true },
            }),
          ],
          accountable_for: [
            relationship({
              id: 13,
              relationship: 'accountable_for',
              request_type: 'standard',
              shares_with_me: null,
              partner: person({ id: 4, display_name: 'Lee Park' }),
            }),
          ],
        },
      ],
    });
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings).toEqual([t.groupMutual, t.groupMyAccountable, t.groupAccountableFor]);
    expect(screen.getByText('Shares with you: Check-ins, Streaks')).toBeInTheDocument();
    // Lee sees my data and shares none: the sharing screen is offered for Lee, not for Ana.
    expect(screen.getByRole('link', { name: 'Sharing with Lee Park' })).toHaveAttribute('href', '/accountability/partners/13/sharing');
    expect(screen.queryByRole('link', { name: 'Sharing with Ana Cruz' })).not.toBeInTheDocument();
  });

  it('asks before removing, then removes', async () => {
    const user = userEvent.setup();
    let removed = false;
    const { fetchSpy } = renderArea('/accountability/partners', {
      'GET accountability-partners/requests': [200, { items: [], action_required: 0 }],
      'GET accountability-partners': () => [200, removed ? EMPTY_LIST : { ...EMPTY_LIST, mutual: [relationship()] }],
      'DELETE accountability-partners/11': () => {
        removed = true;
        return [200, { message: t.removed }];
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Jo Banks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Jo Banks?' });
    expect(within(dialog).getByText(t.removeConfirm)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/v1.2/accountability-partners/11', expect.objectContaining({ method: 'DELETE' }));
    await user.click(within(dialog).getByRole('button', { name: t.remove }));
    expect(await screen.findByText(t.removed)).toBeInTheDocument();
    expect(await screen.findByText(t.noPartners)).toBeInTheDocument();
  });

  it('the Monday digest can be turned off', async () => {
    const user = userEvent.setup();
    const { fetchSpy } = renderArea('/accountability/partners', {
      'GET accountability-partners/requests': [200, { items: [], action_required: 0 }],
      'GET accountability-partners': [
        200,
        { ...EMPTY_LIST, my_accountable: [relationship({ relationship: 'my_accountable', i_share: null })] },
      ],
      'GET accountability-partners/digest': [200, { enabled: true }],
      'PUT accountability-partners/digest': [200, { enabled: false }],
    });
    const digest = await screen.findByRole('switch', { name: t.digestLabel });
    expect(digest).toBeChecked();
    await user.click(digest);
    expect(await screen.findByText(t.digestOff)).toBeInTheDocument();
    expect(bodyOf(fetchSpy, 'PUT', 'accountability-partners/digest')).toEqual({ enabled: false });
    await waitFor(() => expect(screen.getByRole('switch', { name: t.digestLabel })).not.toBeChecked());
  });

  it('shows the spec text when partners cannot be loaded', async () => {
    renderArea('/accountability/partners', {
      'GET accountability-partners/requests': [200, { items: [], action_required: 0 }],
      'GET accountability-partners': [500, { message: 'boom' }],
    });
    expect(await screen.findByText(t.fetchFailure)).toBeInTheDocument();
  });
});

describe('the request modal', () => {
  async function openModal(api: Parameters<typeof mockApi>[0] = {}) {
    const user = userEvent.setup();
    const utils = renderArea('/accountability/requests', {
      'GET accountability-partners/requests': [200, { items: [], action_required: 0 }],
      ...api,
    });
    await user.click(await screen.findByRole('button', { name: t.addPartner }));
    const dialog = await screen.findByRole('dialog', { name: t.requestModalTitle });
    return { user, dialog, ...utils };
  }

  it('shows every spec 2 section 5 message on one submit, and sends nothing', async () => {
    const { user, dialog, fetchSpy } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findAllByText(m.required)).toHaveLength(2);
    await user.type(within(dialog).getByRole('textbox', { name: t.partnerEmailLabel }), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText(m.email)).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends request_type, partner_email and the optional message, and toasts the spec text', async () => {
    let answered = false;
    const { user, dialog, fetchSpy, router } = await openModal({
      'POST accountability-partners': () => {
        answered = true;
        return [201, { message: t.requestSent, item: relationship({ request_status: 'pending' }) }];
      },
    });
    await user.click(within(dialog).getByRole('radio', { name: t.requestTypeStandard }));
    await user.type(within(dialog).getByRole('textbox', { name: t.partnerEmailLabel }), 'Friend@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(t.requestSent)).toBeInTheDocument();
    expect(answered).toBe(true);
    expect(bodyOf(fetchSpy, 'POST', 'accountability-partners')).toMatchObject({
      action_type: 'email',
      request_type: 'standard',
      partner_email: 'Friend@Example.com',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/accountability/requests');
  });

  it("says the API's refusal in its own words", async () => {
    const { user, dialog } = await openModal({ 'POST accountability-partners': [409, { message: t.alreadyPending }] });
    await user.click(within(dialog).getByRole('radio', { name: t.requestTypeMutual }));
    await user.type(within(dialog).getByRole('textbox', { name: t.partnerEmailLabel }), 'friend@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(t.alreadyPending)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: t.requestModalTitle })).toBeInTheDocument();
  });

  it('lists 422 answers in the error card', async () => {
    const { user, dialog } = await openModal({
      'POST accountability-partners': [422, { message: 'Invalid', errors: { partner_email: [m.email] } }],
    });
    await user.click(within(dialog).getByRole('radio', { name: t.requestTypeMutual }));
    await user.type(within(dialog).getByRole('textbox', { name: t.partnerEmailLabel }), 'friend@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByTestId('error-card')).toHaveTextContent(m.email);
  });
});
