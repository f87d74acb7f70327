import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueTexts, type QueueItem, type ReviewQueue } from '@holdfast/shared/admin';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import { buildUser, type TestUser } from '../../test/factories';
import { buildCommunityMember, buildReply, buildThread, buildTopic, buildWoman } from '../../test/community-factories';
import { createTestApp, login, request, type TestApp } from '../../test/harness';
import { premiumApplicationForm, premiumFixture } from '../../test/premium-fixture';
import * as accountsRepository from '../accounts/accounts.repository';
import { coursePayments, scholarships } from '../courses/courses.table';
import { pendingQueueCount } from './index';
import { queueOrder } from './queue.service';

const ADMIN = { email: 'queue-root@holdfast.test', password: 'Adm1n*Password' };
let app: TestApp;
let admin: { token: string; id: number };
beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const token = await login(app, ADMIN.email, ADMIN.password);
  admin = { token, id: (await request(app, token).get('/users/profile')).json().id };
});
afterAll(() => app.app.close());

const api = (u: { token: string } | null) => request(app, u?.token ?? null);
const queueOf = async (u: { token: string }, kind?: string) => {
  const res = await api(u).get(`/admin/queue${kind ? `?kind=${kind}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReviewQueue;
};
const find = (q: ReviewQueue, kind: string, id: number) => q.items.find((i) => i.kind === kind && i.id === id);

async function student(): Promise<TestUser> {
  const s = await buildUser(app);
  const res = await api(s).put('/users/profile', {
    first_name: 'Stu',
    last_name: 'Dent',
    display_name: 'Stu Dent',
    gender: 'Male',
    is_married: false,
    is_student: true,
    is_leader: false,
  });
  expect(res.statusCode, res.body).toBe(200);
  return s;
}

async function paidCourseId(u: TestUser) {
  const list = (await api(u).get('/courses')).json() as { id: number; slug: string }[];
  return list.find((c) => c.slug === 'purity-path')!.id;
}

async function applyScholarship(s: TestUser) {
  const courseId = await paidCourseId(s);
  const res = await api(s).post('/user-scholarships', {
    course_id: courseId,
    school_enrolled: 'State University',
    school_email: 'me@state.edu',
    scholarship_reason: 'I cannot afford it yet.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { courseId, id: res.json().scholarship.id as number };
}

async function flaggedReply(text = 'A reply someone did not like') {
  const topic = await buildTopic(app);
  const starter = await buildCommunityMember(app, { veteran: true });
  const th = await buildThread(app, starter, topic.id);
  const author = await buildCommunityMember(app, { veteran: true, name: 'Flagged Author' });
  const reply = await buildReply(app, author, th.id, text);
  const flagger = await buildCommunityMember(app);
  expect((await api(flagger).post(`/community/replies/${reply.id}/flag`, { reason: 'Unkind words here' })).statusCode).toBe(200);
  return { reply, author };
}

describe('review queue: who may call it', () => {
  it.each([
    ['GET', '/admin/queue'],
    ['POST', '/admin/queue/scholarship/1/resolve'],
    ['POST', '/admin/queue/flagged-reply/1/reveal'],
  ] as const)('%s %s without a token -> 401', async (method, url) => {
    expect((await api(null).send(method, url, {})).statusCode).toBe(401);
  });

  it('403 for a member and every role but ff_admin and community_admin, before the body and params are looked at', async () => {
    const { id } = await applyScholarship(await student());
    for (const role of [null, 'upgrade_admin', 'certified_leader', 'coach', 'support']) {
      const u = await buildUser(app);
      if (role) await accountsRepository.assignRole(app.db, u.id, role);
      expect((await api(u).get('/admin/queue?kind=nonsense')).statusCode, String(role)).toBe(403);
      expect((await api(u).post('/admin/queue/not-a-kind/x/resolve', { action: 42 })).statusCode, String(role)).toBe(403);
      expect((await api(u).post(`/admin/queue/scholarship/${id}/resolve`, { action: 'approve' })).statusCode, String(role)).toBe(403);
      expect((await api(u).post('/admin/queue/flagged-reply/1/reveal')).statusCode, String(role)).toBe(403);
    }
    const [row] = await app.db.select().from(scholarships).where(eq(scholarships.id, id));
    expect(row!.status).toBe('pending');
  });

  it('a community admin sees and decides the community items only', async () => {
    const mod = await buildCommunityMember(app, { roles: ['community_admin'] });
    const { id } = await applyScholarship(await student());
    const { reply } = await flaggedReply();
    const q = await queueOf(mod);
    expect(q.items.every((i) => ['flagged-reply', 'reported-user', 'community-access'].includes(i.kind))).toBe(true);
    expect(find(q, 'flagged-reply', reply.id)).toBeDefined();
    const refused = await api(mod).post(`/admin/queue/scholarship/${id}/resolve`, { action: 'approve' });
    expect(refused.statusCode).toBe(403);
    expect((await app.db.select().from(scholarships).where(eq(scholarships.id, id)))[0]!.status).toBe('pending');
    const ok = await api(mod).post(`/admin/queue/flagged-reply/${reply.id}/resolve`, { action: 'dismiss' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(find(await queueOf(mod), 'flagged-reply', reply.id)).toBeUndefined();
  });
});

describe('review queue: scholarships', () => {
  it('lists a request with its actions; declining needs a reason, and a refused decision changes nothing', async () => {
    const s = await student();
    const { id } = await applyScholarship(s);
    const item = find(await queueOf(admin, 'scholarship'), 'scholarship', id)!;
    expect(item).toMatchObject({ kind: 'scholarship', sensitive: false, subject: { id: s.id, name: 'Stu Dent' } });
    expect(item.actions.map((a) => [a.key, a.needs_reason])).toEqual([
      ['approve', false],
      ['reject', true],
    ]);

    const noReason = await api(admin).post(`/admin/queue/scholarship/${id}/resolve`, { action: 'reject' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual([queueTexts.reasonRequired]);
    const missing = await api(admin).post(`/admin/queue/scholarship/${id}/resolve`, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.action).toEqual([m.required]);
    const unknown = await api(admin).post(`/admin/queue/scholarship/${id}/resolve`, { action: 'delete-everything' });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().message).toBe(queueTexts.unknownAction);
    expect((await app.db.select().from(scholarships).where(eq(scholarships.id, id)))[0]!.status).toBe('pending');
    expect((await accountsRepository.listAuditEntries(app.db, s.id)).filter((a) => a.action.startsWith('course.scholarship'))).toEqual([]);

    const declined = await api(admin).post(`/admin/queue/scholarship/${id}/resolve`, {
      action: 'reject',
      reason: 'Please apply next term.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const [row] = await app.db.select().from(scholarships).where(eq(scholarships.id, id));
    expect(row).toMatchObject({ status: 'rejected', reviewedBy: admin.id });
    const audit = (await accountsRepository.listAuditEntries(app.db, s.id)).find((a) => a.action === 'course.scholarship_rejected')!;
    expect(audit).toMatchObject({ actorId: admin.id, reason: 'Please apply next term.', targetKind: 'scholarship', targetId: String(id) });
    expect(audit.before).toMatchObject({ status: 'pending' });
    expect(audit.after).toMatchObject({ status: 'rejected' });
    const bell = await selectRows<{ message: string }>(
      app.db,
      sql`select message from notifications where user_id = ${s.id} order by id desc limit 1`,
    );
    expect(bell[0]!.message).toContain('Please apply next term.');
    // Decided: out of the queue, and a second decision is refused.
    expect(find(await queueOf(admin), 'scholarship', id)).toBeUndefined();
    expect((await api(admin).post(`/admin/queue/scholarship/${id}/resolve`, { action: 'approve' })).statusCode).toBe(404);
  });

  it('approving grants the course as paid (medium scholarship), audited, and the student is told', async () => {
    const s = await student();
    const { id, courseId } = await applyScholarship(s);
    expect((await api(s).patch('/course-select', { course_id: courseId })).statusCode).toBe(403);
    const before = await pendingQueueCount(app.ctx);

    const res = await api(admin).post(`/admin/queue/scholarship/${id}/resolve`, { action: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pendingQueueCount(app.ctx)).toBe(before - 1);
    const payments = await app.db
      .select()
      .from(coursePayments)
      .where(and(eq(coursePayments.userId, s.id), eq(coursePayments.courseId, courseId)));
    expect(payments).toMatchObject([{ paymentMediumType: 'scholarship', paymentStatus: 'paid', amount: 0 }]);
    const audit = (await accountsRepository.listAuditEntries(app.db, s.id)).find((a) => a.action === 'course.scholarship_approved')!;
    expect(audit.after).toMatchObject({ status: 'approved', payment_medium_type: 'scholarship' });

    const open = await api(s).patch('/course-select', { course_id: courseId });
    expect(open.statusCode, open.body).toBe(200);
    const uc = await api(s).get(`/user-courses/${open.json().user_course.id}`);
    expect(uc.json()).toMatchObject({ can_access: true });
    const bell = await selectRows<{ title: string }>(app.db, sql`select title from notifications where user_id = ${s.id}`);
    expect(bell.map((b) => b.title)).toContain(queueTexts.scholarshipApprovedTitle);
  });
});

describe('review queue: sensitive text', () => {
  it('a flagged reply is listed without its text; reveal answers it and writes content.viewed', async () => {
    const { reply, author } = await flaggedReply('The words that were flagged');
    const q = await queueOf(admin);
    const item = find(q, 'flagged-reply', reply.id)!;
    expect(item).toMatchObject({ sensitive: true, subject: { id: author.id } });
    expect(JSON.stringify(q)).not.toContain('The words that were flagged');
    expect(JSON.stringify(q)).not.toContain('Unkind words here');

    const res = await api(admin).post(`/admin/queue/flagged-reply/${reply.id}/reveal`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().text).toContain('The words that were flagged');
    expect(res.json().text).toContain('Unkind words here');
    const viewed = (await accountsRepository.listAuditEntries(app.db, author.id)).filter((a) => a.action === 'content.viewed');
    expect(viewed).toMatchObject([{ actorId: admin.id, targetKind: 'flagged-reply', targetId: String(reply.id) }]);

    // An item without hidden text has nothing to reveal, and nothing is logged.
    const { id } = await applyScholarship(await student());
    expect((await api(admin).post(`/admin/queue/scholarship/${id}/reveal`)).statusCode).toBe(404);
  });

  it("a woman's access request is approved from the queue (the community's call and audit row)", async () => {
    const woman = await buildWoman(app);
    expect((await api(woman).get('/community/members-status')).json()).toMatchObject({ status: 'pending' });
    const item = find(await queueOf(admin, 'community-access'), 'community-access', woman.id)!;
    expect(item.actions.map((a) => a.key)).toEqual(['approve', 'reject']);
    const res = await api(admin).post(`/admin/queue/community-access/${woman.id}/resolve`, { action: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await api(woman).get('/community/members-status')).json()).toMatchObject({ status: 'approved' });
    expect((await accountsRepository.listAuditEntries(app.db, woman.id)).map((a) => a.action)).toContain('community.member_approved');
    expect(find(await queueOf(admin), 'community-access', woman.id)).toBeUndefined();
  });

  it('an ff_admin decides a flagged reply through the community (hidden, audited by the community)', async () => {
    const { reply, author } = await flaggedReply();
    const res = await api(admin).post(`/admin/queue/flagged-reply/${reply.id}/resolve`, { action: 'hide' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await selectRows<{ is_hidden: boolean }>(app.db, sql`select is_hidden from community_replies where id = ${reply.id}`);
    expect(row!.is_hidden).toBe(true);
    expect((await accountsRepository.listAuditEntries(app.db, author.id)).map((a) => a.action)).toContain('community.reply_hidden');
  });
});

describe('review queue: premium applications and coaches', () => {
  it("places a confirmed application in one of its best fitting groups through the premium area's call", async () => {
    const fx = await premiumFixture(app);
    const fits = await fx.premiumGroup();
    const u = await buildUser(app);
    const applied = await api(u).post('/premium-groups/applications', premiumApplicationForm({ email: u.email }));
    expect(applied.statusCode, applied.body).toBe(201);
    const id = applied.json().item.id as number;
    const item = find(await queueOf(admin, 'premium-application'), 'premium-application', id)!;
    expect(item.actions.map((a) => a.key)).toContain(`place:${fits.groupId}`);
    // A group that is not among the item's actions is refused here (the premium page places anywhere).
    const other = await api(admin).post(`/admin/queue/premium-application/${id}/resolve`, { action: 'place:999999' });
    expect(other.statusCode).toBe(409);
    const res = await api(admin).post(`/admin/queue/premium-application/${id}/resolve`, { action: `place:${fits.groupId}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Placed in Tuesday Men.');
    expect(find(await queueOf(admin, 'premium-application'), 'premium-application', id)).toBeUndefined();
    const [row] = await selectRows<{ group_id: number }>(app.db, sql`select group_id from premium_applications where id = ${id}`);
    expect(Number(row!.group_id)).toBe(fits.groupId);
  });

  it('lists a coach whose payment is past due, urgent, with nothing to decide', async () => {
    const coach = await buildUser(app);
    const invited = await api(admin).post('/admin/coaches', { email: coach.email });
    expect(invited.statusCode, invited.body).toBe(201);
    const coachId = invited.json().item.id as number;
    expect(find(await queueOf(admin), 'coach-invitation', coachId)).toMatchObject({ priority: 'low', actions: [] });
    await app.db.execute(sql`update coaches set request_status = 'accepted', subscription_status = 'past_due' where id = ${coachId}`);
    const item = find(await queueOf(admin), 'coach-billing', coachId)!;
    expect(item).toMatchObject({ priority: 'high', actions: [] });
    expect((await api(admin).post(`/admin/queue/coach-billing/${coachId}/resolve`, { action: 'approve' })).statusCode).toBe(409);
  });
});

describe('queue order', () => {
  const item = (over: Partial<QueueItem>): QueueItem => ({
    kind: 'scholarship',
    id: 1,
    created_at: '2026-01-02T00:00:00.000Z',
    priority: 'normal',
    title: '',
    summary: '',
    subject: null,
    details: [],
    sensitive: false,
    sensitive_label: null,
    actions: [],
    history: [],
    ...over,
  });
  it('urgent first, then the longest waiting', () => {
    const newUrgent = item({ id: 1, priority: 'high', created_at: '2026-03-01T00:00:00.000Z' });
    const old = item({ id: 2, created_at: '2026-01-01T00:00:00.000Z' });
    const recent = item({ id: 3, created_at: '2026-02-01T00:00:00.000Z' });
    const low = item({ id: 4, priority: 'low', created_at: '2025-01-01T00:00:00.000Z' });
    expect([low, recent, old, newUrgent].sort(queueOrder).map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });
});

describe("the console dashboard's pending count", () => {
  it("is the queue's open items: a scholarship request adds one, deciding it takes it away", async () => {
    const pending = async () => (await api(admin).get('/admin/dashboard')).json().pending_queue as number;
    const before = await pending();
    expect(before).toBe(await pendingQueueCount(app.ctx));
    const s = await student();
    const { id } = await applyScholarship(s);
    expect(await pending()).toBe(before + 1);
    const res = await api(admin).post(`/admin/queue/scholarship/${id}/resolve`, { action: 'reject', reason: 'Not this term, sorry.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pending()).toBe(before);
  });
});
