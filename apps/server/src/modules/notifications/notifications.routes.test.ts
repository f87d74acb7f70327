import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTexts as t } from '@holdfast/shared/notifications';
import { buildNotification, buildUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';

// One app per file; every test builds its own users and notifications, so none depends on another's data or order.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

/** A user with `n` notifications, oldest first (Title 1 .. Title n by creation order). */
async function userWith(n: number) {
  const user = await buildUser(app);
  const made = [];
  for (let i = 1; i <= n; i++) made.push(await buildNotification(app, user, { title: `Title ${i}` }));
  return { user, made, api: request(app, user.token) };
}

describe('notifications', () => {
  it.each([
    ['GET', '/notifications'],
    ['GET', '/notifications/unread-count'],
    ['PUT', '/notifications/mark-read'],
    ['PATCH', '/notifications/1/mark-read'],
  ] as const)('%s %s without a token -> 401', async (method, url) => {
    expect((await request(app).send(method, url)).statusCode).toBe(401);
  });

  it('pages the user own notifications, newest first, 15 a page', async () => {
    const { api } = await userWith(17);
    const stranger = await buildUser(app);
    await buildNotification(app, stranger, { title: 'Private' });
    const first = (await api.get('/notifications')).json();
    expect(first).toMatchObject({ page: 1, perPage: 15, totalItems: 17, totalPages: 2, offset: 0 });
    expect(first.items[0].title).toBe('Title 17');
    expect(first.items.every((n: { title: string }) => n.title !== 'Private')).toBe(true);
    const second = (await api.get('/notifications?page=2')).json();
    expect(second.items).toHaveLength(2);
  });

  it('counts unread, marks one and then all as read', async () => {
    const { api } = await userWith(17);
    expect((await api.get('/notifications/unread-count')).json()).toEqual({ count: 17 });
    const id = (await api.get('/notifications')).json().items[0].id;
    const one = await api.patch(`/notifications/${id}/mark-read`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ message: t.markedRead });
    expect((await api.get('/notifications/unread-count')).json()).toEqual({ count: 16 });
    expect((await api.get('/notifications?onlyUnread=true&perPage=50')).json().items).toHaveLength(16);
    const all = await api.put('/notifications/mark-read', {});
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ message: t.markedAllRead });
    expect((await api.get('/notifications/unread-count')).json()).toEqual({ count: 0 });
  });

  it("a stranger cannot mark another user's notification (404) and it stays unread", async () => {
    const owner = await userWith(1);
    const stranger = await buildUser(app);
    const res = await request(app, stranger.token).patch(`/notifications/${owner.made[0]!.id}/mark-read`);
    expect(res.statusCode).toBe(404);
    expect((await owner.api.get('/notifications/unread-count')).json()).toEqual({ count: 1 });
  });

  it("a stranger's mark-all leaves another user's notifications unread", async () => {
    const owner = await userWith(2);
    const stranger = await buildUser(app);
    expect((await request(app, stranger.token).put('/notifications/mark-read', {})).statusCode).toBe(200);
    expect((await owner.api.get('/notifications/unread-count')).json()).toEqual({ count: 2 });
  });

  it('validates paging and the mark-all date, and a refused mark-all changes nothing', async () => {
    const { api } = await userWith(1);
    expect((await api.get('/notifications?page=0')).statusCode).toBe(422);
    const bad = await api.put('/notifications/mark-read', { before: 'yesterday' });
    expect(bad.statusCode).toBe(422);
    expect((await api.get('/notifications/unread-count')).json()).toEqual({ count: 1 });
  });
});
