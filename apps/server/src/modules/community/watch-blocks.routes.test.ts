import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage, PushSender } from '../../platform/push/push';
import { createTestApp, request, type TestApp } from '../../test/harness';
import { buildCommunityMember, buildReply, buildThread, buildTopic } from '../../test/community-factories';
import type { TestUser } from '../../test/factories';

// A forum reply's watcher notice names its author: nobody a block separates from the author, either
// way, gets it (bell, realtime or push); the admins' urgent struggling notice still goes, naming no one.
// One app per file.
const pushes: { userId: number; message: PushMessage }[] = [];
const push: PushSender = { transport: 'log', send: async (userId, message) => void pushes.push({ userId, message }) };
const published: [number, string][] = [];
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { push });
  const publish = app.ctx.realtime.publishToUser.bind(app.ctx.realtime);
  app.ctx.realtime.publishToUser = ((userId: number, event: string, payload: unknown) => {
    published.push([userId, event]);
    return (publish as (u: number, e: string, p: unknown) => void)(userId, event, payload);
  }) as typeof app.ctx.realtime.publishToUser;
});
afterAll(() => app.app.close());

const api = (u: TestUser) => request(app, u.token);
const notices = async (u: TestUser) => (await api(u).get('/notifications')).json().items as { message: string }[];

describe('watched-reply notices across a block', () => {
  it.each(['the watcher blocked the replier', 'the replier blocked the watcher'] as const)(
    '%s: the watcher hears nothing; other watchers do',
    async (way) => {
      const topic = await buildTopic(app);
      const author = await buildCommunityMember(app, { veteran: true, name: 'Thread Author' });
      const thread = await buildThread(app, author, topic.id);
      const [watcher, other] = [await buildCommunityMember(app), await buildCommunityMember(app)];
      const replier = await buildCommunityMember(app, { name: 'Hidden Name' });
      await api(watcher).post('/community/watch', { entity_id: thread.id, entity_type: 'thread' });
      await api(watcher).post('/community/watch', { entity_id: topic.id, entity_type: 'topic' });
      await api(other).post('/community/watch', { entity_id: thread.id, entity_type: 'thread' });
      const [by, who] = way === 'the watcher blocked the replier' ? [watcher, replier] : [replier, watcher];
      expect((await api(by).post('/messages/message-blocking', { blocked_user_id: who.id })).statusCode).toBe(201);
      pushes.length = 0;
      published.length = 0;
      await buildReply(app, replier, thread.id);
      await app.ctx.jobs.idle();
      expect(await notices(watcher)).toEqual([]);
      expect(pushes.filter((p) => p.userId === watcher.id)).toEqual([]);
      expect(published.filter(([u]) => u === watcher.id)).toEqual([]);
      expect((await notices(other)).map((n) => n.message)).toEqual([`Hidden Name replied in "${thread.title}"`]);
      expect(pushes.filter((p) => p.userId === other.id)).toHaveLength(1);
    },
  );

  it("a struggling post's urgent notice reaches an admin a block separates from its author, naming no one; other admins see the name", async () => {
    const topic = await buildTopic(app);
    const author = await buildCommunityMember(app, { veteran: true, name: 'Thread Author' });
    const thread = await buildThread(app, author, topic.id);
    const [separated, other] = [
      await buildCommunityMember(app, { roles: ['community_admin'] }),
      await buildCommunityMember(app, { roles: ['community_admin'] }),
    ];
    const poster = await buildCommunityMember(app, { name: 'Quiet Name' });
    expect((await api(separated).post('/messages/message-blocking', { blocked_user_id: poster.id })).statusCode).toBe(201);
    const res = await api(poster).post(`/community/threads/${thread.id}/replies`, {
      reply_id: null,
      reply_text: '<p>Hard night</p>',
      is_struggling: true,
    });
    expect(res.statusCode).toBe(201);
    await app.ctx.jobs.idle();
    const urgent = (u: TestUser) =>
      notices(u).then((items) => items.filter((n) => n.message.includes('as struggling right now')).map((n) => n.message));
    expect(await urgent(separated)).toEqual([`A member marked a post in "${thread.title}" as struggling right now. Please reach out.`]);
    expect(await urgent(other)).toEqual([`Quiet Name marked a post in "${thread.title}" as struggling right now. Please reach out.`]);
  });
});
