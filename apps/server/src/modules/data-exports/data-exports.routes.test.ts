import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExportsTexts as t, exportFileSchemas, type DataExport, type DataExportList } from '@holdfast/shared/data-exports';
import { selectRows } from '../../platform/db/client';
import { coachingFixture } from '../../test/coaching-fixture';
import { buildCommunityMember, buildReply, buildThread, buildTopic } from '../../test/community-factories';
import {
  buildCourse,
  buildCrashReport,
  buildGroup,
  buildMembership,
  buildNotification,
  buildPartnership,
  buildTodaysCheckIn,
  buildUser,
  type TestUser,
} from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';
import { useS3TestApp } from '../../test/s3-server';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const api = (u: TestUser) => request(app, u.token);
const exportCount = async (userId: number) =>
  Number((await selectRows<{ n: number }>(app.db, sql`select count(*)::int as n from data_exports where user_id = ${userId}`))[0]!.n);

/** Starts an export, runs the build job, answers the list as the member then sees it. */
async function exportNow(u: TestUser): Promise<DataExport> {
  const started = await api(u).post('/users/data-exports');
  expect(started.statusCode).toBe(202);
  expect(started.json().message).toBe(t.started);
  expect(started.json().item.status).toBe('building');
  await app.ctx.jobs.idle();
  const list = (await api(u).get('/users/data-exports')).json() as DataExportList;
  return list.items[0]!;
}

/** The ZIP behind a download_url, unzipped: name → text (files/ as bytes' length). */
async function download(url: string) {
  const res = await app.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="holdfast-data-\d{4}-\d{2}-\d{2}\.zip"$/);
  const entries = unzipSync(new Uint8Array(res.rawPayload));
  return Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, name.startsWith('files/') ? bytes : strFromU8(bytes)]));
}

describe('data exports: access', () => {
  it('answers 401 to every route without a token', async () => {
    for (const [method, url] of [
      ['GET', '/users/data-exports'],
      ['POST', '/users/data-exports'],
      ['DELETE', '/users/data-exports/1'],
    ] as const)
      expect((await request(app).send(method, url)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('refuses a download without a valid signature, and a stranger cannot revoke or reach another member’s export', async () => {
    const [owner, stranger] = [await buildUser(app), await buildUser(app)];
    const ready = await exportNow(owner);
    expect(ready.status).toBe('ready');
    const url = ready.download_url!;

    const forged = url.replace(/signature=[^&]+/, 'signature=AAAAAAAAAAAAAAAAAAAA');
    const refused = await app.app.inject({ method: 'GET', url: forged });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(t.linkExpired);
    // The owner's signature does not open the link under another member's id.
    const otherUid = await app.app.inject({ method: 'GET', url: url.replace(/uid=\d+/, `uid=${stranger.id}`) });
    expect(otherUid.statusCode).toBe(403);

    const revoke = await api(stranger).delete(`/users/data-exports/${ready.id}`);
    expect(revoke.statusCode).toBe(404);
    expect((await api(stranger).get('/users/data-exports')).json()).toEqual({ items: [], next_allowed_at: null });
    // Unchanged: still ready and downloadable.
    expect((await app.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(((await api(owner).get('/users/data-exports')).json() as DataExportList).items[0]!.status).toBe('ready');
  });
});

describe('data exports: one a day, revoke, expiry', () => {
  it('refuses a second export within 24 hours with the message, and changes nothing', async () => {
    const u = await buildUser(app);
    await exportNow(u);
    const before = await exportCount(u.id);
    const again = await api(u).post('/users/data-exports');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(
      /^You can download your data once a day\. You can ask again after \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.$/,
    );
    expect(await exportCount(u.id)).toBe(before);
    const list = (await api(u).get('/users/data-exports')).json() as DataExportList;
    expect(list.items).toHaveLength(1);
    expect(new Date(list.next_allowed_at!).getTime() - new Date(list.items[0]!.requested_at).getTime()).toBe(24 * 3600_000);
    // A day later they may ask again.
    await app.db.execute(sql`update data_exports set requested_at = now() - interval '25 hours' where user_id = ${u.id}`);
    expect((await api(u).post('/users/data-exports')).statusCode).toBe(202);
  });

  it('two requests at once make one export', async () => {
    const u = await buildUser(app);
    const answers = await Promise.all([api(u).post('/users/data-exports'), api(u).post('/users/data-exports')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([202, 429]);
    expect(await exportCount(u.id)).toBe(1);
    await app.ctx.jobs.idle();
  });

  it('is ready with a link that expires after 24 hours; the member is told in the app only', async () => {
    const u = await buildUser(app);
    const mailsBefore = app.mails.filter((m) => m.to === u.email).length;
    const ready = await exportNow(u);
    expect(ready.status).toBe('ready');
    expect(ready.size_bytes).toBeGreaterThan(1000);
    expect(new Date(ready.expires_at!).getTime() - new Date(ready.ready_at!).getTime()).toBe(24 * 3600_000);
    const bell = (await api(u).get('/notifications')).json().items as { title: string; message: string; meta: { target?: string } }[];
    expect(bell[0]).toMatchObject({ title: t.notificationTitle, message: t.notificationMessage, meta: { target: '/privacy/export' } });
    expect(app.mails.filter((m) => m.to === u.email).length).toBe(mailsBefore);

    await app.db.execute(sql`update data_exports set expires_at = now() - interval '1 second' where user_id = ${u.id}`);
    const expired = (await api(u).get('/users/data-exports')).json() as DataExportList;
    expect(expired.items[0]).toMatchObject({ status: 'expired', download_url: null });
    const res = await app.app.inject({ method: 'GET', url: ready.download_url! });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(t.linkExpired);
    // The expiry job deletes the file.
    const [row] = await selectRows<{ file_key: string }>(app.db, sql`select file_key from data_exports where user_id = ${u.id}`);
    await app.ctx.jobs.runDue(new Date(Date.now() + 25 * 3600_000));
    expect(await app.ctx.storage.get(row!.file_key)).toBeNull();
  });

  it('revokes a ready export: the link stops, the file goes, a second revoke is refused', async () => {
    const u = await buildUser(app);
    const ready = await exportNow(u);
    const [row] = await selectRows<{ file_key: string }>(app.db, sql`select file_key from data_exports where id = ${ready.id}`);
    expect(await app.ctx.storage.get(row!.file_key)).not.toBeNull();
    const revoked = await api(u).delete(`/users/data-exports/${ready.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe(t.revoked);
    await app.ctx.jobs.idle();
    expect(await app.ctx.storage.get(row!.file_key)).toBeNull();
    expect((await app.app.inject({ method: 'GET', url: ready.download_url! })).statusCode).toBe(403);
    const list = (await api(u).get('/users/data-exports')).json() as DataExportList;
    expect(list.items[0]).toMatchObject({ status: 'revoked', download_url: null });
    const again = await api(u).delete(`/users/data-exports/${ready.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(t.notRevocable);
    expect((await api(u).delete('/users/data-exports/abc')).statusCode).toBe(422);
    // Revoking does not give the day back.
    expect((await api(u).post('/users/data-exports')).statusCode).toBe(429);
  });
});

describe('data exports: the ZIP', () => {
  let a: TestUser;
  let b: TestUser;
  let files: Record<string, string | Uint8Array>;
  const json = (name: string) => JSON.parse(files[name] as string) as Record<string, unknown>;

  beforeAll(async () => {
    const coaching = await coachingFixture(app);
    a = await buildCommunityMember(app, { name: 'Alder Member', veteran: true });
    b = await buildCommunityMember(app, { name: 'Birch Member', veteran: true });
    await api(a).put('/users/profile', { first_name: 'Alder', last_name: 'Stone', display_name: 'Alder Stone', gender: 'Male' });
    await api(b).put('/users/profile', { first_name: 'Birch', last_name: 'Hidden', display_name: 'Birch Shown', gender: 'Male' });

    // Check-ins, crash reports, weekly answers: both members, each their own.
    await buildTodaysCheckIn(app, a, { feeling_notes: 'ALDER-CHECKIN-NOTE' });
    await buildTodaysCheckIn(app, b, { feeling_notes: 'BIRCH-CHECKIN-SECRET' });
    await buildCrashReport(app, a, 'ALDER-CRASH-ANSWER');
    await buildCrashReport(app, b, 'BIRCH-CRASH-SECRET');
    for (const [u, answer] of [
      [a, 'ALDER-WEEKLY-ANSWER'],
      [b, 'BIRCH-WEEKLY-SECRET'],
    ] as const) {
      const form = (await api(u).get('/weekly-commitment')).json().form;
      const res = await api(u).post('/weekly-commitment', { offset: 0, answers: [{ question_id: form.questions[0].id, answer }] });
      expect(res.statusCode).toBeLessThan(300);
    }
    await buildCourse(app, a);

    // Partners, with a chat: each sends a message.
    const rel = await buildPartnership(app, a, b);
    expect((await api(a).post(`/accountability-partners/${rel.id}/messages`, { message: 'ALDER-MESSAGE' })).statusCode).toBeLessThan(300);
    expect((await api(b).post(`/accountability-partners/${rel.id}/messages`, { message: 'BIRCH-MESSAGE-SECRET' })).statusCode).toBeLessThan(
      300,
    );

    // A group led by a third member, with leader's notes about each.
    const leader = await buildUser(app);
    const group = await buildGroup(app, leader, 'Cedar Circle');
    const aRow = await buildMembership(app, group.id, leader, a, { share: true });
    const bRow = await buildMembership(app, group.id, leader, b, { share: true });
    for (const [row, note] of [
      [aRow, 'ALDER-LEADER-NOTE'],
      [bRow, 'BIRCH-LEADER-SECRET'],
    ] as const) {
      const res = await request(app, leader.token).post(`/groups/${group.id}/members/${row}/notes`, {
        title: 'Check in',
        note_type: 'note',
        content: note,
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }

    // A coach with both as clients, and a note about each.
    const coach = await coaching.coach();
    const ca = await coaching.client(coach, { user: a });
    const cb = await coaching.client(coach, { user: b });
    for (const [link, note] of [
      [ca, 'ALDER-COACH-NOTE'],
      [cb, 'BIRCH-COACH-SECRET'],
    ] as const)
      expect((await request(app, coach.user.token).post(`/coach/users/${link.coachUserId}/notes`, { note })).statusCode).toBeLessThan(300);

    // Community: a thread and replies of each.
    const topic = await buildTopic(app);
    const thread = await buildThread(app, a, topic.id, 'ALDER-THREAD-TITLE');
    await buildReply(app, a, thread.id, 'ALDER-REPLY');
    await buildReply(app, b, thread.id, 'BIRCH-REPLY-SECRET');

    // A notification, the access log (the partner viewed a's check-ins), a device, an avatar.
    await buildNotification(app, a, { title: 'ALDER-NOTIFICATION' });
    await buildNotification(app, b, { title: 'BIRCH-NOTIFICATION-SECRET' });
    await app.ctx.accessLog.record([
      { viewer: b.id, owner: a.id, kind: 'check_ins', via: 'partner', range: { start: '2026-01-01', end: '2026-01-31' } },
      { viewer: a.id, owner: b.id, kind: 'crash_reports', via: 'partner', recordId: 4242 },
    ]);
    await app.db.execute(
      sql`insert into device_tokens (user_id, token, platform, topics) values (${a.id}, 'ALDER-PUSH-TOKEN', 'android', '{}'), (${b.id}, 'BIRCH-PUSH-TOKEN', 'ios', '{}')`,
    );
    const avatarKey = await app.ctx.storage.put('avatars', 'png', Buffer.from('ALDER-AVATAR-BYTES'));
    await app.db.execute(sql`update profiles set profile_icon = ${avatarKey} where user_id = ${a.id}`);
    await app.db.execute(sql`
      insert into premium_applications (user_id, status, name, gender, is_married, in_ministry, timezone, hope_to_gain, will_add_to_group,
        relationship_with_god, reason_not_attend_weekly, meeting_time, confidentiality_agreement, daily_practice_commitment, able_to_use_zoom,
        phone_number, email)
      values (${a.id}, 'group-selection-pending', 'Alder Stone', 'Male', false, false, 'UTC', 'ALDER-HOPE', 'Honesty', 'Growing', 'Work', '[]', true, true, true, '555-0100', ${a.email})`);

    const ready = await exportNow(a);
    expect(ready.status).toBe('ready');
    files = await download(ready.download_url!);
  }, 120_000);

  it('holds one JSON file per area part with its schema_version and JSON Schema, each valid against its shared schema', () => {
    for (const [name, schema] of Object.entries(exportFileSchemas)) {
      expect(files[name], name).toBeDefined();
      const content = json(name);
      expect(content.schema_version).toBe(1);
      expect(schema.safeParse(content).success, name).toBe(true);
      const jsonSchema = json(`schemas/${name.replace('.json', '.schema.json')}`);
      expect(jsonSchema.type).toBe('object');
      expect((jsonSchema.required as string[]).includes('schema_version')).toBe(true);
    }
    expect(files['index.html']).toBeDefined();
  });

  it('holds all of the member’s own data', () => {
    const text = (name: string) => files[name] as string;
    expect(json('profile.json')).toMatchObject({
      account: { email: a.email },
      profile: { display_name: 'Alder Stone', avatar_file: 'files/avatar.png' },
    });
    expect(strFromU8(files['files/avatar.png'] as Uint8Array)).toBe('ALDER-AVATAR-BYTES');
    expect((json('sessions.json').sessions as unknown[]).length).toBeGreaterThan(0);
    expect(json('devices.json').devices).toEqual([expect.objectContaining({ platform: 'android' })]);
    const checkIns = json('check-ins.json').check_ins as { feeling_notes: string; emotions: string[]; faster: unknown[] }[];
    expect(checkIns).toHaveLength(1);
    expect(checkIns[0]!.feeling_notes).toBe('ALDER-CHECKIN-NOTE');
    expect(checkIns[0]!.emotions.length).toBe(2);
    expect(checkIns[0]!.faster.length).toBe(1);
    expect(text('crash-reports.json')).toContain('ALDER-CRASH-ANSWER');
    expect(text('weekly-answers.json')).toContain('ALDER-WEEKLY-ANSWER');
    expect((json('courses.json').courses as unknown[]).length).toBeGreaterThan(0);
    expect(json('partners.json').partners).toEqual([
      expect.objectContaining({ partner: 'Birch Shown', direction: 'sent', status: 'accepted' }),
    ]);
    expect(json('groups.json')).toMatchObject({
      memberships: [expect.objectContaining({ group: 'Cedar Circle', is_sharing_data: true })],
      notes_about_me: expect.arrayContaining([expect.objectContaining({ content: 'ALDER-LEADER-NOTE', author: 'Sam Rivers' })]),
    });
    expect(json('coaching.json')).toMatchObject({
      coaches: [expect.objectContaining({ coach: 'Sam Rivers' })],
      notes_about_me: [expect.objectContaining({ note: 'ALDER-COACH-NOTE', coach: 'Sam Rivers' })],
    });
    expect(json('messages.json').messages_sent).toEqual([expect.objectContaining({ message: 'ALDER-MESSAGE' })]);
    expect(text('community.json')).toContain('ALDER-THREAD-TITLE');
    expect(text('community.json')).toContain('ALDER-REPLY');
    expect(text('notifications.json')).toContain('ALDER-NOTIFICATION');
    expect(json('access-log.json').access_log).toEqual([
      expect.objectContaining({ viewer: 'Birch Shown', kind: 'check_ins', via: 'partner' }),
    ]);
    expect(text('premium-groups.json')).toContain('ALDER-HOPE');
    const consents = json('consents.json') as { partners: unknown[]; groups: unknown[]; coaches: unknown[]; history: unknown[] };
    expect([consents.partners.length, consents.groups.length, consents.coaches.length]).toEqual([1, 1, 1]);
    expect(consents.history.length).toBeGreaterThan(3);
  });

  it('holds nothing of another member’s: no content, no e-mail, no real name they did not show', () => {
    const secrets = [
      'BIRCH-CHECKIN-SECRET',
      'BIRCH-CRASH-SECRET',
      'BIRCH-WEEKLY-SECRET',
      'BIRCH-MESSAGE-SECRET',
      'BIRCH-LEADER-SECRET',
      'BIRCH-COACH-SECRET',
      'BIRCH-REPLY-SECRET',
      'BIRCH-NOTIFICATION-SECRET',
      'BIRCH-PUSH-TOKEN',
      'ALDER-PUSH-TOKEN',
      'Hidden',
      b.email,
      'password_hash',
      '$argon2',
      'token_hash',
    ];
    const found: string[] = [];
    for (const [name, content] of Object.entries(files)) {
      if (typeof content !== 'string') continue;
      for (const s of secrets) if (content.includes(s)) found.push(`${name}: ${s}`);
    }
    expect(found).toEqual([]);
  });

  it('gives one readable page of the same, escaped and without scripts', () => {
    const html = files['index.html'] as string;
    expect(html).toContain('ALDER-CHECKIN-NOTE');
    expect(html).toContain('ALDER-COACH-NOTE');
    expect(html).toContain('<h2 id="part-0-title">Profile and account</h2>');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("default-src 'none'");
    // The thread's HTML content is shown as text, never as markup.
    expect(html).toContain('&lt;p&gt;ALDER-THREAD-TITLE: my story&lt;/p&gt;');
  });
});

describe('data exports on S3 (a local server speaking the protocol)', () => {
  const { app: s3App, server: s3 } = useS3TestApp();

  it('stores the ZIP in the bucket; the link redirects to a presigned GET; revoking deletes the object', async () => {
    expect(s3App().ctx.storage.kind).toBe('s3');
    const u = await buildUser(s3App());
    expect((await request(s3App(), u.token).post('/users/data-exports')).statusCode).toBe(202);
    await s3App().ctx.jobs.idle();
    const ready = ((await request(s3App(), u.token).get('/users/data-exports')).json() as DataExportList).items[0]!;
    expect(ready.status).toBe('ready');
    const res = await s3App().app.inject({ method: 'GET', url: ready.download_url! });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const presigned = String(res.headers.location);
    expect(presigned.startsWith(`${s3().endpoint}/${s3().bucket}/data-exports/`)).toBe(true);
    expect(presigned).toMatch(/X-Amz-Expires=300&/);
    const fetched = await fetch(presigned);
    expect(fetched.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await fetched.arrayBuffer()));
    expect(JSON.parse(strFromU8(entries['profile.json']!)).account.email).toBe(u.email);

    expect((await request(s3App(), u.token).delete(`/users/data-exports/${ready.id}`)).statusCode).toBe(200);
    await s3App().ctx.jobs.idle();
    expect((await fetch(presigned)).status).toBe(404);
    expect((await s3App().app.inject({ method: 'GET', url: ready.download_url! })).statusCode).toBe(403);
  });
});
