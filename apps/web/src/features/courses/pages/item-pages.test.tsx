import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coursesTexts as t } from '@holdfast/shared/courses';
import { validationMessages as m } from '@holdfast/shared/validation';
import { course, courseItem, userCourse as userCourseFixture } from '@/test/courses';
import { APP_INFO, makeUser, mockApi, renderRoutes, signIn } from '@/test/render';
import { courseCompletedMessage } from '@/lib/celebrate';
import { ItemDetailsPage } from './item-details-page';

const confetti = vi.hoisted(() => vi.fn((_options?: unknown) => Promise.resolve()));
vi.mock('canvas-confetti', () => ({ default: confetti }));
import { ItemPage } from './item-page';

// Reflection answers are never lost, and a required one is never skipped.

const form = {
  id: 1,
  title: 'Reflection',
  questions: [
    { id: 1, question: 'What triggers did you notice this week?', input_type: 'textarea', required: true },
    { id: 2, question: 'Who will you tell about them?', input_type: 'text', required: false },
  ],
};
const formPanel = { id: 5, name: 'Reflection', panel_type: 'form', information_content: null, form_id: 1, form, resources: [] };

const item = (id: number, panels: unknown[] = []) => courseItem(id, { item_panels: panels });
const userCourse = (items: ReturnType<typeof item>[], statuses: Record<number, string>) => userCourseFixture(course(items), statuses, 30);

const PANEL = 'user-courses/70/lessons/1/items/12/panels/5';

/** An API where item 12 has the reflection form; records answer posts and progress updates in order. */
function api(items: ReturnType<typeof item>[], saved: { question_id: number; answer: string | null }[] = []) {
  const calls: string[] = [];
  const posted: unknown[] = [];
  let uc = userCourse(items, { 11: 'completed', 12: 'in-progress' });
  mockApi({
    'GET users/profile': [200, makeUser()],
    'GET app-info': [200, APP_INFO],
    'GET courses': [200, []],
    'POST user-courses/synchronize': () => [200, [uc]],
    [`GET ${PANEL}`]: [200, { panel_id: 5, lesson_item_id: 12, form, answers: saved, updated_at: null }],
    [`POST ${PANEL}`]: (init) => {
      const body = JSON.parse(String(init?.body)) as { answers: { question_id: number; answer: string | null }[] };
      calls.push('answers');
      posted.push(body);
      return [
        200,
        { message: t.answersSaved, panel_id: 5, lesson_item_id: 12, form, answers: body.answers, updated_at: '2026-01-01T00:00:00.000Z' },
      ];
    },
    'PUT user-courses/70/lessons/1/items/12': (init) => {
      calls.push(`item 12 ${(JSON.parse(String(init?.body)) as { progress_status: string }).progress_status}`);
      uc = userCourse(items, { 11: 'completed', 12: 'completed', 13: 'in-progress' });
      return [200, { message: t.progressUpdated, user_course: uc }];
    },
    'PUT user-courses/70': () => {
      calls.push('course completed');
      return [200, { message: t.progressStatusUpdated, user_course: { ...uc, progress_status: 'completed' } }];
    },
    'PUT user-courses/70/lessons/1/items/13': [
      200,
      { message: 'ok', user_course: userCourse(items, { 11: 'completed', 12: 'completed', 13: 'in-progress' }) },
    ],
  });
  return { calls, posted };
}

const detailsRoutes = [
  { path: '/courses/:courseId/lessons/:lessonId/lesson-items/:lessonItemId/details', element: <ItemDetailsPage /> },
  { path: '/courses/:courseId/lessons', element: <p>lessons page</p> },
];
const details = (id: number) => `/courses/7/lessons/1/lesson-items/${id}/details`;
const answerField = () => screen.findByRole('textbox', { name: /What triggers did you notice this week\?/ });

afterEach(() => vi.restoreAllMocks());

describe('Item details: a required reflection', () => {
  it('blocks Next while the required answer is empty, with the spec message, and saves nothing', async () => {
    signIn();
    const { calls } = api([item(11), item(12, [formPanel]), item(13)]);
    const { router } = renderRoutes(detailsRoutes, details(12));
    const field = await answerField();
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(m.required)).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe(details(12));
    expect(calls).toEqual([]);
  });

  it('saves the answers on Next, before marking the item completed, then moves on', async () => {
    signIn();
    const { calls, posted } = api([item(11), item(12, [formPanel]), item(13)]);
    const { router } = renderRoutes(detailsRoutes, details(12));
    await userEvent.type(await answerField(), 'Late nights alone');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(details(13)));
    expect(calls.slice(0, 2)).toEqual(['answers', 'item 12 completed']);
    expect(posted[0]).toEqual({
      answers: [
        { question_id: 1, answer: 'Late nights alone' },
        { question_id: 2, answer: null },
      ],
    });
  });

  it('keeps typed text as a draft across a reload, and saves it on Previous', async () => {
    signIn();
    const { calls, posted } = api([item(11), item(12, [formPanel]), item(13)]);
    const first = renderRoutes(detailsRoutes, details(12));
    await userEvent.type(await answerField(), 'Tired evenings');
    first.unmount();

    // A reload: a new page with a new cache finds the words where they were.
    const { router } = renderRoutes(detailsRoutes, details(12));
    expect(await answerField()).toHaveValue('Tired evenings');
    await userEvent.click(screen.getByRole('link', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(details(11)));
    expect(calls).toEqual(['answers']);
    expect(posted[0]).toEqual({
      answers: [
        { question_id: 1, answer: 'Tired evenings' },
        { question_id: 2, answer: null },
      ],
    });
  });

  it('Previous never blocks: an incomplete answer stays as a draft and is not sent', async () => {
    signIn();
    const { calls } = api([item(11), item(12, [formPanel]), item(13)]);
    const first = renderRoutes(detailsRoutes, details(12));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Who will you tell about them?' }), 'My brother');
    await userEvent.click(screen.getByRole('link', { name: 'Previous' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe(details(11)));
    expect(calls).toEqual([]);
    first.unmount();
    renderRoutes(detailsRoutes, details(12));
    expect(await screen.findByRole('textbox', { name: 'Who will you tell about them?' })).toHaveValue('My brother');
  });

  it("blocks 'Complete Course' on the last item while the required answer is empty", async () => {
    signIn();
    const { calls } = api([item(11), item(12, [formPanel])]);
    const { router } = renderRoutes(detailsRoutes, details(12));
    await answerField();
    await userEvent.click(screen.getByRole('button', { name: t.completeCourse }));
    expect(await screen.findByText(m.required)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.type(await answerField(), 'Stress at work');
    expect(screen.queryByText(m.required)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.completeCourse }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/7/lessons'));
    expect(calls).toEqual(['answers', 'item 12 completed', 'course completed']);
    // The finished course is celebrated by name through the polite live region (lib/celebrate), on the lessons page it lands on.
    await waitFor(() =>
      expect(document.getElementById('holdfast-celebration')).toHaveTextContent(courseCompletedMessage('Freedom Foundations')),
    );
    expect(confetti).toHaveBeenCalledTimes(1);
  });

  it('a saved answer needs no new typing and is not sent again', async () => {
    signIn();
    const { calls } = api([item(11), item(12, [formPanel]), item(13)], [{ question_id: 1, answer: 'Saved before' }]);
    const { router } = renderRoutes(detailsRoutes, details(12));
    await waitFor(async () => expect(await answerField()).toHaveValue('Saved before'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(details(13)));
    expect(calls[0]).toBe('item 12 completed');
  });
});

describe("Item page: 'Complete item & save answers'", () => {
  it('is blocked while the required answer is empty, then saves the answers before completing', async () => {
    signIn();
    const { calls } = api([item(11), item(12, [formPanel]), item(13)]);
    const { router } = renderRoutes(
      [
        { path: '/courses/:courseId/lessons/:lessonId/lesson-items/:lessonItemId', element: <ItemPage /> },
        { path: '/course', element: <p>course page</p> },
      ],
      '/courses/7/lessons/1/lesson-items/12',
    );
    await answerField();
    await userEvent.click(screen.getByRole('button', { name: t.completeItemAndSave }));
    expect(await screen.findByText(m.required)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.type(await answerField(), 'Boredom');
    await userEvent.click(screen.getByRole('button', { name: t.completeItemAndSave }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course'));
    expect(calls).toEqual(['answers', 'item 12 completed']);
  });
});
