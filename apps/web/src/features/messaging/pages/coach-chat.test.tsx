import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { coachingTexts } from '@holdfast/shared/coaching';
import { ERROR_CODES } from '@holdfast/shared/common';
import { messagingTexts as t, type Message, type UnreadItem } from '@holdfast/shared/messaging';
import { ALL_SHARED, person } from '@/test/accountability';
import { makeUser, mockApi, renderRoutes, signIn } from '@/test/render';
import { CoachChatPage, CoachClientChatPage } from './chat-page';
import { MessagesPage } from './messages-page';
import { emitRealtime } from '@/lib/realtime';

const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('@/lib/realtime', () => ({
  onRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
    handlers.set(event, handler);
    return () => handlers.delete(event);
  },
  onRealtimeConnect: () => () => undefined,
  // Connected: a coach chat marks read over the socket, naming the coach-user row and the viewer's side.
  emitRealtime: vi.fn(async () => ({ ok: true, data: { last_read_id: 1 } })),
  sendRealtime: vi.fn(),
}));
const emit = (event: string, payload: unknown) =>
  act(() => {
    handlers.get(event)!(payload);
  });
beforeEach(() => handlers.clear());

const cora = person({ id: 9, display_name: 'Cora Lane', initials: 'CL' });
const sam = person({ id: 1, display_name: 'Sam Rivers', initials: 'SR' });

const msg = (id: number, overrides: Partial<Message> = {}): Message => ({
  id,
  conversation_id: 70,
  message: `Message ${id}`,
  message_type: 'message',
  messaged_on: new Date().toISOString(),
  from_user: 9,
  user: cora,
  content: null,
  ...overrides,
});
const page = (items: Message[]) => [200, { items, has_more: false, next_before_id: null }] as [number, unknown];
const bodyOf = (spy: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = spy.mock.calls.find(([url, init]) => String(url).split('?')[0]!.endsWith(path) && init?.method === method);
  return call ? JSON.parse(String(call[1]!.body ?? 'null')) : undefined;
};
const base = {
  'GET users/profile': [200, makeUser()] as [number, unknown],
  'GET messaging-requests': [200, { items: [] }] as [number, unknown],
  'GET messages/message-blocking': [200, { items: [] }] as [number, unknown],
};

describe('coach chats', () => {
  it("the client's chat with the coach: named by the coach, on coach/client/messages (list, send, mark-read over the socket), live", async () => {
    signIn();
    const spy = mockApi({
      ...base,
      'GET coach/client': [
        200,
        {
          id: 41,
          coach_id: 7,
          request_status: 'accepted',
          sharing: ALL_SHARED,
          coach: { id: 7, user: cora, meeting_url: null, subscription_status: 'active', is_open: true },
        },
      ],
      'GET coach/client/messages': page([msg(20, { message: 'How was the week?' })]),
      'POST coach/client/messages': (init) => [200, { item: msg(21, { ...JSON.parse(String(init!.body)), from_user: 1, user: sam }) }],
      'PATCH coach/client/messages/mark-read': [200, { message: t.markedRead, last_read_id: 20 }],
    });
    renderRoutes(
      [{ path: '/messages/coach/:coachId/client/:coachUserId', element: <CoachClientChatPage /> }],
      '/messages/coach/7/client/41',
    );
    const log = await screen.findByRole('log', { name: 'Messages with Cora Lane' });
    expect(await within(log).findByText('How was the week?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cora Lane' })).toBeInTheDocument();
    await waitFor(() =>
      expect(vi.mocked(emitRealtime)).toHaveBeenCalledWith('mark-message-read', {
        message_entity_id: 20,
        coach_user_id: 41,
        coach_id: 7,
        coach_side: 'client',
      }),
    );

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Better, thanks');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(bodyOf(spy, 'POST', 'coach/client/messages')).toMatchObject({ message: 'Better, thanks' }));

    emit('message.created', {
      chat: { type: 'coach-client', coach_id: 7, coach_user_id: 41 },
      message: msg(22, { message: 'Great to hear' }),
    });
    expect(await within(log).findByText('Great to hear')).toBeInTheDocument();

    // No delete, no block in a coach chat: only read receipts.
    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    expect(await screen.findByRole('menuitem', { name: 'Read receipts' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete Chat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Block' })).not.toBeInTheDocument();
  });

  it("the coach's chat with a client: named by the client, on coach/users/{id}/messages", async () => {
    signIn();
    mockApi({
      ...base,
      'GET coach/users': [200, [{ id: 41, coach_id: 7, user_id: 1, user: sam, request_status: 'accepted' }]],
      'GET coach/users/41/messages': page([msg(30, { message: 'Checking in', from_user: 1, user: sam })]),
      'PATCH coach/users/41/messages/mark-read': [200, { message: t.markedRead, last_read_id: 30 }],
    });
    renderRoutes([{ path: '/messages/coach/:coachId/users/:coachUserId', element: <CoachChatPage /> }], '/messages/coach/7/users/41');
    const log = await screen.findByRole('log', { name: 'Messages with Sam Rivers' });
    expect(await within(log).findByText('Checking in')).toBeInTheDocument();
  });

  it('a closed centre or a link that ended leaves the chat for the dashboard, saying why', async () => {
    signIn();
    mockApi({
      ...base,
      'GET coach/client': [403, { message: coachingTexts.coachingDisabledText, code: ERROR_CODES.coachingDisabled }],
      'GET coach/client/messages': [403, { message: coachingTexts.coachingDisabledText, code: ERROR_CODES.coachingDisabled }],
    });
    renderRoutes(
      [
        { path: '/messages/coach/:coachId/client/:coachUserId', element: <CoachClientChatPage /> },
        { path: '/dashboard', element: <p>Dashboard page</p> },
      ],
      '/messages/coach/7/client/41',
    );
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(await screen.findByText(coachingTexts.coachingDisabledText)).toBeInTheDocument();
  });

  it('a coach chat in the list opens its page', async () => {
    signIn();
    const item: UnreadItem = {
      conversation_id: 70,
      title: 'Cora Lane',
      person: cora,
      group_name: null,
      last_message: null,
      chat: { type: 'coach-client', coach_id: 7, coach_user_id: 41 },
      user_type: 'user',
      user_id: 9,
      group_id: null,
      unread_count: 2,
      messaged_on: null,
    };
    mockApi({ ...base, 'GET messages-info': [200, { items: [item], total: 2 }] });
    renderRoutes([{ path: '/messages', element: <MessagesPage /> }], '/messages');
    expect(await screen.findByRole('link', { name: /Cora Lane/ })).toHaveAttribute('href', '/messages/coach/7/client/41');
  });
});
