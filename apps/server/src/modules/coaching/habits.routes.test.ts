import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coachHabitResultsSchema,
  coachingTexts as t,
  coachReadsTexts as rt,
  habitResultSchema,
  ownHabitResultSchema,
} from '@holdfast/shared/coaching';
import type { DynamicForm } from '@holdfast/shared/reference';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import { coachReadsFixture, type FixtureClient } from '../../test/coach-reads-fixture';
import { buildUser, type TestUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';

let app: TestApp;
let fx: ReturnType<typeof coachReadsFixture>;
let form: DynamicForm;
beforeAll(async () => {
  app = await createTestApp();
  fx = coachReadsFixture(app);
  const member = await buildUser(app);
  const config = await request(app, member.token).get('/system-configs/HabitMetricCalculation');
  form = (await request(app, member.token).get(`/dynamic-forms/${config.json().config.form_id}`)).json();
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);
const submissions = (u: { id: number }) =>
  selectRows<{ submitted_on: string; value: number; total: number; total_questions: number }>(
    app.db,
    sql`select submitted_on::text, value, total, total_questions from habit_submissions where user_id = ${u.id} order by submitted_on`,
  );
const storedAnswers = (u: { id: number }) =>
  selectRows<{ question_id: number; answer: string | null }>(
    app.db,
    sql`select a.question_id, a.answer from habit_answers a join habit_submissions s on s.id = a.submission_id where s.user_id = ${u.id} order by a.question_id`,
  );
/** Answers to the form's questions in order: an option's text, or null (skipped). */
const answersOf = (...picks: (string | null)[]) => picks.map((answer, i) => ({ question_id: form.questions[i]!.id, answer }));

async function clientOfOpenCoach() {
  const coach = await fx.coach();
  const client = await fx.client(coach);
  return { coach, client };
}

describe('the habit tracker', () => {
  it.each([
    ['POST', '/coach/client/habit-metrics'],
    ['GET', '/coach/client/habit-metrics/calculation'],
    ['GET', '/coach/habit-metrics/calculations'],
  ] as const)('%s %s without a token -> 401', async (method, url) => {
    expect((await request(app).send(method, url)).statusCode).toBe(401);
  });

  it('the system config names the seeded form (form_id); its select questions score 0 to 3 by option', () => {
    expect(form.name).toBe('Habit tracker');
    expect(form.questions.length).toBeGreaterThanOrEqual(3);
    for (const q of form.questions) {
      expect(q).toMatchObject({ question_type: 'select-list', is_required: false });
      expect(q.options.map((o) => o.option_text)).toEqual(['Not at all', 'A little', 'Mostly', 'Completely']);
    }
  });

  it('a client submits today’s answers (null allowed) and gets the result; a second submission the same day replaces the answers', async () => {
    const { client } = await clientOfOpenCoach();
    const res = await api(client).post('/coach/client/habit-metrics', {
      answers: answersOf('Completely', 'Mostly', null, 'Not at all', 'A little'),
      offset: 0,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(t.habitSubmitted);
    expect(habitResultSchema.parse(res.json().item)).toMatchObject({
      value: 6,
      total: 12,
      total_questions: 4,
      average: 1.5,
      score: 50,
      trend: 'improving',
      submitted_on: new Date().toISOString().slice(0, 10),
    });
    const again = await api(client).post('/coach/client/habit-metrics', { answers: answersOf('Completely', 'Completely', 'Completely') });
    expect(again.statusCode).toBe(200);
    expect(again.json().item).toMatchObject({ value: 9, total: 9, total_questions: 3, average: 3 });
    expect(await submissions(client)).toEqual([
      { submitted_on: new Date().toISOString().slice(0, 10), value: 9, total: 9, total_questions: 3 },
    ]);
    expect((await storedAnswers(client)).map((a) => a.answer)).toEqual(['Completely', 'Completely', 'Completely']);
    // Every answer skipped is a submission too: nothing scored.
    const blank = await api(client).post('/coach/client/habit-metrics', { answers: answersOf(null, null) });
    expect(blank.json().item).toMatchObject({ value: 0, total: 0, total_questions: 0, average: 0 });
    expect(await storedAnswers(client)).toEqual([
      { question_id: form.questions[0]!.id, answer: null },
      { question_id: form.questions[1]!.id, answer: null },
    ]);
  });

  it('the day is the client’s own (their offset): late evening west of UTC is still that day', async () => {
    const { client } = await clientOfOpenCoach();
    const offset = 12 * 3600;
    const theirDay = new Date(Date.now() - offset * 1000).toISOString().slice(0, 10);
    const res = await api(client).post('/coach/client/habit-metrics', { answers: answersOf('Mostly'), offset });
    expect(res.json().item.submitted_on).toBe(theirDay);
    expect((await submissions(client))[0]!.submitted_on).toBe(theirDay);
  });

  it.each([
    [
      'a question of another form',
      () => ({ answers: [{ question_id: 999_999, answer: 'Mostly' }] }),
      'answers.0.question_id',
      rt.notAHabitQuestion,
    ],
    [
      'the same question twice',
      () => ({ answers: [...answersOf('Mostly'), ...answersOf('Completely')] }),
      'answers.1.question_id',
      rt.habitQuestionTwice,
    ],
    ['an answer that is not an option', () => ({ answers: answersOf('Sometimes') }), 'answers.0.answer', m.invalid],
    ['no answers', () => ({ answers: [] }), 'answers', m.required],
    ['no body', () => ({}), 'answers', null],
    ['a question id that is not an id', () => ({ answers: [{ question_id: 'first', answer: null }] }), 'answers.0.question_id', null],
  ])('%s is 422 and stores nothing', async (_name, body, field, message) => {
    const { client } = await clientOfOpenCoach();
    const res = await api(client).post('/coach/client/habit-metrics', body());
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
    if (message) expect(res.json().errors[field]).toContain(message);
    expect(await submissions(client)).toEqual([]);
  });

  it('only a client of an open coach submits: a member or a coach has no coach (404), a closed centre is 403; nothing stored', async () => {
    const { coach, client } = await clientOfOpenCoach();
    const member = await buildUser(app);
    const pending = await fx.client(coach, { status: 'pending' });
    for (const u of [member, coach, pending]) {
      const res = await api(u).post('/coach/client/habit-metrics', { answers: answersOf('Mostly') });
      expect([res.statusCode, res.json().message]).toEqual([404, t.coachNotFound]);
      expect((await api(u).get('/coach/client/habit-metrics/calculation')).statusCode).toBe(404);
    }
    await fx.setSubscription(coach, 'past_due');
    const closed = await api(client).post('/coach/client/habit-metrics', { answers: answersOf('Mostly') });
    expect([closed.statusCode, closed.json().message]).toEqual([403, t.coachingDisabledText]);
    expect((await api(client).get('/coach/client/habit-metrics/calculation')).statusCode).toBe(403);
    for (const u of [member, coach, pending, client]) expect(await submissions(u)).toEqual([]);
  });

  it('without a configured form the submission is refused with the spec’s text', async () => {
    const { client } = await clientOfOpenCoach();
    const [before] = await selectRows<{ config: unknown }>(
      app.db,
      sql`select config from system_configs where type = 'HabitMetricCalculation'`,
    );
    await selectRows(app.db, sql`update system_configs set config = '{"form_id": null}'::jsonb where type = 'HabitMetricCalculation'`);
    try {
      const res = await api(client).post('/coach/client/habit-metrics', { answers: answersOf('Mostly') });
      expect([res.statusCode, res.json().message]).toEqual([409, t.formMisconfigured]);
      expect((await api(client).get('/coach/client/habit-metrics/calculation')).json()).toMatchObject({ form_id: null, result: null });
    } finally {
      await selectRows(
        app.db,
        sql`update system_configs set config = ${JSON.stringify(before!.config)}::jsonb where type = 'HabitMetricCalculation'`,
      );
    }
    expect(await submissions(client)).toEqual([]);
  });

  it('a client reads only their own result; the coach reads every accepted client’s, through consent, logged as habit_results', async () => {
    const { coach, client } = await clientOfOpenCoach();
    const other = await fx.client(coach, { sharing: { check_ins: false, crash_reports: false, faster: false, streaks: false } });
    const pending = await fx.client(coach, { status: 'pending' });
    const stranger: FixtureClient = await fx.client(await fx.coach());
    await api(client).post('/coach/client/habit-metrics', { answers: answersOf('Completely', 'Completely') });
    await api(stranger).post('/coach/client/habit-metrics', { answers: answersOf('Not at all') });

    const own = ownHabitResultSchema.parse((await api(client).get('/coach/client/habit-metrics/calculation')).json());
    expect(own).toMatchObject({ coach_user_id: client.coachUserId, form_id: form.id, result: { value: 6, average: 3 } });
    expect((await api(other).get('/coach/client/habit-metrics/calculation')).json()).toMatchObject({
      coach_user_id: other.coachUserId,
      result: null,
    });

    const res = await api(coach).get('/coach/habit-metrics/calculations');
    expect(res.statusCode).toBe(200);
    const all = coachHabitResultsSchema.parse(res.json());
    // Habit results come with the link: a client with every switch off is listed too; a pending one and another coach's are not.
    expect(all.map((r) => [r.coach_user_id, r.result?.value ?? null])).toEqual([
      [client.coachUserId, 6],
      [other.coachUserId, null],
    ]);
    expect(all[0]!.user).toMatchObject({ id: client.id, display_name: 'Sam Rivers' });
    expect(JSON.stringify(all)).not.toContain(pending.email);
    const logged = await selectRows<{ owner_id: number; kind: string; via: string }>(
      app.db,
      sql`select owner_id, kind, via from access_log where viewer_id = ${coach.id} order by owner_id`,
    );
    expect(logged).toEqual([
      { owner_id: client.id, kind: 'habit_results', via: 'coach' },
      { owner_id: other.id, kind: 'habit_results', via: 'coach' },
    ]);
    // A client, a member and a coach whose payment failed are refused.
    for (const u of [client, await buildUser(app)]) expect((await api(u).get('/coach/habit-metrics/calculations')).statusCode).toBe(403);
    await fx.setSubscription(coach, 'past_due');
    const closed = await api(coach).get('/coach/habit-metrics/calculations');
    expect([closed.statusCode, closed.json().message]).toEqual([403, t.subscriptionInactive]);
  });
});
