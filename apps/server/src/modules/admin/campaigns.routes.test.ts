import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_BODY_MAX, CAMPAIGN_NOTIFICATION_TYPE, CAMPAIGN_TITLE_MAX } from '@holdfast/shared/admin';
import { discreetTexts } from '@holdfast/shared/privacy';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import { vapidKeysOf } from '../../platform/push/vapid';
import { createWebPushProvider } from '../../platform/push/web-push';
import { createTestApp, login, request, signUp, type TestApp } from '../../test/harness';
import { startPushService } from '../../test/push-service';
import { assignRole } from '../accounts/accounts.repository';
import { JOB_CAMPAIGN_BATCH } from './campaigns.service';

const ADMIN = { email: 'campaign-root@holdfast.test', password: 'Adm1n*Password' };
let app: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
let admin: ReturnType<typeof request>;

beforeAll(async () => {
  service = await startPushService();
  // The app's own web push provider, with an agent that trusts the local push service.
  app = await createTestApp(
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    { pushProviders: { web: createWebPushProvider({ vapid: () => vapidKeysOf(app.ctx.config), agent: service.agent }) } },
  );
  admin = request(app, await login(app, ADMIN.email, ADMIN.password));
});
afterAll(async () => {
  await app.app.close();
  await service.close();
});

type Member = Awaited<ReturnType<typeof signUp>>;

/** A browser of `member` registered for pushes; `follow`: subscribed to the production-campaign topic too. */
async function browserOf(member: Member, follow: boolean) {
  const browser = service.subscribe();
  const api = request(app, member.token);
  const token = browser.subscription.endpoint;
  expect((await api.post('/device-token', { token, platform: 'web', subscription: browser.subscription })).statusCode).toBe(200);
  if (follow) expect((await api.post('/device-token/subscribe-topic', { token, topic: 'production-campaign' })).statusCode).toBe(200);
  return browser;
}

const pushesTo = (browser: { subscription: { endpoint: string } }) =>
  service.received.filter((p) => browser.subscription.endpoint.endsWith(p.path)).map((p) => p.payload);
const notesOf = (userId: number, title: string) =>
  selectRows<{ id: number; title: string; message: string; meta: { type: string } }>(
    app.db,
    sql`select id, title, message, meta from notifications where user_id = ${userId} and title = ${title} order by id`,
  );
const campaignAudits = (title: string) =>
  selectRows<{ actor_id: number; target_kind: string; target_id: string; after: unknown }>(
    app.db,
    sql`select actor_id, target_kind, target_id, after from audit_log where action = 'push_campaign.sent' and after->>'title' = ${title}`,
  );
const queuedCampaignJobs = async () =>
  Number(
    (
      await selectRows<{ n: number }>(
        app.db,
        sql`select count(*)::int as n from jobs where name = ${JOB_CAMPAIGN_BATCH} and status = 'queued'`,
      )
    )[0]!.n,
  );

describe('POST admin/push-campaigns: who may send', () => {
  it('401 without a token', async () => {
    expect((await request(app).post('/admin/push-campaigns', { title: 'x', body: 'y' })).statusCode).toBe(401);
  });

  it.each(['member', 'community_admin', 'support'])(
    '403 for a %s, before the body is looked at; nothing is queued or audited',
    async (role) => {
      const user = await signUp(app);
      if (role !== 'member') await assignRole(app.db, user.id, role);
      const title = `Refused ${role} ${user.id}`;
      const before = await queuedCampaignJobs();
      expect((await request(app, user.token).post('/admin/push-campaigns', { title, body: 'Hello' })).statusCode).toBe(403);
      expect((await request(app, user.token).post('/admin/push-campaigns', {})).statusCode).toBe(403);
      expect(await queuedCampaignJobs()).toBe(before);
      expect(await campaignAudits(title)).toEqual([]);
    },
  );
});

describe('POST admin/push-campaigns: sending', () => {
  it('reaches only the devices following the topic, through the push service, ids only; a bell item for each follower; audited', async () => {
    const [follower, discreet, twoDevices, notFollowing, noDevice] = await Promise.all([
      signUp(app),
      signUp(app, { discreet: true }),
      signUp(app),
      signUp(app),
      signUp(app),
    ]);
    const followerBrowser = await browserOf(follower, true);
    const discreetBrowser = await browserOf(discreet, true);
    const followingPhone = await browserOf(twoDevices, true);
    const otherBrowser = await browserOf(twoDevices, false);
    const notFollowingBrowser = await browserOf(notFollowing, false);

    const title = `Spring course ${follower.id}`;
    const res = await admin.post('/admin/push-campaigns', { title: `  ${title} `, body: 'A new course opens on Monday.' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ queued: true, topic: 'production-campaign' });
    await app.ctx.jobs.idle();

    for (const [member, browser] of [
      [follower, followerBrowser],
      [discreet, discreetBrowser],
      [twoDevices, followingPhone],
    ] as const) {
      const [note] = await notesOf(member.id, title);
      expect(note).toMatchObject({ message: 'A new course opens on Monday.', meta: { type: CAMPAIGN_NOTIFICATION_TYPE } });
      expect(pushesTo(browser)).toEqual([{ type: CAMPAIGN_NOTIFICATION_TYPE, notification_id: note!.id }]);
      expect(await notesOf(member.id, title)).toHaveLength(1);
    }
    expect(pushesTo(otherBrowser)).toEqual([]);
    expect(pushesTo(notFollowingBrowser)).toEqual([]);
    expect(await notesOf(notFollowing.id, title)).toEqual([]);
    expect(await notesOf(noDevice.id, title)).toEqual([]);

    // The push carries ids only; the words a device shows follow the member's discreet mode.
    const discreetNote = (await notesOf(discreet.id, title))[0]!;
    expect((await request(app, discreet.token).get(`/users/privacy/push-text/${discreetNote.id}`)).json()).toMatchObject({
      title: discreetTexts.subject,
      body: '',
    });
    const openNote = (await notesOf(follower.id, title))[0]!;
    expect((await request(app, follower.token).get(`/users/privacy/push-text/${openNote.id}`)).json()).toMatchObject({
      title,
      body: 'A new course opens on Monday.',
    });

    const audits = await campaignAudits(title);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      target_kind: 'push_topic',
      target_id: 'production-campaign',
      after: { title, body: 'A new course opens on Monday.' },
    });
    expect(Number(audits[0]!.actor_id)).toBeGreaterThan(0);
  });

  it('runs in batches: each batch queues the next, every follower is notified once', async () => {
    const followers = await Promise.all([signUp(app), signUp(app), signUp(app), signUp(app), signUp(app)]);
    const browsers = [];
    for (const f of followers) browsers.push(await browserOf(f, true));
    const title = `Batched ${followers[0]!.id}`;
    // Batches of 2 over every follower in the database (these five and earlier tests').
    await app.ctx.jobs.enqueue(JOB_CAMPAIGN_BATCH, { title, body: 'In batches', afterUserId: 0, batchSize: 2 });
    await app.ctx.jobs.idle();
    for (const [i, f] of followers.entries()) {
      const notes = await notesOf(f.id, title);
      expect(notes).toHaveLength(1);
      expect(pushesTo(browsers[i]!)).toEqual([{ type: CAMPAIGN_NOTIFICATION_TYPE, notification_id: notes[0]!.id }]);
    }
    const [runs] = await selectRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from jobs where name = ${JOB_CAMPAIGN_BATCH} and payload->>'title' = ${title} and status = 'done'`,
    );
    expect(Number(runs!.n)).toBeGreaterThanOrEqual(3);
  });

  it('refuses a missing, blank or too long title or body (422 naming the field) and sends nothing', async () => {
    const member = await signUp(app);
    const browser = await browserOf(member, true);
    const before = await queuedCampaignJobs();
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { title: [m.required], body: [m.required] }],
      [{ title: '   ', body: 'Hello' }, { title: [m.required] }],
      [{ title: 'x'.repeat(CAMPAIGN_TITLE_MAX + 1), body: 'Hello' }, { title: [m.maxLength(CAMPAIGN_TITLE_MAX)] }],
      [{ title: 'Hello', body: 'y'.repeat(CAMPAIGN_BODY_MAX + 1) }, { body: [m.maxLength(CAMPAIGN_BODY_MAX)] }],
      [{ title: 'Hello', body: 42 }, { body: [m.required] }],
    ];
    for (const [body, errors] of cases) {
      const res = await admin.post('/admin/push-campaigns', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    await app.ctx.jobs.idle();
    expect(await queuedCampaignJobs()).toBe(before);
    expect(pushesTo(browser)).toEqual([]);
    expect(await campaignAudits('Hello')).toEqual([]);
  });
});
