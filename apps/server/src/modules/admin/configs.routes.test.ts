import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configsTexts as t } from '@holdfast/shared/admin';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import { createTestApp, login, request, signUp, type TestApp } from '../../test/harness';
import { assignRole } from '../accounts/accounts.repository';

const ADMIN = { email: 'content-root@holdfast.test', password: 'Adm1n*Password' };
let app: TestApp;
let admin: ReturnType<typeof request>;
let member: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = request(app, await login(app, ADMIN.email, ADMIN.password));
  member = await signUp(app, { profile: true });
});
afterAll(() => app.app.close());

/** The audit rows of one kind of target, oldest first. */
const auditOf = (kind: string, id?: string | number) =>
  selectRows<{ action: string; target_id: string | null; before: unknown; after: unknown; actor_id: number | null }>(
    app.db,
    sql`select action, target_id, before, after, actor_id from audit_log
        where target_kind = ${kind} ${id === undefined ? sql`` : sql`and target_id = ${String(id)}`} order by id`,
  );
const configOf = async (type: string) => (await request(app, member.token).get(`/system-configs/${type}`)).json().config;

/** A thread in a new topic of the general category, written directly (the forum's own flow is tested there). */
async function buildThread(title: string) {
  const content = (await admin.post('/admin/community/categories/general/topics', { name: `Topic for ${title}` })).json();
  const topicId = content.categories.find((c: { key: string }) => c.key === 'general').topics.at(-1).id as number;
  const [row] = await selectRows<{ id: number }>(
    app.db,
    sql`insert into community_threads (topic_id, user_id, title, content, short_description)
        values (${topicId}, ${member.id}, ${title}, '<p>x</p>', 'x') returning id`,
  );
  return Number(row!.id);
}

// Every route of this part, with a body that would fail validation (the role is refused first).
const ROUTES: [string, string, unknown][] = [
  ['PUT', '/admin/system-configs/CommunityPolicy', { config: 'nope' }],
  ['GET', '/admin/reference', undefined],
  ['PUT', '/admin/emotions/order', { ids: 'x' }],
  ['PUT', '/admin/emotions/1', { display_name: '' }],
  ['PUT', '/admin/faster-emotions/101', {}],
  ['PUT', '/admin/faster-categories/1/order', {}],
  ['GET', '/admin/forms', undefined],
  ['POST', '/admin/forms', {}],
  ['GET', '/admin/forms/1', undefined],
  ['POST', '/admin/forms/1/questions', { question_type: 'video' }],
  ['PUT', '/admin/forms/1/question-order', { ids: [] }],
  ['PUT', '/admin/form-questions/1', {}],
  ['DELETE', '/admin/form-questions/1', undefined],
  ['PUT', '/admin/form-questions/1/retired', {}],
  ['GET', '/admin/community-content', undefined],
  ['POST', '/admin/community/categories/general/topics', { name: '' }],
  ['PUT', '/admin/community/categories/general/topic-order', {}],
  ['PUT', '/admin/community/topics/1', {}],
  ['GET', '/admin/community/threads?q=a', undefined],
];

describe('who may edit content', () => {
  it('401 without a token on every route', async () => {
    for (const [method, url, body] of ROUTES)
      expect((await request(app).send(method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(401);
  });

  it.each(['member', 'community_admin', 'upgrade_admin', 'certified_leader', 'coach', 'support'])(
    '403 for a %s on every route, before the body is looked at, and nothing changes',
    async (role) => {
      const user = await signUp(app, { profile: true });
      if (role !== 'member') await assignRole(app.db, user.id, role);
      const before = await configOf('CommunityPolicy');
      for (const [method, url, body] of ROUTES) {
        const res = await request(app, user.token).send(method as 'GET', url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      expect(await configOf('CommunityPolicy')).toEqual(before);
    },
  );
});

describe('PUT admin/system-configs/{type}', () => {
  it('refuses a value of the wrong shape with a message per field, and keeps the stored one', async () => {
    const before = await configOf('NewDashboardSystemAlerts');
    const res = await admin.put('/admin/system-configs/NewDashboardSystemAlerts', {
      config: { items: [{ alert_1: { title: '   ', link: '/courses' } }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'config.items.0.alert_1.title': [m.required] });
    expect(await configOf('NewDashboardSystemAlerts')).toEqual(before);
    expect(await auditOf('system_config', 'NewDashboardSystemAlerts')).toEqual([]);
  });

  it('stores a fitting value and audits it with before and after; the same value again writes nothing', async () => {
    const before = await configOf('NewDashboardSystemAlerts');
    const config = { items: [{ alert_1: { title: 'Pray with your group tonight', link: '/small-groups' } }] };
    const res = await admin.put('/admin/system-configs/NewDashboardSystemAlerts', { config });
    expect(res.statusCode).toBe(200);
    expect(res.json().config).toEqual(config);
    const dashboard = (await request(app, member.token).get('/dashboard?offset=0')).json();
    expect(dashboard.system_alerts).toEqual([{ key: 'alert_1', title: 'Pray with your group tonight', link: '/small-groups' }]);
    expect((await admin.put('/admin/system-configs/NewDashboardSystemAlerts', { config })).statusCode).toBe(200);
    const audit = await auditOf('system_config', 'NewDashboardSystemAlerts');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'system_config.updated', before, after: config });
  });

  it('an unknown type is 404', async () => {
    const res = await admin.put('/admin/system-configs/Nope', { config: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(t.unknownConfig);
  });

  it('thread lists name threads that exist (422 naming the one that does not)', async () => {
    const id = await buildThread('Finding a church that gets it');
    const refused = await admin.put('/admin/system-configs/CommunityMenuThread', { config: { thread_ids: [id, 999999] } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'config.thread_ids.1': [t.unknownThread] });
    expect(await configOf('CommunityMenuThread')).toEqual({ thread_ids: [] });
    expect((await admin.put('/admin/system-configs/CommunityMenuThread', { config: { thread_ids: [id] } })).statusCode).toBe(200);
    const content = (await admin.get('/admin/community-content')).json();
    expect(content.menu).toEqual([{ id, title: 'Finding a church that gets it', topic: expect.any(String) }]);
    const found = (await admin.get('/admin/community/threads?q=church')).json();
    expect(found.items.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('forms and questions a config names exist', async () => {
    const res = await admin.put('/admin/system-configs/WeeklyQuestion', { config: { form_key: 'no-such-form' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'config.form_key': [t.unknownFormKey] });
    const q = await admin.put('/admin/system-configs/WeeklyCommitmentQuestion', { config: { form_question_id: 999999 } });
    expect(q.json().errors).toEqual({ 'config.form_question_id': [t.unknownQuestionId] });
  });

  it('the community policy passes the sanitizer before it is stored', async () => {
    const res = await admin.put('/admin/system-configs/CommunityPolicy', {
      config: { community_policy_content: '<p onclick="x()">Be <strong>kind</strong></p><script>alert(1)</script>' },
    });
    expect(res.statusCode).toBe(200);
    expect(await configOf('CommunityPolicy')).toEqual({ community_policy_content: '<p>Be <strong>kind</strong></p>' });
    const empty = await admin.put('/admin/system-configs/CommunityPolicy', { config: { community_policy_content: '<script>x</script>' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ 'config.community_policy_content': [t.policyEmpty] });
  });
});

describe('emotions and FASTER behaviours', () => {
  it('renames and hides, audited with before and after', async () => {
    const res = await admin.put('/admin/emotions/3', { display_name: 'Hopeful' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 3, display_name: 'Hopeful' });
    const [row] = await auditOf('emotion', 3);
    expect(row).toMatchObject({ action: 'emotion.updated', after: { display_name: 'Hopeful', is_active: true } });
    expect((await admin.put('/admin/faster-emotions/101', { is_active: false })).statusCode).toBe(200);
    const reference = (await admin.get('/admin/reference')).json();
    const behaviour = reference.faster
      .flatMap((c: { behaviours: { id: number }[] }) => c.behaviours)
      .find((b: { id: number }) => b.id === 101);
    expect(behaviour.is_active).toBe(false);
    expect((await auditOf('faster_emotion', 101))[0]).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
  });

  it('orders the emotions: every one once, or 422 and nothing moves', async () => {
    const ids = (await admin.get('/admin/reference')).json().emotions.map((e: { id: number }) => e.id) as number[];
    const partial = await admin.put('/admin/emotions/order', { ids: ids.slice(1) });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors).toEqual({ ids: [t.orderMustListAll] });
    const twice = await admin.put('/admin/emotions/order', { ids: [ids[0], ...ids.slice(0, -1)] });
    expect(twice.statusCode).toBe(422);
    expect((await request(app, member.token).get('/checkin/emotions')).json().map((e: { id: number }) => e.id)).toEqual(ids);
    const reversed = [...ids].reverse();
    expect((await admin.put('/admin/emotions/order', { ids: reversed })).statusCode).toBe(200);
    expect((await request(app, member.token).get('/checkin/emotions')).json().map((e: { id: number }) => e.id)).toEqual(reversed);
    expect((await auditOf('emotion')).at(-1)).toMatchObject({ action: 'emotion.reordered', before: { ids }, after: { ids: reversed } });
  });

  it('orders one FASTER category', async () => {
    const cat = (await admin.get('/admin/reference')).json().faster[0];
    const ids = cat.behaviours.map((b: { id: number }) => b.id).reverse();
    const res = await admin.put(`/admin/faster-categories/${cat.id}/order`, { ids });
    expect(res.statusCode).toBe(200);
    expect(res.json().faster[0].behaviours.map((b: { id: number }) => b.id)).toEqual(ids);
    expect((await admin.put('/admin/faster-categories/999/order', { ids })).statusCode).toBe(404);
  });
});

describe('dynamic forms', () => {
  it('lists the forms with what uses them', async () => {
    const forms = (await admin.get('/admin/forms')).json().items as { key: string; used_by: { label: string }[] }[];
    expect(forms.find((f) => f.key === 'weekly-questions')?.used_by.map((u) => u.label)).toContain('Weekly check-in questions');
    expect(forms.find((f) => f.key === 'habit-tracker')?.used_by.map((u) => u.label)).toContain('Habit tracker');
    expect(forms.find((f) => f.key === 'crash-report')?.used_by.map((u) => u.label)).toEqual(['Trigger: Crash report']);
  });

  it('creates a form, adds, edits, orders and deletes questions nobody answered, each audited', async () => {
    const created = await admin.post('/admin/forms', { name: 'Course reflection' });
    expect(created.statusCode).toBe(201);
    const formId = created.json().id as number;
    const noOptions = await admin.post(`/admin/forms/${formId}/questions`, { question_text: 'Pick one', question_type: 'select-list' });
    expect(noOptions.statusCode).toBe(422);
    expect(noOptions.json().errors).toEqual({ options: ['A select list needs at least one option.'] });
    const blank = await admin.post(`/admin/forms/${formId}/questions`, { question_text: ' ', question_type: 'input' });
    expect(blank.json().errors).toEqual({ question_text: [m.required] });
    expect((await admin.get(`/admin/forms/${formId}`)).json().questions).toEqual([]);

    await admin.post(`/admin/forms/${formId}/questions`, {
      question_text: 'What stood out?',
      question_type: 'textarea',
      is_required: true,
    });
    const two = await admin.post(`/admin/forms/${formId}/questions`, {
      question_text: 'How do you feel?',
      question_type: 'select-list',
      options: [{ option_text: 'Better' }, { option_text: 'The same' }],
    });
    expect(two.statusCode).toBe(201);
    const [q1, q2] = two.json().questions;
    expect(q2.options).toEqual([
      { id: 1, option_text: 'Better' },
      { id: 2, option_text: 'The same' },
    ]);
    const edited = await admin.put(`/admin/form-questions/${q2.id}`, {
      question_text: 'How do you feel now?',
      question_type: 'select-list',
      options: [{ id: 2, option_text: 'About the same' }, { option_text: 'Worse' }],
    });
    expect(edited.json().questions[1].options).toEqual([
      { id: 2, option_text: 'About the same' },
      { id: 3, option_text: 'Worse' },
    ]);
    const ordered = await admin.put(`/admin/forms/${formId}/question-order`, { ids: [q2.id, q1.id] });
    expect(ordered.json().questions.map((q: { id: number }) => q.id)).toEqual([q2.id, q1.id]);
    expect((await admin.put(`/admin/forms/${formId}/question-order`, { ids: [q2.id] })).statusCode).toBe(422);
    const deleted = await admin.delete(`/admin/form-questions/${q1.id}`);
    expect(deleted.json().questions.map((q: { id: number }) => q.id)).toEqual([q2.id]);
    expect((await auditOf('form_question')).map((r) => r.action)).toEqual(
      expect.arrayContaining(['form_question.created', 'form_question.updated', 'form_question.deleted']),
    );
    expect((await auditOf('form', formId)).map((r) => r.action)).toEqual(['form.created', 'form.questions_reordered']);
  });

  it('a question a member answered is retired, never deleted; its type does not change', async () => {
    const commitment = (await request(app, member.token).get('/weekly-commitment')).json().form;
    const question = commitment.questions[0];
    const sent = await request(app, member.token).post('/weekly-commitment', {
      answers: [{ question_id: question.id, answer: 'Call my partner every evening' }],
      offset: 0,
    });
    expect(sent.statusCode).toBe(201);
    const form = (await admin.get(`/admin/forms/${commitment.id}`)).json();
    expect(form.questions[0]).toMatchObject({ id: question.id, answered: true, retired: false });
    expect(form.questions[1]).toMatchObject({ answered: false });

    const del = await admin.delete(`/admin/form-questions/${question.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(t.answeredCannotDelete);
    const retype = await admin.put(`/admin/form-questions/${question.id}`, {
      question_text: question.question_text,
      question_type: 'input',
    });
    expect(retype.statusCode).toBe(409);
    expect(retype.json().message).toBe(t.answeredCannotChangeType);
    expect((await admin.get(`/admin/forms/${commitment.id}`)).json()).toEqual(form);

    const retired = await admin.put(`/admin/form-questions/${question.id}/retired`, { retired: true });
    expect(retired.json().questions[0]).toMatchObject({ retired: true, answered: true });
    const seen = (await request(app, member.token).get('/weekly-commitment')).json();
    expect(seen.form.questions.map((q: { id: number }) => q.id)).not.toContain(question.id);
    // The answer stays with the member.
    expect(seen.latest.answers).toEqual([{ question_id: question.id, answer: 'Call my partner every evening' }]);
    await admin.put(`/admin/form-questions/${question.id}/retired`, { retired: false });
    expect((await request(app, member.token).get('/weekly-commitment')).json().form.questions[0].id).toBe(question.id);
    expect((await auditOf('form_question', question.id)).map((r) => r.action)).toEqual(['form_question.retired', 'form_question.restored']);
  });

  it('unknown forms and questions are 404', async () => {
    expect((await admin.get('/admin/forms/999999')).statusCode).toBe(404);
    expect((await admin.put('/admin/form-questions/999999/retired', { retired: true })).statusCode).toBe(404);
    expect((await admin.delete('/admin/form-questions/999999')).statusCode).toBe(404);
  });
});

describe('community content', () => {
  it('adds, renames and orders topics, audited; a blank name is 422', async () => {
    const blank = await admin.post('/admin/community/categories/general/topics', { name: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ name: [m.required] });
    expect((await admin.post('/admin/community/categories/nope/topics', { name: 'x' })).statusCode).toBe(422);
    const added = await admin.post('/admin/community/categories/general/topics', { name: 'Holidays', description: 'Staying steady' });
    expect(added.statusCode).toBe(201);
    const general = added.json().categories.find((c: { key: string }) => c.key === 'general');
    const topic = general.topics.at(-1);
    expect(topic).toMatchObject({ name: 'Holidays', description: 'Staying steady' });
    const renamed = await admin.put(`/admin/community/topics/${topic.id}`, { name: 'Holidays and family' });
    expect(
      renamed
        .json()
        .categories.find((c: { key: string }) => c.key === 'general')
        .topics.at(-1).name,
    ).toBe('Holidays and family');
    const ids = general.topics.map((tp: { id: number }) => tp.id);
    const reordered = await admin.put('/admin/community/categories/general/topic-order', { ids: [...ids].reverse() });
    expect(
      reordered
        .json()
        .categories.find((c: { key: string }) => c.key === 'general')
        .topics.map((tp: { id: number }) => tp.id),
    ).toEqual([...ids].reverse());
    expect((await auditOf('community_topic', topic.id)).map((r) => r.action)).toEqual([
      'community_topic.created',
      'community_topic.updated',
    ]);
    expect((await admin.put('/admin/community/topics/999999', { name: 'x' })).statusCode).toBe(404);
  });
});
