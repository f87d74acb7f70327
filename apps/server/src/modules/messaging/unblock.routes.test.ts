import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedListSchema, messagingRequestTexts as rt, messagingTexts as t } from '@holdfast/shared/messaging';
import { selectRows } from '../../platform/db/client';
import { buildPartnership, buildUser, type TestUser } from '../../test/factories';
import { API, createTestApp, request, type TestApp } from '../../test/harness';

// DELETE messages/message-blocking/{id}: messaging's own way to lift a block,
// for people who never joined the community. One app per file; every test builds its own users.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);
const block = async (by: TestUser, who: TestUser) =>
  expect((await api(by).post('/messages/message-blocking', { blocked_user_id: who.id })).statusCode).toBe(201);
const blockRows = (a: TestUser, b: TestUser) =>
  selectRows<{ blocker_id: number }>(
    app.db,
    sql`select blocker_id from message_blocks where (blocker_id = ${a.id} and blocked_id = ${b.id}) or (blocker_id = ${b.id} and blocked_id = ${a.id})`,
  );

describe('DELETE messages/message-blocking/{id}', () => {
  it('without a token is 401', async () => {
    expect((await api(null).delete('/messages/message-blocking/1')).statusCode).toBe(401);
  });

  it('is in the OpenAPI document with its id parameter and answer', async () => {
    await app.app.ready();
    const doc = app.app.swagger() as unknown as {
      paths: Record<
        string,
        Record<string, { summary?: string; parameters?: { name: string; in: string }[]; responses: Record<string, unknown> }>
      >;
    };
    const op = doc.paths[`${API}/messages/message-blocking/{id}`]?.delete;
    expect(op?.summary).toMatch(/block/i);
    expect(op?.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(Object.keys(op?.responses ?? {})).toContain('200');
  });

  it("a stranger, or the blocked person, cannot lift someone else's block: 404 and the block stays", async () => {
    const [blocker, blocked, stranger] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    await block(blocker, blocked);
    expect((await api(stranger).delete(`/messages/message-blocking/${blocked.id}`)).statusCode).toBe(404);
    expect((await api(blocked).delete(`/messages/message-blocking/${blocker.id}`)).statusCode).toBe(404);
    expect((await api(blocked).delete(`/messages/message-blocking/${blocked.id}`)).statusCode).toBe(404);
    expect((await api(blocker).delete('/messages/message-blocking/abc')).statusCode).toBe(422);
    expect(await blockRows(blocker, blocked)).toEqual([{ blocker_id: blocker.id }]);
  });

  it('lifts my block without joining the community; a partner request and the partner chat work again', async () => {
    // Neither ever accepted the community agreement.
    const [me, other] = [await buildUser(app), await buildUser(app)];
    await block(me, other);
    // While blocked, no partner request either way.
    for (const [from, to] of [
      [other, me],
      [me, other],
    ] as const) {
      expect(
        (await api(from).post('/accountability-partners', { action_type: 'user', request_type: 'mutual', user_id: to.id })).statusCode,
      ).toBe(403);
    }
    const res = await api(me).delete(`/messages/message-blocking/${other.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: rt.userUnblocked });
    expect(blockedListSchema.parse((await api(me).get('/messages/message-blocking')).json()).items).toEqual([]);
    expect(await blockRows(me, other)).toEqual([]);
    const rel = await buildPartnership(app, other, me);
    expect((await api(other).post(`/accountability-partners/${rel.id}/messages`, { message: 'Glad we talk again' })).statusCode).toBe(201);
    expect(
      (await api(me).get(`/accountability-partners/${rel.id}/messages`)).json().items.map((m: { message: string }) => m.message),
    ).toEqual(['Glad we talk again']);
    // Lifting it again: there is none.
    expect((await api(me).delete(`/messages/message-blocking/${other.id}`)).statusCode).toBe(404);
  });

  it('partners whose block predates their partnership: the partner chat is refused until the blocker lifts it', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const rel = await buildPartnership(app, a, b);
    // A block made before they were partners (block is not offered between partners).
    await app.db.execute(sql`insert into message_blocks (blocker_id, blocked_id) values (${a.id}, ${b.id})`);
    const refused = await api(b).post(`/accountability-partners/${rel.id}/messages`, { message: 'Hello?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(t.blocked);
    expect((await api(a).delete(`/messages/message-blocking/${b.id}`)).statusCode).toBe(200);
    expect((await api(b).post(`/accountability-partners/${rel.id}/messages`, { message: 'Hello?' })).statusCode).toBe(201);
  });
});
