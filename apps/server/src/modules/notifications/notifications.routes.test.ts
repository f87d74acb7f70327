import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createTestApp, signUp, type TestApp } from '../../test/harness';

let app: TestApp;
let me: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  app = await createTestApp();
  me = await signUp(app, { profile: true });
  other = await signUp(app, { profile: true });
  for (let i = 1; i <= 17; i++) {
    await app.notifications.notify(me.id, { title: `Title ${i}`, message: `Message ${i}`, meta: { type: 'check-in' } });
  }
  await app.notifications.notify(other.id, { title: 'Private', message: 'For the other user', meta: { type: 'messages' } });
});
afterAll(() => app.app.close());

const get = (url: string, token = me.token) => app.app.inject({ method: 'GET', url: API + url, headers: bearer(token) });

describe('notifications', () => {
  it('401 without a token on every call', async () => {
    for (const [method, url] of [['GET', '/notifications'], ['GET', '/notifications/unread-count'], ['PUT', '/notifications/mark-read'], ['PATCH', '/notifications/1/mark-read']] as const) {
      expect((await app.app.inject({ method, url: API + url })).statusCode).toBe(401);
    }
  });

  it('pages the user own notifications, newest first, 15 a page', async () => {
    const first = (await get('/notifications')).json();
    expect(first).toMatchObject({ page: 1, perPage: 15, totalItems: 17, totalPages: 2, offset: 0 });
    expect(first.items[0].title).toBe('Title 17');
    expect(first.items.every((n: { title: string }) => n.title !== 'Private')).toBe(true);
    const second = (await get('/notifications?page=2')).json();
    expect(second.items).toHaveLength(2);
  });

  it('counts unread, marks one and then all as read', async () => {
    expect((await get('/notifications/unread-count')).json()).toEqual({ count: 17 });
    const id = (await get('/notifications')).json().items[0].id;
    const one = await app.app.inject({ method: 'PATCH', url: `${API}/notifications/${id}/mark-read`, headers: bearer(me.token) });
    expect(one.statusCode).toBe(200);
    expect((await get('/notifications/unread-count')).json()).toEqual({ count: 16 });
    expect((await get('/notifications?onlyUnread=true&perPage=50')).json().items).toHaveLength(16);
    const all = await app.app.inject({ method: 'PUT', url: `${API}/notifications/mark-read`, headers: bearer(me.token), payload: {} });
    expect(all.statusCode).toBe(200);
    expect((await get('/notifications/unread-count')).json()).toEqual({ count: 0 });
  });

  it("cannot mark another user's notification (404) and leaves it unread", async () => {
    const theirs = (await get('/notifications', other.token)).json().items[0].id;
    const res = await app.app.inject({ method: 'PATCH', url: `${API}/notifications/${theirs}/mark-read`, headers: bearer(me.token) });
    expect(res.statusCode).toBe(404);
    expect((await get('/notifications/unread-count', other.token)).json()).toEqual({ count: 1 });
  });

  it('validates paging and the mark-all date', async () => {
    expect((await get('/notifications?page=0')).statusCode).toBe(422);
    const bad = await app.app.inject({ method: 'PUT', url: `${API}/notifications/mark-read`, headers: bearer(me.token), payload: { before: 'yesterday' } });
    expect(bad.statusCode).toBe(422);
  });
});
