import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingTexts as t, type Message } from '@holdfast/shared/messaging';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import { buildPartnership, buildUser, type TestUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';
import { spyOnRealtime } from '../../test/realtime-spy';

/**
 * A send retried after its answer was lost (a dropped connection, a server copy killed) carries the
 * same client_id and is stored once. messaging.fault.test.ts shows it across two real server copies.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);
const storedWith = async (clientId: string) =>
  selectRows<{ id: number; message: string }>(app.db, sql`select id, message from messages where client_id = ${clientId} order by id`);
let serial = 0;
const key = () => `retry-${Date.now().toString(36)}-${++serial}`;

async function partners() {
  const [a, b, stranger] = [await buildUser(app), await buildUser(app), await buildUser(app)];
  const rel = await buildPartnership(app, a, b);
  return { a, b, stranger, path: `/accountability-partners/${rel.id}/messages` };
}

describe('send with client_id (a retried send is stored once)', () => {
  it('without a token is 401', async () => {
    expect((await api(null).post('/accountability-partners/1/messages', { message: 'hi', client_id: key() })).statusCode).toBe(401);
  });

  it('the same client_id again answers the stored message, stores nothing more and tells the chat again', async () => {
    const { a, b, path } = await partners();
    const clientId = key();
    const first = await api(a).post(path, { message: 'Are you up?', client_id: clientId });
    expect(first.statusCode).toBe(201);
    const item = first.json().item as Message;
    expect(item).toMatchObject({ message: 'Are you up?', client_id: clientId, from_user: a.id });
    const spy = spyOnRealtime(app.ctx.realtime);
    // The retry: same key (even with the text edited meanwhile, the stored message is the answer).
    const again = await api(a).post(path, { message: 'Are you up??', client_id: clientId });
    expect(again.statusCode).toBe(201);
    expect(again.json().item).toMatchObject({ id: item.id, message: 'Are you up?', client_id: clientId });
    const told = spy.calls().filter(([, event]) => event === 'message.created');
    expect(told.map(([userId]) => userId).sort()).toEqual([a.id, b.id].sort());
    expect(told.every(([, , payload]) => (payload as { message: Message }).message.id === item.id)).toBe(true);
    spy.restore();
    expect(await storedWith(clientId)).toEqual([{ id: item.id, message: 'Are you up?' }]);
    const page = (await api(b).get(path)).json().items as Message[];
    expect(page.map((i) => i.id)).toEqual([item.id]);
  });

  it('retries racing each other store one message', async () => {
    const { a, path } = await partners();
    const clientId = key();
    const answers = await Promise.all([1, 2, 3].map(() => api(a).post(path, { message: 'Once', client_id: clientId })));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => r.json().item.id)).size).toBe(1);
    expect(await storedWith(clientId)).toHaveLength(1);
  });

  it('sends without a client_id are each stored; two senders may use the same client_id', async () => {
    const { a, b, path } = await partners();
    const clientId = key();
    await api(a).post(path, { message: 'same text' });
    await api(a).post(path, { message: 'same text' });
    expect((await api(a).post(path, { message: 'mine', client_id: clientId })).statusCode).toBe(201);
    expect((await api(b).post(path, { message: 'yours', client_id: clientId })).statusCode).toBe(201);
    const items = (await api(a).get(path)).json().items as Message[];
    expect(items.map((i) => i.message)).toEqual(['same text', 'same text', 'mine', 'yours']);
    expect(items.map((i) => i.client_id)).toEqual([null, null, clientId, clientId]);
  });

  it('a client_id already used in another chat is 409 with the reason, and nothing is stored', async () => {
    const { a, path } = await partners();
    const other = await buildUser(app);
    const rel = await buildPartnership(app, a, other);
    const clientId = key();
    expect((await api(a).post(path, { message: 'first chat', client_id: clientId })).statusCode).toBe(201);
    const res = await api(a).post(`/accountability-partners/${rel.id}/messages`, { message: 'second chat', client_id: clientId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(t.clientIdTaken);
    expect((await storedWith(clientId)).map((r) => r.message)).toEqual(['first chat']);
    expect((await api(a).get(`/accountability-partners/${rel.id}/messages`)).json().items).toEqual([]);
  });

  it("a stranger retrying with a member's client_id gets 404 and learns nothing", async () => {
    const { a, stranger, path } = await partners();
    const clientId = key();
    await api(a).post(path, { message: 'private', client_id: clientId });
    const res = await api(stranger).post(path, { message: 'let me in', client_id: clientId });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('private');
    expect(await storedWith(clientId)).toHaveLength(1);
  });

  it.each([['short'], ['has spaces in it'], ['x'.repeat(65)], [42]])('client_id %j is 422 and nothing is stored', async (clientId) => {
    const { a, path } = await partners();
    const before = (await api(a).get(path)).json().items.length;
    const res = await api(a).post(path, { message: 'hello', client_id: clientId });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.client_id).toEqual([m.invalid]);
    expect((await api(a).get(path)).json().items).toHaveLength(before);
  });
});
