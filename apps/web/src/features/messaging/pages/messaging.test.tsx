import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anonymousAuthorTexts } from '@holdfast/shared/community';
import {
  messagingRequestTexts as rt,
  messagingTexts as t,
  type Message,
  type MessagingRequest,
  type UnreadItem,
} from '@holdfast/shared/messaging';
import { person, relationship } from '@/test/accountability';
import { groupDetail } from '@/test/groups';
import { makeUser, mockApi, renderRoutes, signIn } from '@/test/render';
import { CommunityChatPage, GroupChatPage, PartnerChatPage } from './chat-page';
import { MessagesPage } from './messages-page';

const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('@/lib/realtime', () => ({
  onRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
    handlers.set(event, handler);
    return () => handlers.delete(event);
  },
  onRealtimeConnect: (handler: (missed: boolean) => void) => {
    handlers.set('connect', handler as (payload: unknown) => void);
    return () => handlers.delete('connect');
  },
  // Not connected: mark-read goes over HTTP (chat-receipts.test.tsx covers the socket).
  emitRealtime: async () => null,
  sendRealtime: () => undefined,
}));
const emit = (event: string, payload: unknown) =>
  act(() => {
    handlers.get(event)!(payload);
  });
beforeEach(() => handlers.clear());

const jo = person({ id: 2, display_name: 'Jo Banks', initials: 'JB' });
const me = person({ id: 1, display_name: 'Sam Rivers', initials: 'SR' });

function msg(id: number, overrides: Partial<Message> = {}): Message {
  return {
    id,
    conversation_id: 50,
    message: `Message ${id}`,
    message_type: 'message',
    messaged_on: new Date().toISOString(),
    from_user: 2,
    user: jo,
    content: null,
    ...overrides,
  };
}

function unread(overrides: Partial<UnreadItem>): UnreadItem {
  const messaged_on = new Date().toISOString();
  return {
    conversation_id: 50,
    title: 'Jo Banks',
    person: jo,
    group_name: null,
    last_message: { id: 60, preview: 'How was today?', message_type: 'message', messaged_on, from_user: 2, sender_name: 'Jo Banks' },
    chat: { type: 'partner', partner_id: 11 },
    user_type: 'user',
    user_id: 2,
    group_id: null,
    unread_count: 0,
    messaged_on,
    ...overrides,
  };
}

function request(overrides: Partial<MessagingRequest> = {}): MessagingRequest {
  return {
    id: 90,
    from_user_id: 3,
    to_user_id: 1,
    from_user: person({ id: 3, display_name: 'Ana Cruz', initials: 'AC' }),
    to_user: me,
    user_type: 'community',
    request_status: 'pending',
    from_user_archived: false,
    to_user_archived: false,
    accountability_id: null,
    member_id: null,
    through_anonymous_post: false,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const page = (items: Message[], next: number | null) =>
  [200, { items, has_more: next !== null, next_before_id: next }] as [number, unknown];
const bodyOf = (spy: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = spy.mock.calls.find(([url, init]) => String(url).split('?')[0]!.endsWith(path) && init?.method === method);
  return call ? JSON.parse(String(call[1]!.body ?? 'null')) : undefined;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const base = {
  'GET users/profile': [200, makeUser()] as [number, unknown],
  'GET messaging-requests': [200, { items: [] }] as [number, unknown],
};

describe('Messages list', () => {
  it('shows group and individual chats newest first, with names, last messages and unread badges, from messages-info alone', async () => {
    signIn();
    const lee = person({ id: 4, display_name: 'Lee Park', initials: 'LP' });
    const spy = mockApi({
      ...base,
      'GET messages-info': [
        200,
        {
          total: 5,
          items: [
            unread({
              conversation_id: 51,
              chat: { type: 'group', group_id: 7 },
              title: 'Tuesday Men',
              person: null,
              group_name: 'Tuesday Men',
              last_message: {
                id: 70,
                preview: 'See you Tuesday',
                message_type: 'message',
                messaged_on: new Date().toISOString(),
                from_user: 4,
                sender_name: 'Lee Park',
              },
              user_type: 'group',
              user_id: null,
              group_id: 7,
              unread_count: 2,
            }),
            unread({ conversation_id: 50, unread_count: 3 }),
            unread({
              conversation_id: 53,
              chat: { type: 'community', user_id: 5 },
              title: 'Ana Cruz',
              person: person({ id: 5, display_name: 'Ana Cruz' }),
              last_message: {
                id: 80,
                preview: 'Hi there',
                message_type: 'message',
                messaged_on: new Date().toISOString(),
                from_user: 1,
                sender_name: 'Sam Rivers',
              },
              user_id: 5,
            }),
            unread({
              conversation_id: 52,
              chat: { type: 'group-member', group_id: 7, member_id: 31 },
              title: 'Lee Park',
              person: lee,
              group_name: 'Tuesday Men',
              last_message: null,
              user_id: 4,
              messaged_on: null,
            }),
          ],
        },
      ],
    });
    renderRoutes([{ path: '/messages', element: <MessagesPage /> }], '/messages');

    const groups = await screen.findByRole('list', { name: 'Small Group Messages' });
    const groupRow = await within(groups).findByRole('link', { name: /^Tuesday Men ?\(2 unread\)/ });
    expect(groupRow).toHaveAttribute('href', '/messages/groups/7');
    expect(within(groupRow).getByText('Lee Park: See you Tuesday')).toBeInTheDocument();

    const people = screen.getByRole('list', { name: 'Individual Messages' });
    const rows = within(people).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual([
      '/messages/partners/11',
      '/messages/community-user/5',
      '/messages/groups/7/members/31',
    ]);
    expect(within(rows[0]!).getByText('How was today?')).toBeInTheDocument();
    expect(within(people).getByRole('link', { name: /^Jo Banks ?\(3 unread\)/ })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('You: Hi there')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Lee Park')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Tuesday Men')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('No messages yet')).toBeInTheDocument();
    // No request per row: the list is messages-info (and the requests and profile it always reads).
    const paths = new Set(spy.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname.replace(/^\/api\/v1\.2\//, '')));
    expect([...paths].sort()).toEqual(['messages-info', 'messaging-requests', 'users/profile']);
  });

  it('shows the two empty texts', async () => {
    signIn();
    mockApi({ ...base, 'GET messages-info': [200, { items: [], total: 0 }] });
    renderRoutes([{ path: '/messages', element: <MessagesPage /> }], '/messages');
    expect(await screen.findByText(t.emptyGroups)).toBeInTheDocument();
    expect(screen.getByText(t.emptyMessages)).toBeInTheDocument();
  });

  it('lists community requests sent to me with Accept and Reject; accepting answers the request', async () => {
    signIn();
    let answered = false;
    const spy = mockApi({
      ...base,
      'GET messages-info': [200, { items: [], total: 0 }],
      // Mine to answer (to me), and one I sent (not to answer).
      'GET messaging-requests': () => [
        200,
        {
          items: answered
            ? []
            : [
                request(),
                request({ id: 91, from_user_id: 1, to_user_id: 5, from_user: me, to_user: person({ id: 5, display_name: 'Kim Ode' }) }),
              ],
        },
      ],
      'PATCH messaging-requests/90/request-status': () => {
        answered = true;
        return [200, { message: t.toasts.statusUpdated, item: request({ request_status: 'accepted' }) }];
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/messages', element: <MessagesPage /> }], '/messages');
    const list = await screen.findByRole('list', { name: 'Message Requests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Ana Cruz')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Reject Ana Cruz' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Accept Ana Cruz' }));
    expect(await screen.findByText(t.toasts.statusUpdated)).toBeInTheDocument();
    expect(bodyOf(spy, 'PATCH', 'messaging-requests/90/request-status')).toEqual({ status: 'accepted' });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Message Requests' })).not.toBeInTheDocument());
  });

  it('a request made through my anonymous post says, before accepting, that accepting shows my name', async () => {
    signIn();
    const spy = mockApi({
      ...base,
      'GET messages-info': [200, { items: [], total: 0 }],
      'GET messaging-requests': [200, { items: [request({ through_anonymous_post: true })] }],
      'PATCH messaging-requests/90/request-status': [
        200,
        { message: t.toasts.statusUpdated, item: request({ request_status: 'accepted' }) },
      ],
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/messages', element: <MessagesPage /> }], '/messages');
    await user.click(await screen.findByRole('button', { name: 'Accept Ana Cruz' }));
    const dialog = await screen.findByRole('dialog', { name: anonymousAuthorTexts.acceptRevealsTitle });
    expect(within(dialog).getByText(anonymousAuthorTexts.acceptReveals('Ana Cruz'))).toBeInTheDocument();
    expect(bodyOf(spy, 'PATCH', 'messaging-requests/90/request-status')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: anonymousAuthorTexts.acceptAnyway }));
    // The confirmation closes with a transition before the request goes: slow on a busy host.
    expect(await screen.findByText(t.toasts.statusUpdated, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(bodyOf(spy, 'PATCH', 'messaging-requests/90/request-status')).toEqual({ status: 'accepted' });
  });

  it('says when a request cannot be answered', async () => {
    signIn();
    mockApi({
      ...base,
      'GET messages-info': [200, { items: [], total: 0 }],
      'GET messaging-requests': [200, { items: [request()] }],
      'PATCH messaging-requests/90/request-status': [500, { message: 'boom' }],
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/messages', element: <MessagesPage /> }], '/messages');
    await user.click(await screen.findByRole('button', { name: 'Reject Ana Cruz' }));
    expect(await screen.findByText(t.toasts.statusUpdateFailed)).toBeInTheDocument();
  });
});

function renderPartnerChat(api: Parameters<typeof mockApi>[0]) {
  signIn();
  const spy = mockApi({
    ...base,
    'GET accountability-partners/11': [200, { ...relationship({ id: 11, partner: jo }), streaks: null }],
    'PATCH accountability-partners/11/messages/mark-read': [200, { message: t.markedRead, last_read_id: 1 }],
    ...api,
  });
  const utils = renderRoutes([{ path: '/messages/partners/:partnerId', element: <PartnerChatPage /> }], '/messages/partners/11');
  return { spy, ...utils };
}

describe('Chat page', () => {
  it('shows the newest page with the newest at the bottom, marks it read, and loads older pages with before_id on scrolling up', async () => {
    const { spy } = renderPartnerChat({
      'GET accountability-partners/11/messages': (_init, url) =>
        url.searchParams.get('before_id') === '20'
          ? page([msg(18, { message: 'older one' }), msg(19, { message: 'older two' })], null)
          : page([msg(20, { message: 'first of newest' }), msg(21, { message: 'newest', from_user: 1, user: me })], 20),
    });
    const log = await screen.findByRole('log', { name: 'Messages with Jo Banks' });
    await within(log).findByText('newest');
    const texts = () =>
      within(log)
        .getAllByText(/^(older one|older two|first of newest|newest)$/)
        .map((n) => n.textContent);
    expect(texts()).toEqual(['first of newest', 'newest']);
    expect(within(log).getAllByRole('separator', { name: 'Today' })).toHaveLength(1);
    await waitFor(() => expect(bodyOf(spy, 'PATCH', 'accountability-partners/11/messages/mark-read')).toEqual({}));

    log.scrollTop = 0;
    fireEvent.scroll(log);
    await within(log).findByText('older one');
    expect(texts()).toEqual(['older one', 'older two', 'first of newest', 'newest']);
    expect(spy.mock.calls.some(([url]) => String(url).includes('before_id=20'))).toBe(true);
    expect(within(log).queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('shows a sent message at once, and the API 403 reason when it is refused', async () => {
    let attempt = 0;
    renderPartnerChat({
      'GET accountability-partners/11/messages': page([msg(20)], null),
      'POST accountability-partners/11/messages': () => {
        attempt += 1;
        return attempt === 1
          ? [403, { message: 'You can only message an accepted accountability partner.' }]
          : [403, { message: t.blocked }];
      },
    });
    const user = userEvent.setup();
    const log = await screen.findByRole('log', { name: 'Messages with Jo Banks' });
    await within(log).findByText('Message 20');
    const box = screen.getByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Are you around?');
    await user.click(send);
    expect(within(log).getByText('Are you around?')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(await within(log).findByText('Not sent: You can only message an accepted accountability partner.')).toBeInTheDocument();
    expect(await screen.findByText(t.toasts.sendFailed)).toBeInTheDocument();

    await user.click(within(log).getByRole('button', { name: 'Retry' }));
    expect(await within(log).findByText(`Not sent: ${t.toasts.notReceiving}`)).toBeInTheDocument();
    expect(await screen.findAllByText(t.toasts.notReceiving)).not.toHaveLength(0);
  });

  it('keeps messages typed offline, sends them in order when the connection returns, and fetches what was missed on reconnect', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let nextId = 22;
    const { spy } = renderPartnerChat({
      'GET accountability-partners/11/messages': (_init, url) => {
        const after = url.searchParams.get('after_id');
        if (after === null) return page([msg(20)], null);
        // Missed while away: Jo's message before the reconnect, and one more later.
        if (after === '20') return page([msg(21, { message: 'Are you there?' })], null);
        if (after === '23') return page([msg(24, { message: 'Welcome back' })], null);
        return page([], null);
      },
      'POST accountability-partners/11/messages': (init) => {
        const { message } = JSON.parse(String(init!.body)) as { message: string };
        return [201, { item: msg(nextId++, { message, from_user: 1, user: me }) }];
      },
    });
    const user = userEvent.setup();
    const log = await screen.findByRole('log', { name: 'Messages with Jo Banks' });
    await within(log).findByText('Message 20');
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'On the train{Enter}');
    await user.type(box, 'No signal here{Enter}');
    expect(within(log).getAllByText('Waiting for connection…')).toHaveLength(2);
    expect(spy.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(log.querySelector('[data-message-id="23"]')).not.toBeNull());
    expect(log.querySelector('[data-pending]')).toBeNull();
    const posts = spy.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init!.body)) as { message: string; client_id: string });
    expect(posts.map((p) => p.message)).toEqual(['On the train', 'No signal here']);
    // Each composed message has its own idempotency key.
    expect(posts.every((p) => UUID.test(p.client_id))).toBe(true);
    expect(posts[0]!.client_id).not.toBe(posts[1]!.client_id);
    expect(within(log).getByText('Are you there?')).toBeInTheDocument();
    expect([...log.querySelectorAll('[data-message-id]')].map((el) => el.getAttribute('data-message-id'))).toEqual([
      '20',
      '21',
      '22',
      '23',
    ]);

    // The socket drops and comes back: what was sent meanwhile arrives.
    emit('connect', true);
    expect(await within(log).findByText('Welcome back')).toBeInTheDocument();
    online.mockRestore();
  });

  it('replaces the pending message with the stored one when the server accepts it', async () => {
    const { spy } = renderPartnerChat({
      'GET accountability-partners/11/messages': page([msg(20)], null),
      'POST accountability-partners/11/messages': [201, { item: msg(21, { message: 'Hi Jo', from_user: 1, user: me }) }],
    });
    const user = userEvent.setup();
    const log = await screen.findByRole('log', { name: 'Messages with Jo Banks' });
    await within(log).findByText('Message 20');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi Jo{Enter}');
    await waitFor(() => expect(log.querySelector('[data-message-id="21"]')).not.toBeNull());
    expect(log.querySelector('[data-pending]')).toBeNull();
    expect(within(log).getAllByText('Hi Jo')).toHaveLength(1);
    expect(bodyOf(spy, 'POST', 'accountability-partners/11/messages')).toEqual({
      message: 'Hi Jo',
      client_id: expect.stringMatching(UUID),
    });
    // The socket brings the same message too: it stays once.
    emit('message.created', { chat: { type: 'partner', partner_id: 11 }, message: msg(21, { message: 'Hi Jo', from_user: 1, user: me }) });
    expect(within(log).getAllByText('Hi Jo')).toHaveLength(1);
  });

  it('retries a send whose answer was lost with the same client_id, and shows the message once', async () => {
    // The server stores the first attempt, then the connection drops before its answer arrives.
    const stored = new Map<string, Message>();
    const attempts: string[] = [];
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { spy } = renderPartnerChat({
      'GET accountability-partners/11/messages': page([msg(20)], null),
      'POST accountability-partners/11/messages': (init) => {
        const { message, client_id } = JSON.parse(String(init!.body)) as { message: string; client_id: string };
        attempts.push(client_id);
        const item = stored.get(client_id) ?? msg(21 + stored.size, { message, from_user: 1, user: me, client_id });
        stored.set(client_id, item);
        if (attempts.length === 1) {
          online.mockReturnValue(false);
          throw new TypeError('Failed to fetch');
        }
        return [201, { item }];
      },
    });
    const user = userEvent.setup();
    const log = await screen.findByRole('log', { name: 'Messages with Jo Banks' });
    await within(log).findByText('Message 20');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Made it home{Enter}');
    await waitFor(() => expect(attempts).toHaveLength(1));
    expect(await within(log).findByText('Waiting for connection…')).toBeInTheDocument();
    // The stored message comes live while the pending copy waits to be sent again: shown once.
    emit('message.created', { chat: { type: 'partner', partner_id: 11 }, message: stored.get(attempts[0]!)! });
    await waitFor(() => expect(log.querySelector('[data-message-id="21"]')).not.toBeNull());
    expect(within(log).getAllByText('Made it home')).toHaveLength(1);

    // Back online: the queued copy goes again with the same key and the API answers the stored message.
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(attempts).toHaveLength(2));
    await waitFor(() => expect(log.querySelector('[data-pending]')).toBeNull());
    expect(UUID.test(attempts[0]!)).toBe(true);
    expect(attempts[1]).toBe(attempts[0]);
    expect(stored.size).toBe(1);
    expect(within(log).getAllByText('Made it home')).toHaveLength(1);
    expect([...log.querySelectorAll('[data-message-id]')].map((el) => el.getAttribute('data-message-id'))).toEqual(['20', '21']);
    expect(spy.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2);
    online.mockRestore();
  });

  it("shows a live message of this chat without reload and marks it read; other chats' messages stay out", async () => {
    const { spy } = renderPartnerChat({ 'GET accountability-partners/11/messages': page([msg(20)], null) });
    const log = await screen.findByRole('log', { name: 'Messages with Jo Banks' });
    await within(log).findByText('Message 20');
    await waitFor(() => expect(spy.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(1));
    emit('message.created', { chat: { type: 'partner', partner_id: 12 }, message: msg(30, { message: 'elsewhere' }) });
    emit('message.created', { chat: { type: 'partner', partner_id: 11 }, message: msg(31, { message: 'Just arrived' }) });
    expect(await within(log).findByText('Just arrived')).toBeInTheDocument();
    expect(within(log).queryByText('elsewhere')).not.toBeInTheDocument();
    await waitFor(() => expect(spy.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(2));
  });

  it('renders check-in and crash-report messages of a group chat as cards', async () => {
    signIn();
    mockApi({
      ...base,
      'GET groups/7': [200, groupDetail({ name: 'Tuesday Men' })],
      'GET checkin/emotions': [200, [{ id: 4, display_name: 'Hopeful', emoji_image: '', is_active: true }]],
      'PATCH groups/7/messages/mark-read': [200, { message: t.markedRead, last_read_id: 41 }],
      'GET groups/7/messages': page(
        [
          msg(40, {
            message_type: 'check-in submit',
            message: 'Checked in',
            content: { record_id: 1, emotion: [4], feeling_zone: 'green', feeling_notes: 'A steady day' },
          }),
          msg(41, {
            message_type: 'trigger submit',
            message: 'Filed a crash report',
            content: { record_id: 2, triggerName: 'Late night scrolling' },
          }),
        ],
        null,
      ),
    });
    renderRoutes([{ path: '/messages/groups/:groupId', element: <GroupChatPage /> }], '/messages/groups/7');
    const checkIn = await screen.findByRole('article', { name: 'Jo Banks checked in' });
    expect(within(checkIn).getByText('A steady day')).toBeInTheDocument();
    expect(await within(checkIn).findByText('Feeling: Hopeful')).toBeInTheDocument();
    const crash = screen.getByRole('article', { name: 'Jo Banks filed a crash report' });
    expect(within(crash).getByText('Late night scrolling')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat options' })).not.toBeInTheDocument();
  });

  it('renders a card the reader may not see the details of without author or details, and reloads the cards when sharing changes', async () => {
    signIn();
    let withheld = true;
    const cards = () =>
      withheld
        ? [msg(50, { message_type: 'check-in submit', message: t.cardWithheld.checkIn, from_user: null, user: null, content: null })]
        : [
            msg(50, {
              message_type: 'check-in submit',
              message: 'Checked in',
              content: { record_id: 1, feeling_zone: 'danger', feeling_notes: 'Back again' },
            }),
          ];
    mockApi({
      ...base,
      'GET groups/7': [200, groupDetail({ name: 'Tuesday Men' })],
      'GET checkin/emotions': [200, []],
      'PATCH groups/7/messages/mark-read': [200, { message: t.markedRead, last_read_id: 50 }],
      'GET groups/7/messages': () => page(cards(), null),
    });
    renderRoutes([{ path: '/messages/groups/:groupId', element: <GroupChatPage /> }], '/messages/groups/7');
    const card = await screen.findByRole('article', { name: t.cardWithheld.checkIn });
    expect(within(card).queryByText(/Zone:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /Jo Banks/ })).not.toBeInTheDocument();
    withheld = false;
    emit('group.sharing-changed', { group_id: 7 });
    expect(await screen.findByRole('article', { name: 'Jo Banks checked in' })).toHaveTextContent('Back again');
  });

  it("'Delete Chat' in a partner chat makes the chat's entry, archives it for me and goes back to the list", async () => {
    signIn();
    const spy = mockApi({
      ...base,
      'GET accountability-partners/11': [200, { ...relationship({ id: 11, partner: jo }), streaks: null }],
      'GET accountability-partners/11/messages': page([msg(20)], null),
      'PATCH accountability-partners/11/messages/mark-read': [200, { message: t.markedRead, last_read_id: 20 }],
      'POST messaging-requests': [
        200,
        { item: request({ id: 95, user_type: 'partner', request_status: 'accepted', accountability_id: 11 }) },
      ],
      'PATCH messaging-requests/95/archive-state': [
        200,
        { message: t.toasts.removed, item: request({ id: 95, user_type: 'partner', request_status: 'accepted' }) },
      ],
    });
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/messages/partners/:partnerId', element: <PartnerChatPage /> },
        { path: '/messages', element: <h1>Chat list</h1> },
      ],
      '/messages/partners/11',
    );
    await screen.findByText('Message 20');
    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    expect(screen.queryByRole('menuitem', { name: 'Block' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Chat' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Chat' })).getByRole('button', { name: 'Delete Chat' }));
    expect(await screen.findByRole('heading', { name: 'Chat list' })).toBeInTheDocument();
    expect(await screen.findByText(t.toasts.removed)).toBeInTheDocument();
    expect(bodyOf(spy, 'POST', 'messaging-requests')).toEqual({ user_type: 'partner', accountability_id: 11 });
    expect(bodyOf(spy, 'PATCH', 'messaging-requests/95/archive-state')).toEqual({ is_archived: true });
  });

  it('a community chat with someone I blocked says so, and Unblock (confirmed) lifts the block with a toast', async () => {
    signIn();
    let blocked = true;
    const spy = mockApi({
      ...base,
      'GET messaging-requests': [200, { items: [request({ id: 90, request_status: 'accepted' })] }],
      'GET messages/message-blocking': () => [
        200,
        {
          items: blocked
            ? [{ blocked_user_id: 3, user: person({ id: 3, display_name: 'Ana Cruz' }), created_at: '2026-01-01T00:00:00.000Z' }]
            : [],
        },
      ],
      'GET users/community-messaging/3/messages': () =>
        blocked ? [403, { message: t.blocked }] : page([msg(5, { message: 'Hello again', from_user: 3 })], null),
      'PATCH users/community-messaging/3/messages/mark-read': [200, { message: t.markedRead, last_read_id: 5 }],
      'DELETE messages/message-blocking/3': () => {
        blocked = false;
        return [200, { message: rt.userUnblocked }];
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/messages/community-user/:userId', element: <CommunityChatPage /> }], '/messages/community-user/3');
    const log = await screen.findByRole('log', { name: 'Messages with Ana Cruz' });
    expect(await within(log).findByText(t.toasts.notReceiving)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.click(await within(log).findByRole('button', { name: 'Unblock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock' });
    expect(within(dialog).getByText(rt.unblockConfirm('Ana Cruz'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(await within(log).findByText('Hello again')).toBeInTheDocument();
    expect(await screen.findByText(rt.userUnblocked)).toBeInTheDocument();
    expect(spy.mock.calls.some(([url, init]) => String(url).endsWith('messages/message-blocking/3') && init?.method === 'DELETE')).toBe(
      true,
    );
    // The community area's call is not used: unblocking needs no community membership.
    expect(spy.mock.calls.some(([url]) => String(url).includes('community/users/3/block'))).toBe(false);
  });

  it('a partner chat I blocked offers Unblock in the chat menu (not Block); cancelling changes nothing, confirming unblocks', async () => {
    signIn();
    let blocked = true;
    const spy = mockApi({
      ...base,
      'GET accountability-partners/11': [200, { ...relationship({ id: 11, partner: jo }), streaks: null }],
      'GET messages/message-blocking': () => [
        200,
        { items: blocked ? [{ blocked_user_id: 2, user: jo, created_at: '2026-01-01T00:00:00.000Z' }] : [] },
      ],
      'GET accountability-partners/11/messages': () =>
        blocked ? [403, { message: t.blocked }] : page([msg(20, { message: 'We can talk again' })], null),
      'PATCH accountability-partners/11/messages/mark-read': [200, { message: t.markedRead, last_read_id: 20 }],
      'DELETE messages/message-blocking/2': () => {
        blocked = false;
        return [200, { message: rt.userUnblocked }];
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/messages/partners/:partnerId', element: <PartnerChatPage /> }], '/messages/partners/11');
    expect(await screen.findByText(t.toasts.notReceiving)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    expect(screen.queryByRole('menuitem', { name: 'Block' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Unblock' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unblock' })).getByRole('button', { name: 'Cancel' }));
    const deletes = () =>
      spy.mock.calls.filter(([url, init]) => String(url).endsWith('messages/message-blocking/2') && init?.method === 'DELETE');
    expect(deletes()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unblock' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unblock' })).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('We can talk again')).toBeInTheDocument();
    expect(await screen.findByText(rt.userUnblocked)).toBeInTheDocument();
    expect(deletes()).toHaveLength(1);
  });
});
