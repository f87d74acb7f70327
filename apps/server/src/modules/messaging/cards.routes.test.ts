import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingTexts } from '@holdfast/shared/messaging';
import { selectRows } from '../../platform/db/client';
import { listAccessBy } from '../../platform/access-log/access-log';
import { buildCrashReport, buildGroup, buildMembership, buildTodaysCheckIn, buildUser, type TestUser } from '../../test/factories';
import { connectSocket, createTestApp, request, type TestApp } from '../../test/harness';

/**
 * The group chat's check-in and crash-report cards. Stored as ids, filled at
 * read time through consent ('group_chat'): details only while the author shares with the group and
 * is still in it, and only for readers who were members when the card was posted; every read of the
 * details is in the author's access log (one line a day).
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { realtime: true });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);
type Item = {
  id: number;
  message_type: string;
  message: string;
  from_user: number | null;
  user: unknown;
  content: Record<string, unknown> | null;
};
const cardsOf = async (viewer: TestUser, groupId: number) => {
  const res = await api(viewer).get(`/groups/${groupId}/messages`);
  expect(res.statusCode).toBe(200);
  return (res.json().items as Item[]).filter((i) => i.message_type !== 'message');
};
const detailed = (i: Item) => i.content !== null && i.from_user !== null;

async function setup() {
  const [owner, sharer, quiet] = [await buildUser(app), await buildUser(app), await buildUser(app)];
  const group = await buildGroup(app, owner);
  const sharerRow = await buildMembership(app, group.id, owner, sharer, { share: true });
  await buildMembership(app, group.id, owner, quiet);
  const checkIn = await buildTodaysCheckIn(app, sharer, { feeling_notes: 'A long and private day' });
  const crash = await buildCrashReport(app, sharer, 'Something only my group may read');
  await app.ctx.jobs.idle();
  return { owner, sharer, quiet, group, sharerRow, checkIn, crash };
}

describe('group chat cards', () => {
  it('are stored as ids only; a member who was there reads the details, and the author logs it once a day', async () => {
    const { owner, sharer, quiet, group, checkIn, crash } = await setup();
    const stored = await selectRows<{ content: Record<string, unknown> }>(
      app.db,
      sql`select m.content from messages m join conversations c on c.id = m.conversation_id where c.group_id = ${group.id} and m.message_type <> 'message' order by m.id`,
    );
    expect(stored.map((r) => r.content)).toEqual([{ record_id: checkIn.id }, { record_id: crash.id }]);
    for (const reader of [quiet, owner]) {
      const cards = await cardsOf(reader, group.id);
      expect(cards.map((c) => [c.message_type, c.from_user])).toEqual([
        ['check-in submit', sharer.id],
        ['trigger submit', sharer.id],
      ]);
      expect(cards[0]!.content).toMatchObject({ record_id: checkIn.id, feeling_notes: 'A long and private day' });
      expect(cards[1]!.content).toMatchObject({
        record_id: crash.id,
        answers: expect.arrayContaining([expect.objectContaining({ answer: 'Something only my group may read' })]),
      });
    }
    await cardsOf(quiet, group.id);
    const log = await listAccessBy(app.db, quiet.id, sharer.id);
    expect(log.map((r) => [r.kind, r.via]).sort()).toEqual([
      ['check_ins', 'group_chat'],
      ['crash_reports', 'group_chat'],
    ]);
    // The author reading their own cards is not logged.
    expect((await cardsOf(sharer, group.id)).every(detailed)).toBe(true);
    expect(await listAccessBy(app.db, sharer.id, sharer.id)).toEqual([]);
    // The owner's access-log page names the link.
    const page = await api(sharer).get('/users/access-log');
    expect(page.statusCode).toBe(200);
    expect((page.json().items as { via: string }[]).filter((i) => i.via === 'group_chat').length).toBe(4);
  });

  it('read without details once the author turns sharing off, and with them again when it is back on', async () => {
    const { sharer, quiet, group, sharerRow } = await setup();
    const socket = await connectSocket(app, quiet.token);
    const told = new Promise((resolve) => socket.once('group.sharing-changed', resolve));
    expect((await api(sharer).put(`/groups/${group.id}/members/${sharerRow}`, { share_data: false })).statusCode).toBe(200);
    expect(await told).toEqual({ group_id: group.id });
    socket.disconnect();
    const cards = await cardsOf(quiet, group.id);
    expect(cards.map((c) => [c.message, c.from_user, c.user, c.content])).toEqual([
      [messagingTexts.cardWithheld.checkIn, null, null, null],
      [messagingTexts.cardWithheld.crashReport, null, null, null],
    ]);
    // Nothing of the record or its author anywhere in the answer, nor in the chat list.
    const raw = (await api(quiet).get(`/groups/${group.id}/messages`)).body;
    expect(raw).not.toContain('A long and private day');
    expect(raw).not.toContain(sharer.email);
    const unread = (await api(quiet).get('/messages-info')).json().items as {
      group_id: number | null;
      last_message: { preview: string; from_user: number | null; sender_name: string | null };
    }[];
    expect(unread.find((u) => u.group_id === group.id)?.last_message).toMatchObject({
      preview: messagingTexts.cardWithheld.crashReport,
      from_user: null,
      sender_name: null,
    });
    expect((await api(sharer).put(`/groups/${group.id}/members/${sharerRow}`, { share_data: true })).statusCode).toBe(200);
    expect((await cardsOf(quiet, group.id)).every(detailed)).toBe(true);
  });

  it('read without details after the author leaves, and for members who joined after they were posted', async () => {
    const { owner, sharer, quiet, group } = await setup();
    const late = await buildUser(app);
    await buildMembership(app, group.id, owner, late);
    expect((await cardsOf(late, group.id)).map((c) => [c.message, c.content])).toEqual([
      [messagingTexts.cardWithheld.checkIn, null],
      [messagingTexts.cardWithheld.crashReport, null],
    ]);
    expect(await listAccessBy(app.db, late.id, sharer.id)).toEqual([]);
    expect((await api(sharer).delete(`/members/leave-group?group_id=${group.id}`)).statusCode).toBe(200);
    const after = await cardsOf(quiet, group.id);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((c) => c.content === null && c.from_user === null)).toBe(true);
  });

  it('reach each member live filled as they may read them; strangers get 404', async () => {
    const [owner, sharer, quiet, stranger] = [await buildUser(app), await buildUser(app), await buildUser(app), await buildUser(app)];
    const group = await buildGroup(app, owner);
    await buildMembership(app, group.id, owner, sharer, { share: true });
    await buildMembership(app, group.id, owner, quiet);
    await app.ctx.jobs.idle();
    const socket = await connectSocket(app, quiet.token);
    const live = new Promise<{ message: Item }>((resolve) =>
      socket.on('message.created', (e: { message: Item }) => e.message.message_type !== 'message' && resolve(e)),
    );
    await buildTodaysCheckIn(app, sharer, { feeling_notes: 'Told live' });
    await app.ctx.jobs.idle();
    expect((await live).message).toMatchObject({ from_user: sharer.id, content: { feeling_notes: 'Told live' } });
    socket.disconnect();
    expect((await listAccessBy(app.db, quiet.id, sharer.id)).map((r) => r.via)).toEqual(['group_chat']);
    expect((await api(stranger).get(`/groups/${group.id}/messages`)).statusCode).toBe(404);
    expect((await api(null).get(`/groups/${group.id}/messages`)).statusCode).toBe(401);
  });

  it('never widen an SOS: fellow members are not among those who see the member', async () => {
    const { owner, sharer, quiet } = await setup();
    const viewers = await app.ctx.consent.viewersOf(sharer.id);
    expect([...viewers.keys()]).toEqual([owner.id]);
    expect(viewers.has(quiet.id)).toBe(false);
    expect((await app.ctx.consent.viewersOf(sharer.id, { via: ['group_chat'] })).has(quiet.id)).toBe(true);
  });
});
