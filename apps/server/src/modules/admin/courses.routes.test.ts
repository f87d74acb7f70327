import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COURSE_AUDIT_ACTIONS as A,
  adminCoursesApiPaths as paths,
  adminCoursesTexts as t,
  type AdminCourseAnswer,
  type AdminCourseSummary,
} from '@holdfast/shared/admin';
import type { CatalogueCourse, UserCourse } from '@holdfast/shared/courses';
import { COURSE_ASSETS_DIR } from '../../platform/paths';
import { createTestApp, login, request, type TestApp } from '../../test/harness';
import { buildUser } from '../../test/factories';
import { samplePdf, samplePng } from '../../test/sample-files';
import { auditLog } from '../accounts/accounts.table';
import * as accountsRepository from '../accounts/accounts.repository';
import { seedCourses } from '../courses';

const ADMIN = { email: 'courses-root@holdfast.test', password: 'Adm1n*Password' };
let app: TestApp;
let admin: { token: string };
let webm: Buffer;

beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = { token: await login(app, ADMIN.email, ADMIN.password) };
  webm = await readFile(path.join(COURSE_ASSETS_DIR, 'day.webm'));
});
afterAll(() => app.app.close());

const as = (u: { token: string } | null) => request(app, u?.token ?? null);
const p = (s: string) => `/${s}`;

function form(file?: { data: Buffer; name?: string; type?: string }) {
  const boundary = `----holdfast${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'file.bin'}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (u: { token: string } | null, file?: { data: Buffer; name?: string; type?: string }) => {
  const body = form(file);
  return request(app, u?.token ?? null, body.headers).post(p(paths.uploads), body.payload);
};

async function createCourse(name = 'Small Steps', extra: object = {}) {
  const res = await as(admin).post(p(paths.courses), { name, course_type: 'standard', paid_type: 'free', ...extra });
  expect(res.statusCode).toBe(201);
  return res.json() as AdminCourseAnswer;
}
async function addLesson(courseId: number, name = 'Week one') {
  const res = await as(admin).post(p(paths.lessons(courseId)), { name });
  expect(res.statusCode).toBe(200);
  return (res.json() as AdminCourseAnswer).course.lessons.at(-1)!;
}
async function addItem(courseId: number, lessonId: number, body: object) {
  const res = await as(admin).post(p(paths.items(courseId, lessonId)), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminCourseAnswer;
}
const auditRows = (action: string) => app.db.select().from(auditLog).where(eq(auditLog.action, action));
const courseOf = async (id: number) => (await as(admin).get(p(paths.course(id)))).json() as AdminCourseAnswer;

describe('who may use the courses editor', () => {
  const routes = (ids = { c: 1, l: 1, i: 1, n: 1 }): [string, string][] => [
    ['GET', paths.courses],
    ['POST', paths.courses],
    ['PUT', paths.coursesOrder],
    ['POST', paths.uploads],
    ['GET', paths.course(ids.c)],
    ['PUT', paths.course(ids.c)],
    ['PUT', paths.publication(ids.c)],
    ['POST', paths.lessons(ids.c)],
    ['PUT', paths.lessonsOrder(ids.c)],
    ['PUT', paths.lesson(ids.c, ids.l)],
    ['DELETE', paths.lesson(ids.c, ids.l)],
    ['POST', paths.items(ids.c, ids.l)],
    ['PUT', paths.itemsOrder(ids.c, ids.l)],
    ['PUT', paths.item(ids.c, ids.l, ids.i)],
    ['DELETE', paths.item(ids.c, ids.l, ids.i)],
    ['POST', paths.panels(ids.c, ids.l, ids.i)],
    ['PUT', paths.panelsOrder(ids.c, ids.l, ids.i)],
    ['PUT', paths.panel(ids.c, ids.l, ids.i, ids.n)],
    ['DELETE', paths.panel(ids.c, ids.l, ids.i, ids.n)],
  ];

  it('answers 401 without a token on every route', async () => {
    for (const [method, url] of routes()) {
      const res = await as(null).send(method as 'GET', p(url), { bad: true });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 to a member and to every other role before it reads the body, and changes nothing', async () => {
    const course = await createCourse('Guarded course');
    const before = await courseOf(course.course.id);
    const member = await buildUser(app);
    for (const role of [null, 'community_admin', 'upgrade_admin', 'certified_leader', 'coach', 'support'] as const) {
      const user = await buildUser(app);
      if (role) await accountsRepository.assignRole(app.db, user.id, role);
      for (const [method, url] of routes({ c: course.course.id, l: 1, i: 1, n: 1 })) {
        const res = await as(role ? user : member).send(method as 'GET', p(url), { name: '', ids: 'x', published: 'maybe' });
        expect(res.statusCode, `${role ?? 'member'} ${method} ${url}`).toBe(403);
      }
    }
    expect(await courseOf(course.course.id)).toEqual(before);
  });
});

describe('courses', () => {
  it('creates a draft members do not see, publishes it (audited), and members see it then', async () => {
    const member = await buildUser(app, { profile: true });
    const created = await createCourse('Freedom in Practice', { summary: '<p>Hi<script>alert(1)</script></p>', duration: '2 weeks' });
    expect(created).toMatchObject({ message: t.created, published: false, answered_item_ids: [], answered_panel_ids: [] });
    expect(created.course).toMatchObject({
      name: 'Freedom in Practice',
      slug: 'freedom-in-practice',
      summary: '<p>Hi</p>',
      format_type: 'weeks',
    });
    const id = created.course.id;
    const catalogue = async () => ((await as(member).get('/courses')).json() as CatalogueCourse[]).map((c) => c.id);
    expect(await catalogue()).not.toContain(id);
    // A draft cannot be chosen by its id either.
    expect((await as(member).patch('/course-select', { course_id: id })).statusCode).toBe(422);

    const pub = await as(admin).put(p(paths.publication(id)), { published: true });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({ message: t.published, published: true });
    expect(await catalogue()).toContain(id);
    const [row] = (await auditRows(A.published)).filter((r) => r.targetId === String(id));
    expect(row).toMatchObject({ targetKind: 'course', before: { published: false }, after: { published: true } });
    expect((await auditRows(A.created)).some((r) => r.targetId === String(id))).toBe(true);

    // A second course of the same name gets its own slug.
    expect((await createCourse('Freedom in Practice')).course.slug).toBe('freedom-in-practice-2');
  });

  it('takes a draft off sale: no new purchase nor scholarship, and back once published again', async () => {
    const list = (await as(admin).get(p(paths.courses))).json() as AdminCourseSummary[];
    const paid = list.find((c) => c.slug === 'purity-path')!;
    const priceId = (await courseOf(paid.id)).course.course_payment_info[0]!.id;
    const student = await buildUser(app, { profile: true });
    await as(student).put('/users/profile', {
      first_name: 'Sam',
      last_name: 'Rivers',
      display_name: 'Sam Rivers',
      gender: 'Male',
      is_married: false,
      is_student: true,
      is_leader: false,
    });
    const scholarship = { course_id: paid.id, school_enrolled: 'State', school_email: 'sam@state.edu', scholarship_reason: 'Please' };
    await as(admin).put(p(paths.publication(paid.id)), { published: false });
    expect((await as(student).post(`/courses/${paid.id}/course-payment-info/${priceId}/setup-intent`, {})).statusCode).toBe(404);
    expect((await as(student).post('/user-scholarships', scholarship)).statusCode).toBe(422);
    await as(admin).put(p(paths.publication(paid.id)), { published: true });
    expect((await as(student).post(`/courses/${paid.id}/course-payment-info/${priceId}/setup-intent`, {})).statusCode).toBe(200);
    expect((await as(student).post('/user-scholarships', scholarship)).statusCode).toBe(201);
  });

  it('edits a course with before and after in the audit log', async () => {
    const { course } = await createCourse('Before name');
    const res = await as(admin).put(p(paths.course(course.id)), { name: 'After name', paid_type: 'free', completion_content: 'Well done' });
    expect(res.statusCode).toBe(200);
    expect(res.json().course).toMatchObject({ name: 'After name', completion_content: '<p>Well done</p>' });
    const [row] = (await auditRows(A.updated)).filter((r) => r.targetId === String(course.id));
    expect(row!.before).toMatchObject({ name: 'Before name' });
    expect(row!.after).toMatchObject({ name: 'After name' });
  });

  it('validates with the spec texts and changes nothing', async () => {
    const { course } = await createCourse('Valid course');
    const bad = await as(admin).put(p(paths.course(course.id)), { name: ' ', paid_type: 'gratis' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ name: ['The field is required'], paid_type: ['The field is invalid'] });
    const missing = await as(admin).post(p(paths.courses), {});
    expect(missing.json().errors).toMatchObject({ name: ['The field is required'], course_type: ['The field is required'] });
    expect((await courseOf(course.id)).course.name).toBe('Valid course');
    expect((await as(admin).get(p(paths.course(999999)))).statusCode).toBe(404);
    expect((await as(admin).put(p(paths.publication(999999)), { published: true })).statusCode).toBe(404);
  });

  it('orders the catalogue: every id once, else 422 and unchanged', async () => {
    await createCourse('Order me');
    const list = (await as(admin).get(p(paths.courses))).json() as AdminCourseSummary[];
    const ids = list.map((c) => c.id);
    const bad = await as(admin).put(p(paths.coursesOrder), { ids: ids.slice(1) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.ids).toEqual([t.orderMismatch]);
    const dupes = await as(admin).put(p(paths.coursesOrder), { ids: [ids[0], ...ids.slice(0, -1)] });
    expect(dupes.statusCode).toBe(422);
    const reversed = [...ids].reverse();
    const ok = await as(admin).put(p(paths.coursesOrder), { ids: reversed });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as AdminCourseSummary[]).map((c) => c.id)).toEqual(reversed);
    expect((await auditRows(A.reordered)).at(-1)).toMatchObject({ before: { ids }, after: { ids: reversed } });
    await as(admin).put(p(paths.coursesOrder), { ids });
  });
});

describe('lessons, items and panels', () => {
  it('adds, edits, orders lessons and items of every type, with child items and panels', async () => {
    const { course } = await createCourse('Every type');
    const l1 = await addLesson(course.id, 'One');
    const l2 = await addLesson(course.id, 'Two');
    const ordered = await as(admin).put(p(paths.lessonsOrder(course.id)), { ids: [l2.id, l1.id] });
    expect((ordered.json() as AdminCourseAnswer).course.lessons.map((l) => l.name)).toEqual(['Two', 'One']);
    const renamed = await as(admin).put(p(paths.lesson(course.id, l1.id)), { name: 'One, renamed', audience: 'married' });
    expect(renamed.json().course.lessons[1]).toMatchObject({ name: 'One, renamed', audience: 'married' });

    const video = await addItem(course.id, l2.id, {
      name: 'Welcome video',
      item_type: 'hosted-video',
      week_number: 1,
      file_key: 'welcome.webm',
      video_before_text: '<p onclick="x()">Before</p>',
      reflection_question: 'not used by a video',
    });
    const vItem = video.course.lessons[0]!.lesson_items[0]!;
    expect(vItem).toMatchObject({
      item_type: 'hosted-video',
      file_key: 'welcome.webm',
      video_before_text: '<p>Before</p>',
      reflection_question: null,
    });
    await addItem(course.id, l2.id, { name: 'Workbook', item_type: 'pdf-viewer', file_key: 'workbook.pdf', resource_url: 'workbook.pdf' });
    await addItem(course.id, l2.id, { name: 'Think', item_type: 'info', reflection_question: 'Why?' });
    await addItem(course.id, l2.id, { name: 'Tick', item_type: 'checkbox' });
    const boxes = await addItem(course.id, l2.id, { name: 'Practices', item_type: 'checkboxes' });
    const parent = boxes.course.lessons[0]!.lesson_items.at(-1)!;
    await addItem(course.id, l2.id, { name: 'Pray', item_type: 'checkbox', parent_item_id: parent.id });
    const kids = await addItem(course.id, l2.id, { name: 'Read', item_type: 'checkbox', parent_item_id: parent.id });
    const children = kids.course.lessons[0]!.lesson_items.at(-1)!.child_items;
    expect(children.map((c) => c.name)).toEqual(['Pray', 'Read']);
    const reordered = await as(admin).put(p(paths.itemsOrder(course.id, l2.id)), {
      parent_item_id: parent.id,
      ids: [children[1]!.id, children[0]!.id],
    });
    expect(
      reordered
        .json()
        .course.lessons[0].lesson_items.at(-1)
        .child_items.map((c: { name: string }) => c.name),
    ).toEqual(['Read', 'Pray']);
    // A child of a child, or under an item that is not a checkboxes item, is refused.
    const nested = await as(admin).post(p(paths.items(course.id, l2.id)), {
      name: 'x',
      item_type: 'checkbox',
      parent_item_id: children[0]!.id,
    });
    expect(nested.statusCode).toBe(422);
    const underVideo = await as(admin).post(p(paths.items(course.id, l2.id)), {
      name: 'x',
      item_type: 'checkbox',
      parent_item_id: vItem.id,
    });
    expect(underVideo.json().errors.parent_item_id).toEqual([t.noChildren]);
    await addItem(course.id, l1.id, { name: 'Day video', item_type: '30-day-video', file_key: 'day.webm' });
    await addItem(course.id, l1.id, { name: 'Day info', item_type: '30-day-info', reflection_question: 'Q', challenge_description: 'C' });
    await addItem(course.id, l1.id, { name: 'Plain video', item_type: 'video', file_key: 'welcome.mp4' });

    // Panels: information, resources, a form, child items.
    const panel = (body: object) => as(admin).post(p(paths.panels(course.id, l2.id, parent.id)), body);
    expect((await panel({ name: 'About', panel_type: 'information', information_content: 'Read slowly' })).statusCode).toBe(200);
    const res = await panel({
      name: 'Links',
      panel_type: 'resources',
      resources: [
        { name: 'Help', resource_type: 'external-link', external_link: 'https://help.holdfast.app' },
        { name: 'Workbook', resource_type: 'file', file_url: 'workbook.pdf' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const formRes = await panel({
      name: 'Reflection',
      panel_type: 'form',
      form: { title: 'Reflect', questions: [{ question: 'What helped?', input_type: 'textarea', required: true }] },
    });
    await panel({ name: 'Practices', panel_type: 'child-items' });
    const panels = (formRes.json() as AdminCourseAnswer).course.lessons[0]!.lesson_items.at(-1)!.item_panels;
    expect(panels.map((x) => x.panel_type)).toEqual(['information', 'resources', 'form']);
    expect(panels[0]!.information_content).toBe('<p>Read slowly</p>');
    expect(panels[1]!.resources).toEqual([
      { id: 1, name: 'Help', resource_type: 'external-link', external_link: 'https://help.holdfast.app', file_url: null },
      { id: 2, name: 'Workbook', resource_type: 'file', external_link: null, file_url: 'workbook.pdf' },
    ]);
    expect(panels[2]!.form).toEqual({
      id: panels[2]!.id,
      title: 'Reflect',
      questions: [{ id: 1, question: 'What helped?', input_type: 'textarea', required: true }],
    });
    expect(panels[2]!.form_id).toBe(panels[2]!.id);

    // Editing a form keeps a kept question's id and numbers a new one after it.
    const edited = await as(admin).put(p(paths.panel(course.id, l2.id, parent.id, panels[2]!.id)), {
      name: 'Reflection',
      panel_type: 'form',
      form: {
        title: 'Reflect',
        questions: [
          { question: 'New first', input_type: 'text' },
          { id: 1, question: 'What helped most?', input_type: 'textarea', required: true },
        ],
      },
    });
    const form = (edited.json() as AdminCourseAnswer).course.lessons[0]!.lesson_items.at(-1)!.item_panels[2]!.form!;
    expect(form.questions.map((q) => [q.id, q.question])).toEqual([
      [2, 'New first'],
      [1, 'What helped most?'],
    ]);
    const all = (await courseOf(course.id)).course.lessons;
    const panelIds = all[0]!.lesson_items.at(-1)!.item_panels.map((x) => x.id);
    const panelOrder = await as(admin).put(p(paths.panelsOrder(course.id, l2.id, parent.id)), { ids: [...panelIds].reverse() });
    expect(panelOrder.json().course.lessons[0].lesson_items.at(-1).item_panels[0].panel_type).toBe('child-items');
    expect(all[1]!.lesson_items.map((i) => i.item_type)).toEqual(['30-day-video', '30-day-info', 'video']);
    for (const action of [
      A.lessonCreated,
      A.lessonsReordered,
      A.lessonUpdated,
      A.itemCreated,
      A.itemsReordered,
      A.panelCreated,
      A.panelUpdated,
      A.panelsReordered,
    ])
      expect((await auditRows(action)).length, action).toBeGreaterThan(0);
  });

  it('validates items and panels with their texts and changes nothing', async () => {
    const { course } = await createCourse('Validation');
    const lesson = await addLesson(course.id);
    const before = await courseOf(course.id);
    const item = (body: object) => as(admin).post(p(paths.items(course.id, lesson.id)), body);
    expect((await item({ name: 'v', item_type: 'video' })).json().errors.file_key).toEqual([t.videoFile]);
    expect((await item({ name: 'v', item_type: 'video', file_key: 'workbook.pdf' })).json().errors.file_key).toEqual([t.videoFile]);
    expect((await item({ name: 'p', item_type: 'pdf-viewer', file_key: 'day.webm' })).json().errors.file_key).toEqual([t.pdfFile]);
    expect((await item({ name: 'v', item_type: 'video', file_key: 'missing.webm' })).json().errors.file_key).toEqual([t.unknownFile]);
    expect((await item({ name: 'v', item_type: 'video', file_key: '../x.webm' })).json().errors.file_key).toEqual(['The field is invalid']);
    expect((await item({ name: '', item_type: 'quiz' })).json().errors).toMatchObject({
      name: ['The field is required'],
      item_type: ['The field is invalid'],
    });
    const videoItem = await addItem(course.id, lesson.id, { name: 'v', item_type: 'video', file_key: 'welcome.mp4' });
    const itemId = videoItem.course.lessons[0]!.lesson_items[0]!.id;
    const panel = (body: object) => as(admin).post(p(paths.panels(course.id, lesson.id, itemId)), body);
    expect((await panel({ name: 'f', panel_type: 'form' })).json().errors.form).toEqual([t.formRequired]);
    expect((await panel({ name: 'f', panel_type: 'form', form: { title: 'T', questions: [] } })).json().errors['form.questions']).toEqual([
      t.formRequired,
    ]);
    expect((await panel({ name: 'i', panel_type: 'information' })).json().errors.information_content).toEqual([t.contentRequired]);
    expect((await panel({ name: 'r', panel_type: 'resources' })).json().errors.resources).toEqual([t.resourcesRequired]);
    const link = await panel({
      name: 'r',
      panel_type: 'resources',
      resources: [{ name: 'x', resource_type: 'external-link', external_link: 'javascript:alert(1)' }],
    });
    expect(link.json().errors['resources.0.external_link']).toEqual([t.linkHttps]);
    const file = await panel({
      name: 'r',
      panel_type: 'resources',
      resources: [{ name: 'x', resource_type: 'file', file_url: 'nope.pdf' }],
    });
    expect(file.json().errors['resources.0.file_url']).toEqual([t.unknownFile]);
    // Another course's lesson, or an unknown one, is 404.
    const other = await createCourse('Other');
    expect((await as(admin).post(p(paths.items(other.course.id, lesson.id)), { name: 'x', item_type: 'checkbox' })).statusCode).toBe(404);
    expect((await as(admin).put(p(paths.item(course.id, lesson.id, 999999)), { name: 'x', item_type: 'checkbox' })).statusCode).toBe(404);
    const after = await courseOf(course.id);
    expect(after.course.lessons[0]!.lesson_items).toHaveLength(1);
    expect(after.course.lessons[0]!.lesson_items[0]!.item_panels).toEqual([]);
    expect(before.course.lessons).toHaveLength(1);
  });

  it('deletes what no member worked on; refuses (409, unchanged) once a member has', async () => {
    const member = await buildUser(app, { profile: true });
    const { course } = await createCourse('Deletable');
    const lesson = await addLesson(course.id);
    const spare = await addLesson(course.id, 'Spare');
    await addItem(course.id, lesson.id, { name: 'First', item_type: 'checkbox' });
    const withForm = await addItem(course.id, lesson.id, { name: 'Second', item_type: 'info' });
    const second = withForm.course.lessons[0]!.lesson_items[1]!;
    const withPanel = await as(admin).post(p(paths.panels(course.id, lesson.id, second.id)), {
      name: 'Form',
      panel_type: 'form',
      form: { title: 'F', questions: [{ question: 'Q?', input_type: 'text', required: true }] },
    });
    const panelId = (withPanel.json() as AdminCourseAnswer).course.lessons[0]!.lesson_items[1]!.item_panels[0]!.id;
    await as(admin).put(p(paths.publication(course.id)), { published: true });

    // The member starts the course: the first item is in progress.
    const select = await as(member).patch('/course-select', { course_id: course.id });
    expect(select.statusCode).toBe(200);
    const uc = select.json().user_course as UserCourse;
    const first = uc.course.lessons[0]!.lesson_items[0]!;
    expect(
      (await as(member).put(`/user-courses/${uc.id}/lessons/${lesson.id}/items/${first.id}`, { progress_status: 'completed' })).statusCode,
    ).toBe(200);
    const answers = await as(member).post(`/user-courses/${uc.id}/lessons/${lesson.id}/items/${second.id}/panels/${panelId}`, {
      answers: [{ question_id: 1, answer: 'Yes' }],
    });
    expect(answers.statusCode).toBe(200);

    const current = await courseOf(course.id);
    expect(current.answered_item_ids).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(current.answered_panel_ids).toEqual([panelId]);
    for (const url of [
      paths.lesson(course.id, lesson.id),
      paths.item(course.id, lesson.id, first.id),
      paths.panel(course.id, lesson.id, second.id, panelId),
    ]) {
      const res = await as(admin).delete(p(url));
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject({ message: t.answered, code: 'already_answered' });
    }
    expect(await courseOf(course.id)).toEqual(current);

    const gone = await as(admin).delete(p(paths.lesson(course.id, spare.id)));
    expect(gone.statusCode).toBe(200);
    expect((gone.json() as AdminCourseAnswer).course.lessons.map((l) => l.id)).toEqual([lesson.id]);
    expect((await auditRows(A.lessonDeleted)).some((r) => r.targetId === String(spare.id))).toBe(true);
  });
});

describe('uploads', () => {
  it('stores a video by its bytes, which an item then plays for a member through a signed link', async () => {
    const res = await upload(admin, { data: webm, name: 'clip.txt', type: 'text/plain' });
    expect(res.statusCode, res.body).toBe(201);
    const uploaded = res.json();
    expect(uploaded).toMatchObject({ message: t.uploaded, kind: 'video', content_type: 'video/webm', size: webm.length });
    expect(uploaded.file_key).toMatch(/^upload-[a-f0-9]{32}\.webm$/);
    expect((await auditRows(A.fileUploaded)).some((r) => r.targetId === uploaded.file_key)).toBe(true);

    const { course } = await createCourse('Uploaded video');
    const lesson = await addLesson(course.id);
    const withItem = await addItem(course.id, lesson.id, { name: 'Clip', item_type: 'hosted-video', file_key: uploaded.file_key });
    const itemId = withItem.course.lessons[0]!.lesson_items[0]!.id;
    await as(admin).put(p(paths.publication(course.id)), { published: true });
    const member = await buildUser(app, { profile: true });
    const uc = (await as(member).patch('/course-select', { course_id: course.id })).json().user_course as UserCourse;
    const player = await as(member).get(`/user-courses/${uc.id}/lessons/${lesson.id}/items/${itemId}/player`);
    expect(player.statusCode, player.body).toBe(200);
    const file = await app.app.inject({ method: 'GET', url: `${player.json().player_url}&token=${member.token}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/webm');
    expect(file.rawPayload.equals(webm)).toBe(true);
    const part = await app.app.inject({
      method: 'GET',
      url: `${player.json().player_url}&token=${member.token}`,
      headers: { range: 'bytes=0-3' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(webm.subarray(0, 4))).toBe(true);
  });

  it('takes a PDF and an image (re-encoded); refuses other bytes, nothing and a second file', async () => {
    const pdf = await upload(admin, { data: samplePdf(), name: 'a.pdf' });
    expect(pdf.json()).toMatchObject({ kind: 'pdf', content_type: 'application/pdf' });
    const png = await upload(admin, { data: await samplePng(), name: 'a.png' });
    expect(png.json()).toMatchObject({ kind: 'image', content_type: 'image/png' });
    const text = await upload(admin, { data: Buffer.from('<html><script>x</script></html>'), name: 'a.webm', type: 'video/webm' });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.file).toEqual([t.fileType]);
    const none = await upload(admin);
    expect(none.json().errors.file).toEqual([t.fileRequired]);
    const json = await as(admin).post(p(paths.uploads), { file: 'x' });
    expect(json.statusCode).toBe(422);
  });
});

describe('the seeded 30 Day Challenge', () => {
  it('titles each day with its topic, and keeps an admin edit and deletion across a restart seed', async () => {
    const list = (await as(admin).get(p(paths.courses))).json() as AdminCourseSummary[];
    const challenge = list.find((c) => c.slug === 'thirty-day-challenge')!;
    const { course } = await courseOf(challenge.id);
    expect(course.lessons).toHaveLength(30);
    expect(course.lessons[0]!.name).toBe('Day 1: Why you are here');
    expect(course.lessons[29]!.name).toBe('Day 30: Keep going');
    for (const [i, lesson] of course.lessons.entries()) expect(lesson.name).toMatch(new RegExp(`^Day ${i + 1}: \\S`));

    await as(admin).put(p(paths.lesson(challenge.id, course.lessons[1]!.id)), { name: 'Day 2: Never alone', audience: 'everyone' });
    const foundations = list.find((c) => c.slug === 'freedom-foundations')!;
    const f = (await courseOf(foundations.id)).course;
    const leader = f.lessons.find((l) => l.audience === 'leader')!;
    expect((await as(admin).delete(p(paths.lesson(foundations.id, leader.id)))).statusCode).toBe(200);
    const welcome = f.lessons[0]!.lesson_items[0]!;
    await as(admin).put(p(paths.item(foundations.id, f.lessons[0]!.id, welcome.id)), {
      name: 'Welcome, edited',
      item_type: welcome.item_type,
      file_key: welcome.file_key,
      week_number: 1,
    });

    await seedCourses(app.ctx);
    expect((await courseOf(challenge.id)).course.lessons[1]!.name).toBe('Day 2: Never alone');
    expect((await courseOf(challenge.id)).course.lessons[2]!.name).toBe('Day 3: Know your triggers');
    const again = (await courseOf(foundations.id)).course;
    expect(again.lessons.some((l) => l.audience === 'leader')).toBe(false);
    expect(again.lessons[0]!.lesson_items[0]!.name).toBe('Welcome, edited');
  });
});
