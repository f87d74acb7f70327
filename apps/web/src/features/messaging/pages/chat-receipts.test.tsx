import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { READ_RECEIPTS_META, messagingTexts as t, readReceiptsTexts as rt, type Message } from '@holdfast/shared/messaging';
import { person, relationship } from '@/test/accountability';
import { makeUser, mockApi, renderRoutes, signIn } from '@/test/render';
import { PartnerChatPage } from './chat-page';

// Read receipts, typing and the socket's mark-message-read on the chat page.
const handlers = new Map<string, (payload: unknown) => void>();
const realtime = vi.hoisted(() => ({
  emitRealtime: vi.fn<(event: string, payload: unknown) => Promise<unknown>>(async () => null),
  sendRealtime: vi.fn<(event: string, payload: unknown) => void>(),
}));
vi.mock('@/lib/realtime', () => ({
  onRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
    handlers.set(event, handler);
    return () => handlers.delete(event);
  },
  onRealtimeConnect: () => () => undefined,
  emitRealtime: realtime.emitRealtime,
  sendRealtime: realtime.sendRealtime,
}));
const emit = (event: string, payload: unknown) =>
  act(() => {
    handlers.get(event)!(payload);
  });
beforeEach(() => {
  handlers.clear();
  realtime.emitRealtime.mockReset().mockResolvedValue(null);
  realtime.sendRealtime.mockReset();
});

const jo = person({ id: 2, display_name: 'Jo Banks', initials: 'JB' });
const me = person({ id: 1, display_name: 'Sam Rivers', initials: 'SR' });
const chat = { type: 'partner', partner_id: 11 } as const;
const msg = (id: number, overrides: Partial<Message> = {}): Message => ({
  id,
  conversation_id: 50,
  message: `Message ${id}`,
  message_type: 'message',
  messaged_on: new Date().toISOString(),
  from_user: 2,
  user: jo,
  content: null,
  ...overrides,
});
const mine = (id: number) => msg(id, { from_user: 1, user: me, message: `Mine ${id}` });

function renderChat({ receipts, seenUpTo, items }: { receipts: boolean; seenUpTo: number | null; items: Message[] }) {
  signIn();
  const spy = mockApi({
    'GET users/profile': [200, makeUser()],
    'GET messaging-requests': [200, { items: [] }],
    'GET accountability-partners/11': [200, { ...relationship({ id: 11, partner: jo }), streaks: null }],
    'PATCH accountability-partners/11/messages/mark-read': [200, { message: t.markedRead, last_read_id: 1 }],
    [`GET users/user-meta/${READ_RECEIPTS_META}`]: [200, { key: READ_RECEIPTS_META, value: receipts ? true : null }],
    [`POST users/user-meta/${READ_RECEIPTS_META}`]: (init) => [
      200,
      { key: READ_RECEIPTS_META, value: JSON.parse(String(init?.body)).value },
    ],
    'GET accountability-partners/11/messages': [200, { items, has_more: false, next_before_id: null, seen_up_to: seenUpTo }],
  });
  renderRoutes([{ path: '/messages/partners/:partnerId', element: <PartnerChatPage /> }], '/messages/partners/11');
  return spy;
}

describe('Read receipts switch', () => {
  it("is off by default, says why, and turning it on saves the user's choice", async () => {
    const spy = renderChat({ receipts: false, seenUpTo: null, items: [mine(20)] });
    await userEvent.click(await screen.findByRole('button', { name: 'Chat options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Read receipts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Read receipts' });
    const toggle = await within(dialog).findByRole('switch', { name: /^Read receipts and 'typing…'/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(within(dialog).getByText(/People in recovery can feel pressure to answer at once/)).toBeInTheDocument();
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(
        spy.mock.calls.some(
          ([url, init]) =>
            String(url).endsWith(`users/user-meta/${READ_RECEIPTS_META}`) &&
            init?.method === 'POST' &&
            init.body === JSON.stringify({ value: true }),
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(toggle).toBeChecked());
  });
});

describe('Seen and typing', () => {
  it("both on: 'Seen' under the last of my messages they read, moving with message.seen; '… is typing…' until their message comes", async () => {
    renderChat({ receipts: true, seenUpTo: 21, items: [mine(20), mine(21), msg(22), mine(23)] });
    const log = await screen.findByRole('log', { name: 'Messages with Jo Banks' });
    await within(log).findByText('Mine 23');
    const seenUnder = async () => (await within(log).findByText(rt.seen)).closest('[data-message-id]')?.getAttribute('data-message-id');
    expect(await seenUnder()).toBe('21');
    expect(within(log).getAllByText(rt.seen)).toHaveLength(1);

    emit('message.seen', { chat: { type: 'partner', partner_id: 12 }, user_id: 2, last_read_id: 99 });
    expect(await seenUnder()).toBe('21');
    emit('message.seen', { chat, user_id: 2, last_read_id: 23 });
    await waitFor(async () => expect(await seenUnder()).toBe('23'));

    emit('message.typing', { chat, user_id: 2 });
    expect(await screen.findByText(rt.typing('Jo Banks'))).toBeInTheDocument();
    emit('message.created', { chat, message: msg(24, { message: 'Doing better today' }) });
    await within(log).findByText('Doing better today');
    expect(screen.queryByText(rt.typing('Jo Banks'))).not.toBeInTheDocument();
  });

  it('mine off: nothing is shown whatever arrives, and my typing is not sent', async () => {
    renderChat({ receipts: false, seenUpTo: null, items: [mine(20)] });
    const log = await screen.findByRole('log', { name: 'Messages with Jo Banks' });
    await within(log).findByText('Mine 20');
    emit('message.seen', { chat, user_id: 2, last_read_id: 20 });
    emit('message.typing', { chat, user_id: 2 });
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'hello');
    expect(within(log).queryByText(rt.seen)).not.toBeInTheDocument();
    expect(screen.queryByText(rt.typing('Jo Banks'))).not.toBeInTheDocument();
    expect(realtime.sendRealtime).not.toHaveBeenCalled();
  });

  it('mine on: typing is sent over the socket, at most once in the throttle window', async () => {
    renderChat({ receipts: true, seenUpTo: 0, items: [mine(20)] });
    await screen.findByText('Mine 20');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'hello there');
    expect(realtime.sendRealtime).toHaveBeenCalledTimes(1);
    expect(realtime.sendRealtime).toHaveBeenCalledWith('message.typing', { partner_id: 11 });
  });
});

describe('mark-message-read', () => {
  it('goes over the socket when it is connected (no PATCH), naming the newest message and the chat', async () => {
    realtime.emitRealtime.mockResolvedValue({ ok: true, data: { last_read_id: 21 } });
    const spy = renderChat({ receipts: false, seenUpTo: null, items: [msg(20), msg(21)] });
    await screen.findByText('Message 21');
    await waitFor(() => expect(realtime.emitRealtime).toHaveBeenCalledWith('mark-message-read', { message_entity_id: 21, partner_id: 11 }));
    expect(spy.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('falls back to PATCH mark-read when the socket is not connected', async () => {
    const spy = renderChat({ receipts: false, seenUpTo: null, items: [msg(20)] });
    await screen.findByText('Message 20');
    await waitFor(() =>
      expect(
        spy.mock.calls.some(
          ([url, init]) => String(url).endsWith('accountability-partners/11/messages/mark-read') && init?.method === 'PATCH',
        ),
      ).toBe(true),
    );
    expect(realtime.emitRealtime).toHaveBeenCalledTimes(1);
  });

  it("falls back to PATCH mark-read when the socket's allowance of events is spent (429)", async () => {
    realtime.emitRealtime.mockResolvedValue({ ok: false, status: 429, message: 'Too many requests.' });
    const spy = renderChat({ receipts: false, seenUpTo: null, items: [msg(20)] });
    await screen.findByText('Message 20');
    await waitFor(() =>
      expect(
        spy.mock.calls.some(
          ([url, init]) => String(url).endsWith('accountability-partners/11/messages/mark-read') && init?.method === 'PATCH',
        ),
      ).toBe(true),
    );
  });
});
