import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesTexts as t, type UserCourse } from '@holdfast/shared/courses';
import { buildCourse, buildUser, type TestUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';
import { seedCourses } from './index';
import { lessonItemProgress, panelAnswers, scholarships, userCourses, videoEvents } from './courses.table';

// Every test builds its own users and courses (factories), so the tests pass in any order
// (the server project runs them shuffled).
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const api = (user: { token: string } | null) => request(app, user?.token ?? null);
type CatalogueEntry = UserCourse['course'] & { user_course_id: number | null };
const catalogue = async (user: TestUser) => (await api(user).get('/courses')).json() as CatalogueEntry[];
const bySlug = async (user: TestUser, slug: string) => (await catalogue(user)).find((c) => c.slug === slug)!;
const errorsOf = (res: { json(): unknown }) => (res.json() as { errors: Record<string, string[]> }).errors;
/** A fresh user with the 30 Day Challenge assigned (synchronize), not started. */
async function challengeTaker() {
  const user = await buildUser(app);
  return { user, uc: await buildCourse(app, user), me: api(user) };
}

describe('authentication', () => {
  it('answers 401 without a token on every call', async () => {
    const calls: ['GET' | 'POST' | 'PUT' | 'PATCH', string][] = [
      ['GET', '/courses'],
      ['GET', '/courses/1'],
      ['POST', '/user-courses/synchronize'],
      ['GET', '/user-courses'],
      ['GET', '/user-courses/1'],
      ['GET', '/user-courses/1/progress'],
      ['PUT', '/user-courses/1'],
      ['PUT', '/user-courses/1/lessons/1/items/1'],
      ['GET', '/user-courses/1/lessons/1/items/1/panels/1'],
      ['POST', '/user-courses/1/lessons/1/items/1/panels/1'],
      ['GET', '/user-courses/1/lessons/1/items/1/player'],
      ['PUT', '/user-courses/1/restart'],
      ['PATCH', '/course-select'],
      ['PATCH', '/mark-completed'],
      ['POST', '/user-courses/1/course-mark-paid'],
      ['POST', '/user-scholarships'],
      ['GET', '/user-scholarships'],
      ['POST', '/courses/1/course-payment-info/1/setup-intent'],
      ['GET', '/resources/signed/1/day-video/day.webm'],
      ['POST', '/analytics/video-events'],
      ['POST', '/in-app/verify-purchase'],
      ['POST', '/in-app/dev-purchase'],
    ];
    for (const [method, url] of calls) expect((await api(null).send(method, url)).statusCode, `${method} ${url}`).toBe(401);
  });
});

describe('catalogue and seed', () => {
  it('seeds the three courses once, even when the seed runs again', async () => {
    await seedCourses(app.ctx);
    const courses = await catalogue(await buildUser(app));
    expect(courses.map((c) => c.slug)).toEqual(['thirty-day-challenge', 'freedom-foundations', 'purity-path']);
    const challenge = courses[0]!;
    expect(challenge.lessons).toHaveLength(30);
    expect(challenge.lessons[0]!.lesson_items.map((i) => i.item_type)).toEqual(['30-day-video', '30-day-info']);
    const paid = courses[2]!;
    expect(paid.paid_type).toBe('paid');
    expect(paid.course_payment_info.map((p) => p.stripe_payment_type).sort()).toEqual(['monthly', 'one-time']);
    const free = courses[1]!;
    const types = new Set(
      free.lessons.flatMap((l) => l.lesson_items.flatMap((i) => [i.item_type, ...i.child_items.map((c) => c.item_type)])),
    );
    for (const type of ['hosted-video', 'video', 'checkbox', 'checkboxes', 'info', 'pdf-viewer']) expect(types.has(type), type).toBe(true);
    const panels = new Set<string>(free.lessons.flatMap((l) => l.lesson_items.flatMap((i) => i.item_panels.map((p) => p.panel_type))));
    for (const p of ['information', 'resources', 'panel-resources', 'form', 'child-items']) expect(panels.has(p), p).toBe(true);
  });

  it('shows the married module and leader resources only to married users and leaders', async () => {
    expect((await bySlug(await buildUser(app), 'freedom-foundations')).lessons.map((l) => l.name)).toEqual([
      'Getting Started',
      'Understanding Triggers',
    ]);
    const u = await buildUser(app);
    const res = await api(u).put('/users/profile', {
      first_name: 'Ann',
      last_name: 'Lee',
      display_name: 'Ann',
      gender: 'Female',
      is_married: true,
      is_student: false,
      is_leader: true,
      church: 'Grace Chapel',
    });
    expect(res.statusCode).toBe(200);
    expect((await bySlug(u, 'freedom-foundations')).lessons.map((l) => l.audience)).toEqual(['everyone', 'everyone', 'married', 'leader']);
  });

  it('GET courses/{id}: 404 for an unknown course, 422 for a non-numeric id', async () => {
    const me = api(await buildUser(app));
    expect((await me.get('/courses/99999')).statusCode).toBe(404);
    const bad = await me.get('/courses/abc');
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad).courseId).toEqual(['The field is not a valid number']);
  });
});

describe('30 Day Challenge', () => {
  it('synchronize assigns the challenge; listing shows it with progress', async () => {
    const me = api(await buildUser(app));
    const res = await me.post('/user-courses/synchronize');
    expect(res.statusCode).toBe(200);
    const list = res.json() as UserCourse[];
    expect(list).toHaveLength(1);
    const uc = list[0]!;
    expect(uc).toMatchObject({ progress_status: 'not-started', progress_percentage: 0, can_access: true, user_course_payment_info: null });
    expect(uc.next_step).toMatchObject({ lesson_item_id: uc.course.lessons[0]!.lesson_items[0]!.id, card: 'video' });
    expect(((await me.get('/user-courses')).json() as UserCourse[]).map((u) => u.id)).toEqual([uc.id]);
    expect((await me.post('/user-courses/synchronize')).json() as UserCourse[]).toHaveLength(1);
  });

  it("another user's user course is 404 everywhere and stays untouched", async () => {
    const { uc } = await challengeTaker();
    const stranger = api(await buildUser(app));
    const day1 = uc.course.lessons[0]!;
    for (const [method, url, body] of [
      ['GET', `/user-courses/${uc.id}`],
      ['GET', `/user-courses/${uc.id}/progress`],
      ['PUT', `/user-courses/${uc.id}`, { progress_status: 'in-progress' }],
      ['PUT', `/user-courses/${uc.id}/lessons/${day1.id}/items/${day1.lesson_items[0]!.id}`, { progress_status: 'completed' }],
      ['PUT', `/user-courses/${uc.id}/restart`],
      ['GET', `/user-courses/${uc.id}/lessons/${day1.id}/items/${day1.lesson_items[0]!.id}/player`],
    ] as const) {
      expect((await stranger.send(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await app.db.select().from(lessonItemProgress).where(eq(lessonItemProgress.userCourseId, uc.id))).toEqual([]);
  });

  it('a later day stays locked until the day before is completed', async () => {
    const { uc, me } = await challengeTaker();
    const [day1, day2] = uc.course.lessons;
    const locked = await me.put(`/user-courses/${uc.id}/lessons/${day2!.id}/items/${day2!.lesson_items[0]!.id}`, {
      progress_status: 'completed',
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ message: t.itemLocked, code: 'item_locked' });
    expect(await app.db.select().from(lessonItemProgress).where(eq(lessonItemProgress.userCourseId, uc.id))).toEqual([]);

    const open = await me.put(`/user-courses/${uc.id}/lessons/${day1!.id}/items/${day1!.lesson_items[0]!.id}`, {
      progress_status: 'in-progress',
    });
    expect(open.statusCode).toBe(200);
    expect(open.json().message).toBe(t.progressUpdated);
    expect(open.json().user_course.progress_status).toBe('in-progress');
    for (const item of day1!.lesson_items) {
      expect(
        (await me.put(`/user-courses/${uc.id}/lessons/${day1!.id}/items/${item.id}`, { progress_status: 'completed' })).statusCode,
      ).toBe(200);
    }
    const now = await me.put(`/user-courses/${uc.id}/lessons/${day2!.id}/items/${day2!.lesson_items[0]!.id}`, {
      progress_status: 'completed',
    });
    expect(now.statusCode).toBe(200);
    const progress = (await me.get(`/user-courses/${uc.id}/progress`)).json();
    expect(progress.progress_percentage).toBeCloseTo((3 / 60) * 100, 2);
    expect(progress.lesson_progress[0].progress_status).toBe('completed');
    expect(progress.lesson_progress[1].progress_status).toBe('in-progress');
  });

  it('validates item progress: status, numeric ids, the item belonging to the lesson', async () => {
    const { uc, me } = await challengeTaker();
    const day1 = uc.course.lessons[0]!;
    const url = `/user-courses/${uc.id}/lessons/${day1.id}/items/${day1.lesson_items[0]!.id}`;
    expect(errorsOf(await me.put(url, {})).progress_status).toEqual(['The field is required']);
    expect(errorsOf(await me.put(url, { progress_status: 'done' })).progress_status).toEqual(['The field is invalid']);
    expect(errorsOf(await me.put(`/user-courses/x/lessons/${day1.id}/items/1`, { progress_status: 'completed' })).id).toEqual([
      'The field is not a valid number',
    ]);
    const wrongLesson = await me.put(`/user-courses/${uc.id}/lessons/${uc.course.lessons[5]!.id}/items/${day1.lesson_items[0]!.id}`, {
      progress_status: 'completed',
    });
    expect(wrongLesson.statusCode).toBe(404);
    expect(await app.db.select().from(lessonItemProgress).where(eq(lessonItemProgress.userCourseId, uc.id))).toEqual([]);
  });

  it("'Already finished this program?' marks the challenge completed and points to the paid course", async () => {
    const { user, uc, me } = await challengeTaker();
    const notChallenge = await me.patch('/mark-completed', { course_id: (await bySlug(user, 'freedom-foundations')).id });
    expect(notChallenge.statusCode).toBe(422);
    expect(errorsOf(notChallenge).course_id).toEqual([t.notAChallenge]);
    expect(errorsOf(await me.patch('/mark-completed', {})).course_id).toEqual(['The field is required']);
    expect(errorsOf(await me.patch('/mark-completed', { course_id: 'abc' })).course_id).toEqual(['The field is not a valid number']);
    expect(errorsOf(await me.patch('/mark-completed', { course_id: 424242 })).course_id).toEqual(['The field is invalid']);

    const res = await me.patch('/mark-completed', { course_id: uc.course_id });
    expect(res.statusCode).toBe(200);
    const paid = await bySlug(user, 'purity-path');
    expect(res.json()).toMatchObject({ message: t.challengeMarkedCompleted, next_route: `/courses/${paid.id}/detail` });
    expect(res.json().user_course).toMatchObject({ progress_status: 'completed', progress_percentage: 100, next_step: null });
    expect(res.json().user_course.completed_on).not.toBeNull();
  });

  it('restart starts a completed course over', async () => {
    const { uc, me } = await challengeTaker();
    expect((await me.patch('/mark-completed', { course_id: uc.course_id })).json().user_course.progress_status).toBe('completed');
    const res = await me.put(`/user-courses/${uc.id}/restart`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(t.courseRestarted);
    expect(res.json().user_course).toMatchObject({ progress_status: 'in-progress', completed_on: null, progress_percentage: 0 });
    const first = uc.course.lessons[0]!.lesson_items[0]!.id;
    const statuses = res.json().user_course.lesson_progress[0].lesson_item_progress;
    expect(statuses.find((s: { lesson_item_id: number }) => s.lesson_item_id === first).progress_status).toBe('in-progress');
    expect((await me.put('/user-courses/999999/restart')).statusCode).toBe(404);
  });
});

describe('standard course', () => {
  it('course-select assigns it and opens the first item; validation first', async () => {
    const user = await buildUser(app);
    const me = api(user);
    expect(errorsOf(await me.patch('/course-select', {})).course_id).toEqual(['The field is required']);
    const free = await bySlug(user, 'freedom-foundations');
    const res = await me.patch('/course-select', { course_id: free.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(t.courseSelected);
    const uc = res.json().user_course as UserCourse;
    expect(uc.progress_status).toBe('in-progress');
    expect(uc.lesson_progress[0]!.lesson_item_progress[0]!.progress_status).toBe('in-progress');
    expect((await me.patch('/course-select', { course_id: free.id })).json().user_course.id).toBe(uc.id);
  });

  it('refuses to start a paid course that is not paid, and assigns nothing', async () => {
    const user = await buildUser(app);
    const paid = await bySlug(user, 'purity-path');
    const res = await api(user).patch('/course-select', { course_id: paid.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'payment_required', message: t.paymentRequired });
    expect((await bySlug(user, 'purity-path')).user_course_id).toBeNull();
  });

  it('walks the course in order with child items, panels and Complete Course', async () => {
    const user = await buildUser(app);
    const me = api(user);
    const stranger = api(await buildUser(app));
    const uc = await buildCourse(app, user, 'freedom-foundations');
    const [l1, l2] = uc.course.lessons;
    const put = (lessonId: number, itemId: number, progress_status: string) =>
      me.put(`/user-courses/${uc.id}/lessons/${lessonId}/items/${itemId}`, { progress_status });
    // Item 2 is locked until item 1 is completed.
    expect((await put(l1!.id, l1!.lesson_items[1]!.id, 'completed')).statusCode).toBe(403);
    for (const item of l1!.lesson_items) expect((await put(l1!.id, item.id, 'completed')).statusCode).toBe(200);
    // The checkbox toggles back to in-progress and then completed again.
    const box = l1!.lesson_items[2]!;
    expect(
      (await put(l1!.id, box.id, 'in-progress'))
        .json()
        .user_course.lesson_progress[0].lesson_item_progress.find((p: { lesson_item_id: number }) => p.lesson_item_id === box.id)
        .progress_status,
    ).toBe('in-progress');
    expect((await put(l2!.id, l2!.lesson_items[0]!.id, 'completed')).statusCode).toBe(403);
    expect((await put(l1!.id, box.id, 'completed')).statusCode).toBe(200);

    const [video, pdf, practices, last] = l2!.lesson_items;
    // Form panel: the required question is enforced, unknown questions refused, then answers saved.
    const form = video!.item_panels.find((p) => p.panel_type === 'form')!;
    const panelUrl = `/user-courses/${uc.id}/lessons/${l2!.id}/items/${video!.id}/panels/${form.id}`;
    expect((await stranger.get(panelUrl)).statusCode).toBe(404);
    const missing = await me.post(panelUrl, { answers: [{ question_id: 2, answer: 'my wife' }] });
    expect(missing.statusCode).toBe(422);
    expect(errorsOf(missing)['answers.1']).toEqual(['The field is required']);
    expect(
      errorsOf(
        await me.post(panelUrl, {
          answers: [
            { question_id: 99, answer: 'x' },
            { question_id: 1, answer: 'x' },
          ],
        }),
      )['answers.0.question_id'],
    ).toEqual(['The field is invalid']);
    expect(errorsOf(await me.post(panelUrl, {})).answers).toEqual(['The field is required']);
    expect(errorsOf(await me.post(panelUrl, { answers: [{ question_id: 1, answer: 'x'.repeat(5001) }] }))['answers.0.answer']).toEqual([
      'The field must have a max length of 5000',
    ]);
    expect(await app.db.select().from(panelAnswers).where(eq(panelAnswers.userCourseId, uc.id))).toEqual([]);
    const saved = await me.post(panelUrl, { answers: [{ question_id: 1, answer: ' Late nights ' }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: t.answersSaved,
      answers: [
        { question_id: 1, answer: 'Late nights' },
        { question_id: 2, answer: null },
      ],
    });
    expect((await me.get(panelUrl)).json().answers[0].answer).toBe('Late nights');
    const info = video!.item_panels.length
      ? await me.get(`/user-courses/${uc.id}/lessons/${l2!.id}/items/${video!.id}/panels/${l1!.lesson_items[0]!.item_panels[0]!.id}`)
      : null;
    expect(info?.statusCode).toBe(404);

    expect((await put(l2!.id, video!.id, 'completed')).statusCode).toBe(200);
    expect((await put(l2!.id, pdf!.id, 'completed')).statusCode).toBe(200);
    // Child items open once the parent has started; the parent waits for them.
    const [pray, read] = practices!.child_items;
    expect((await put(l2!.id, pray!.id, 'completed')).statusCode).toBe(403);
    const pending = await put(l2!.id, practices!.id, 'completed');
    const statusOf = (u: UserCourse, id: number) =>
      u.lesson_progress.flatMap((l) => l.lesson_item_progress).find((p) => p.lesson_item_id === id)!.progress_status;
    expect(statusOf(pending.json().user_course, practices!.id)).toBe('completed-with-child-pending');
    expect((await put(l2!.id, last!.id, 'completed')).statusCode).toBe(403);
    expect((await put(l2!.id, pray!.id, 'completed')).statusCode).toBe(200);
    const settled = (await put(l2!.id, read!.id, 'completed')).json().user_course as UserCourse;
    expect(statusOf(settled, practices!.id)).toBe('completed');

    // 'Complete Course' before the last item is refused; then it completes.
    const early = await me.put(`/user-courses/${uc.id}`, { progress_status: 'completed' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(t.courseNotFinished);
    expect(errorsOf(await me.put(`/user-courses/${uc.id}`, { progress_status: 'finished' })).progress_status).toEqual([
      'The field is invalid',
    ]);
    expect((await put(l2!.id, last!.id, 'completed')).statusCode).toBe(200);
    const done = await me.put(`/user-courses/${uc.id}`, { progress_status: 'completed' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: t.progressStatusUpdated,
      user_course: { progress_status: 'completed', progress_percentage: 100, next_step: null },
    });
  });

  it('answers the player URL for a video item and 404 for other items', async () => {
    const user = await buildUser(app);
    const uc = await buildCourse(app, user, 'freedom-foundations');
    const l1 = uc.course.lessons[0]!;
    const res = await api(user).get(`/user-courses/${uc.id}/lessons/${l1.id}/items/${l1.lesson_items[0]!.id}/player`);
    expect(res.statusCode).toBe(200);
    expect(res.json().player_url).toContain('/resources/files/welcome.webm?uid=');
    // The second item (not a video) opens once the first is completed; it has no player.
    expect(
      (await api(user).put(`/user-courses/${uc.id}/lessons/${l1.id}/items/${l1.lesson_items[0]!.id}`, { progress_status: 'completed' }))
        .statusCode,
    ).toBe(200);
    expect((await api(user).get(`/user-courses/${uc.id}/lessons/${l1.id}/items/${l1.lesson_items[1]!.id}/player`)).statusCode).toBe(404);
  });
});

describe('signed resources', () => {
  it('signs a URL for an open item; the file answers the link (no token in it), in ranges, until it expires', async () => {
    const viewer = await buildUser(app);
    const other = await buildUser(app);
    const challenge = await buildCourse(app, viewer);
    const day1 = challenge.course.lessons[0]!.lesson_items[0]!;
    const res = await api(viewer).get(`/resources/signed/${day1.id}/day-video/day.webm`);
    expect(res.statusCode).toBe(200);
    const { signed_url, expires_at } = res.json();
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now());
    expect(signed_url).not.toContain(viewer.token);
    const file = await app.app.inject({ method: 'GET', url: signed_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/webm');
    expect(file.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const part = await app.app.inject({ method: 'GET', url: signed_url, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(10);
    // Bound to the user it was made for: the same signature for another user is refused.
    const stolen = await app.app.inject({ method: 'GET', url: signed_url.replace(/uid=\d+/, `uid=${other.id}`) });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().message).toBe(t.linkExpired);
    // Tampered expiry or signature is refused.
    const tampered = signed_url.replace(/expires=(\d+)/, (_: string, n: string) => `expires=${Number(n) + 1000}`);
    expect((await app.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const expired = signed_url.replace(/expires=(\d+)/, 'expires=1000');
    expect((await app.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
    expect((await app.app.inject({ method: 'GET', url: signed_url.replace(/&signature=[^&]+/, '') })).statusCode).toBe(422);
  });

  it('refuses locked items, keys that are not the item’s, and courses not assigned', async () => {
    const { user, uc: challenge, me } = await challengeTaker();
    const stranger = api(await buildUser(app));
    const day5 = challenge.course.lessons[4]!.lesson_items[0]!;
    expect((await me.get(`/resources/signed/${day5.id}/day-video/day.webm`)).statusCode).toBe(403);
    const day1 = challenge.course.lessons[0]!.lesson_items[0]!;
    expect((await me.get(`/resources/signed/${day1.id}/day-video/workbook.pdf`)).statusCode).toBe(404);
    expect((await me.get(`/resources/signed/${day1.id}/lesson-item-video/day.webm`)).statusCode).toBe(404);
    expect(errorsOf(await me.get(`/resources/signed/${day1.id}/movie/day.webm`)).type).toEqual(['The field is invalid']);
    expect((await stranger.get(`/resources/signed/${day1.id}/day-video/day.webm`)).statusCode).toBe(404);
    // A free course's second item opens once the first is completed; then its panel resource is signed.
    const freeLesson = (await bySlug(user, 'freedom-foundations')).lessons[0]!;
    const [welcome, free] = freeLesson.lesson_items;
    expect((await me.get(`/resources/signed/${free!.id}/panel-resource/workbook.pdf`)).statusCode).toBe(404);
    const freeUc = await buildCourse(app, user, 'freedom-foundations');
    expect((await me.get(`/resources/signed/${free!.id}/panel-resource/workbook.pdf`)).statusCode).toBe(403);
    expect(
      (await me.put(`/user-courses/${freeUc.id}/lessons/${freeLesson.id}/items/${welcome!.id}`, { progress_status: 'completed' }))
        .statusCode,
    ).toBe(200);
    expect((await me.get(`/resources/signed/${free!.id}/panel-resource/workbook.pdf`)).statusCode).toBe(200);
  });
});

describe('video analytics', () => {
  it('records play, pause, end and seek (with current and target time)', async () => {
    const viewer = await buildUser(app);
    const stranger = await buildUser(app);
    const c = await buildCourse(app, viewer);
    const lesson = c.course.lessons[0]!;
    const me = api(viewer);
    const eventsOf = () => app.db.select().from(videoEvents).where(eq(videoEvents.userId, viewer.id));
    const base = { course_id: c.course_id, lesson_id: lesson.id, lesson_item_id: lesson.lesson_items[0]!.id, current_time: 1.5 };
    expect(errorsOf(await me.post('/analytics/video-events', { ...base, event: 'seek' })).target_time).toEqual(['The field is required']);
    expect(errorsOf(await me.post('/analytics/video-events', { ...base, event: 'rewind' })).event).toEqual(['The field is invalid']);
    expect(errorsOf(await me.post('/analytics/video-events', { ...base, event: 'play', current_time: -1 })).current_time).toEqual([
      'The field must be at least 0',
    ]);
    expect(
      errorsOf(await me.post('/analytics/video-events', { ...base, event: 'play', lesson_id: c.course.lessons[1]!.id })).lesson_item_id,
    ).toEqual(['The field is invalid']);
    expect((await api(stranger).post('/analytics/video-events', { ...base, event: 'play' })).statusCode).toBe(404);
    expect(await eventsOf()).toEqual([]);
    expect(await app.db.select().from(videoEvents).where(eq(videoEvents.userId, stranger.id))).toEqual([]);
    for (const event of ['play', 'pause', 'end'])
      expect((await me.post('/analytics/video-events', { ...base, event })).statusCode).toBe(201);
    expect((await me.post('/analytics/video-events', { ...base, event: 'seek', target_time: 3 })).statusCode).toBe(201);
    const rows = await eventsOf();
    expect(rows.map((r) => r.event)).toEqual(['play', 'pause', 'end', 'seek']);
    expect(rows[3]).toMatchObject({
      currentTime: 1.5,
      targetTime: 3,
      itemTitle: 'Why you are here',
      lessonTitle: 'Day 1: Why you are here',
    });
  });
});

describe('scholarships', () => {
  it('students apply for a paid course; the request is stored pending for review', async () => {
    const nonStudent = await buildUser(app);
    const paid = await bySlug(nonStudent, 'purity-path');
    const body = {
      course_id: paid.id,
      school_enrolled: 'State University',
      school_email: 'me@state.edu',
      scholarship_reason: 'I cannot afford it yet.',
    };
    const notStudent = await api(nonStudent).post('/user-scholarships', body);
    expect(notStudent.statusCode).toBe(403);
    expect(notStudent.json().message).toBe(t.studentsOnly);

    const s = await buildUser(app);
    const student = api(s);
    await student.put('/users/profile', {
      first_name: 'Stu',
      last_name: 'Dent',
      display_name: 'Stu',
      gender: 'Male',
      is_married: false,
      is_student: true,
      is_leader: false,
    });
    const empty = await student.post('/user-scholarships', {});
    expect(errorsOf(empty)).toEqual({
      course_id: ['The field is required'],
      school_enrolled: ['The field is required'],
      school_email: ['The field is required'],
      scholarship_reason: ['The field is required'],
    });
    expect(errorsOf(await student.post('/user-scholarships', { ...body, school_email: 'nope' })).school_email).toEqual([
      'The email provided is not a valid email',
    ]);
    const free = await bySlug(s, 'freedom-foundations');
    expect(errorsOf(await student.post('/user-scholarships', { ...body, course_id: free.id })).course_id).toEqual([t.scholarshipPaidOnly]);
    const scholarshipsOf = (userId: number) => app.db.select().from(scholarships).where(eq(scholarships.userId, userId));
    expect(await scholarshipsOf(s.id)).toEqual([]);
    expect(await scholarshipsOf(nonStudent.id)).toEqual([]);

    const ok = await student.post('/user-scholarships', body);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ message: t.scholarshipApplied, scholarship: { status: 'pending', school_email: 'me@state.edu' } });
    const again = await student.post('/user-scholarships', body);
    expect(again.statusCode).toBe(409);
    expect(((await student.get('/user-scholarships')).json() as unknown[]).length).toBe(1);
    expect(((await api(nonStudent).get('/user-scholarships')).json() as unknown[]).length).toBe(0);
  });
});

describe('user courses table', () => {
  it('holds one row per user and course', async () => {
    const user = await buildUser(app);
    await buildCourse(app, user);
    await buildCourse(app, user, 'freedom-foundations');
    await buildCourse(app, user, 'freedom-foundations');
    await api(user).post('/user-courses/synchronize');
    const rows = await app.db.select().from(userCourses).where(eq(userCourses.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.courseId)).size).toBe(rows.length);
  });
});
