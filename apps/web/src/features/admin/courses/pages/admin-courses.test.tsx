import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminCoursesTexts as t, type AdminCourse, type AdminCourseSummary } from '@holdfast/shared/admin';
import type { Course } from '@holdfast/shared/courses';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { AdminCoursePage } from './admin-course-page';
import { AdminCoursesPage } from './admin-courses-page';

const summary = (id: number, overrides: Partial<AdminCourseSummary> = {}): AdminCourseSummary => ({
  id,
  name: `Course ${id}`,
  slug: `course-${id}`,
  course_type: 'standard',
  paid_type: 'free',
  position: id,
  published: true,
  lesson_count: 2,
  member_count: 5,
  ...overrides,
});

const course = (): Course => ({
  id: 9,
  name: 'Small Steps',
  slug: 'small-steps',
  course_type: 'standard',
  paid_type: 'free',
  summary: null,
  completion_content: null,
  expectation_content: null,
  format_type: 'weeks',
  duration: null,
  position: 4,
  course_payment_info: [],
  lessons: [
    {
      id: 21,
      course_id: 9,
      name: 'Week one',
      position: 1,
      audience: 'everyone',
      lesson_items: [
        {
          id: 31,
          lesson_id: 21,
          parent_item_id: null,
          position: 1,
          name: 'Welcome',
          week_number: 1,
          item_type: 'hosted-video',
          file_key: 'welcome.webm',
          video_before_text: null,
          video_after_text: null,
          reflection_question: null,
          challenge_description: null,
          resource: null,
          item_panels: [],
          child_items: [],
        },
      ],
    },
  ],
});
const adminCourse = (overrides: Partial<AdminCourse> = {}): AdminCourse => ({
  course: course(),
  published: false,
  answered_item_ids: [],
  answered_panel_ids: [],
  ...overrides,
});
const sent = (spy: ReturnType<typeof mockApi>, method: string) =>
  spy.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined }));

describe('/admin/courses', () => {
  it('lists every course with its state; moving one sends the new order, Publish publishes it', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = mockApi({
      'GET admin/courses': [200, [summary(1), summary(2, { published: false, name: 'Draft course' })]],
      'PUT admin/courses/order': [200, [summary(2, { published: false, name: 'Draft course' }), summary(1)]],
      'PUT admin/courses/2/publication': [200, { message: t.published, ...adminCourse({ published: true }) }],
    });
    renderRoutes([{ path: '/admin/courses', element: <AdminCoursesPage /> }], '/admin/courses');
    const list = await screen.findByRole('list', { name: t.title });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByText(t.publishedBadge)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(t.draftBadge)).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: `${t.moveUp}: Course 1` })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: `${t.moveDown}: Course 1` }));
    await waitFor(() => expect(sent(spy, 'PUT').map((c) => c.body)).toEqual([{ ids: [2, 1] }]));
    await user.click(await screen.findByRole('button', { name: `${t.publish}: Draft course` }));
    await waitFor(() => expect(sent(spy, 'PUT').at(-1)).toMatchObject({ body: { published: true } }));
    expect(sent(spy, 'PUT').at(-1)!.url).toContain('admin/courses/2/publication');
  });

  it('says so when there is no course yet', async () => {
    signIn();
    mockApi({ 'GET admin/courses': [200, []] });
    renderRoutes([{ path: '/admin/courses', element: <AdminCoursesPage /> }], '/admin/courses');
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });
});

describe('/admin/courses/:id', () => {
  function renderCourse(extra: Parameters<typeof mockApi>[0] = {}) {
    signIn();
    const spy = mockApi({ 'GET admin/courses/9': [200, adminCourse()], ...extra });
    renderRoutes([{ path: '/admin/courses/:id', element: <AdminCoursePage /> }], '/admin/courses/9');
    return spy;
  }

  it("shows an item type's own fields, and checks them with the shared schema before sending", async () => {
    const user = userEvent.setup();
    const spy = renderCourse({
      'POST admin/courses/9/lessons/21/items': [200, { message: t.itemCreated, ...adminCourse() }],
    });
    await user.click(await screen.findByRole('button', { name: `${t.addItem}: Week one` }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Title/), 'Clip');
    // A video needs its file: refused here, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(t.videoFile)).toBeInTheDocument();
    expect(sent(spy, 'POST')).toEqual([]);
    // A checkbox has no file, and its other fields are gone.
    await user.click(within(dialog).getByLabelText('Item type', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Checkbox' }));
    expect(within(dialog).queryByText('Video (WebM or MP4)')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(sent(spy, 'POST')).toHaveLength(1));
    expect(sent(spy, 'POST')[0]!.body).toMatchObject({ name: 'Clip', item_type: 'checkbox', parent_item_id: null });
  });

  it('adds a form panel with its questions', async () => {
    const user = userEvent.setup();
    const spy = renderCourse({
      'POST admin/courses/9/lessons/21/items/31/panels': [200, { message: t.panelCreated, ...adminCourse() }],
    });
    await user.click(await screen.findByRole('button', { name: `${t.addPanel}: Welcome` }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Panel name/), 'Reflection');
    await user.type(within(dialog).getByLabelText(/Form title/), 'Reflect');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    // The first question is still blank.
    expect(await within(dialog).findByText('The field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Question 1/), 'What helped?');
    await user.click(within(dialog).getByLabelText('Required'));
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(sent(spy, 'POST')).toHaveLength(1));
    expect(sent(spy, 'POST')[0]!.body).toEqual({
      name: 'Reflection',
      panel_type: 'form',
      information_content: null,
      form: { title: 'Reflect', questions: [{ question: 'What helped?', input_type: 'textarea', required: true }] },
      resources: [],
    });
  });

  it('does not offer to delete what members worked on', async () => {
    signIn();
    mockApi({ 'GET admin/courses/9': [200, adminCourse({ answered_item_ids: [31] })] });
    renderRoutes([{ path: '/admin/courses/:id', element: <AdminCoursePage /> }], '/admin/courses/9');
    expect(await screen.findByRole('button', { name: `${t.delete}: Welcome` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `${t.delete}: Week one` })).toBeDisabled();
  });
});
