import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coachClientTexts as ct, coachingTexts as t, type CoachClientView } from '@holdfast/shared/coaching';
import type { DynamicForm } from '@holdfast/shared/reference';
import { ALL_SHARED, person } from '@/test/accountability';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { CoachResourcesPage } from './coach-resources-page';
import { HabitTrackerPage } from './habit-tracker-page';

vi.mock('@/lib/realtime', () => ({ onRealtimeEvent: () => () => undefined, onRealtimeConnect: () => () => undefined }));
afterEach(() => notifications.clean());

const myCoach: CoachClientView = {
  id: 41,
  coach_id: 7,
  request_status: 'accepted',
  sharing: ALL_SHARED,
  coach: { id: 7, user: person({ id: 9, display_name: 'Cora Lane' }), meeting_url: null, subscription_status: 'active', is_open: true },
};

const question = (id: number, text: string, required = false) => ({
  id,
  question_text: text,
  question_type_id: 1,
  question_type: 'input' as const,
  is_required: required,
  options: [],
});
const habitForm: DynamicForm = {
  id: 12,
  name: 'Habit tracker',
  questions: [question(101, 'Did you pray today?'), question(102, 'Did you exercise?', true), question(103, 'Anything else?')],
};

const bodyOf = (spy: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = spy.mock.calls.find(([url, init]) => String(url).split('?')[0]!.endsWith(path) && init?.method === method);
  return call ? JSON.parse(String(call[1]!.body ?? 'null')) : undefined;
};

function renderAt(path: string, api: Parameters<typeof mockApi>[0]) {
  signIn();
  const spy = mockApi({ 'GET coach/client': [200, myCoach], ...api });
  renderRoutes(
    [
      { path: '/coaching-client/habit-tracker', element: <HabitTrackerPage /> },
      { path: '/coaching-center/coach-resources', element: <CoachResourcesPage /> },
      { path: '/coaching-center/client', element: <p>My coaching page</p> },
    ],
    path,
  );
  return spy;
}

describe('/coaching-client/habit-tracker', () => {
  it('goes a question at a time (Previous, Next, Submit on the last); empty answers are sent as null', async () => {
    const user = userEvent.setup();
    const spy = renderAt('/coaching-client/habit-tracker', {
      'GET system-configs/HabitMetricCalculation': [200, { id: 1, type: 'HabitMetricCalculation', config: { form_id: 12 } }],
      'GET dynamic-forms/12': [200, habitForm],
      'POST coach/client/habit-metrics': [200, { message: t.habitSubmitted }],
    });
    expect(await screen.findByText(ct.stepOf(1, 3))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Did you pray today?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ct.previous })).toBeDisabled();
    expect(screen.queryByRole('button', { name: ct.submit })).not.toBeInTheDocument();

    // The first is left empty; the second is required: Next waits for it.
    await user.click(screen.getByRole('button', { name: ct.next }));
    expect(await screen.findByText(ct.stepOf(2, 3))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ct.next }));
    expect(screen.getByText(ct.stepOf(2, 3))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Did you exercise\?/ })).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: /Did you exercise\?/ }), 'A walk{Enter}');

    expect(await screen.findByText(ct.stepOf(3, 3))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ct.next })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ct.previous }));
    expect(screen.getByRole('textbox', { name: /Did you exercise\?/ })).toHaveValue('A walk');
    await user.click(screen.getByRole('button', { name: ct.next }));
    expect(bodyOf(spy, 'POST', 'coach/client/habit-metrics')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: ct.submit }));

    expect(await screen.findByText(t.habitSubmitted)).toBeInTheDocument();
    expect(bodyOf(spy, 'POST', 'coach/client/habit-metrics')).toEqual({
      answers: [
        { question_id: 101, answer: null },
        { question_id: 102, answer: 'A walk' },
        { question_id: 103, answer: null },
      ],
    });
    expect(await screen.findByText('My coaching page')).toBeInTheDocument();
  });

  it("a refused submission says 'Unable to submit answers' and stays", async () => {
    const user = userEvent.setup();
    renderAt('/coaching-client/habit-tracker', {
      'GET system-configs/HabitMetricCalculation': [200, { id: 1, type: 'HabitMetricCalculation', config: { form_id: 12 } }],
      'GET dynamic-forms/12': [200, { ...habitForm, questions: [question(101, 'Did you pray today?')] }],
      'POST coach/client/habit-metrics': [500, { message: 'Server error' }],
    });
    await user.click(await screen.findByRole('button', { name: ct.submit }));
    expect(await screen.findByText(t.habitSubmitFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ct.submit })).toBeInTheDocument();
  });

  it("a config without a form id: 'The form configuration is incorrect'", async () => {
    renderAt('/coaching-client/habit-tracker', {
      'GET system-configs/HabitMetricCalculation': [200, { id: 1, type: 'HabitMetricCalculation', config: {} }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.formMisconfigured);
  });

  it("a form that cannot be read: 'Unable to configure habit tracker questions'", async () => {
    renderAt('/coaching-client/habit-tracker', {
      'GET system-configs/HabitMetricCalculation': [200, { id: 1, type: 'HabitMetricCalculation', config: { form_id: 12 } }],
      'GET dynamic-forms/12': [404, { message: 'Not found.' }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.habitQuestionsFailed);
  });
});

describe('/coaching-center/coach-resources', () => {
  it("lists my coach's resources, each opening its signed file or link; breadcrumb back to my coaching page", async () => {
    renderAt('/coaching-center/coach-resources', {
      'GET coach/client/resources': [
        200,
        {
          items: [
            {
              id: 1,
              title: 'Relapse plan',
              resource_type: 'pdf',
              external_link: null,
              file_url: 'https://files.example.org/plan.pdf?sig=1',
              created_at: '2026-03-01T10:00:00.000Z',
            },
            {
              id: 2,
              title: 'Podcast',
              resource_type: 'external-link',
              external_link: 'https://pod.example.org',
              file_url: null,
              created_at: '2026-03-02T10:00:00.000Z',
            },
          ],
          page: 1,
          perPage: 15,
          totalPages: 1,
          totalItems: 2,
          offset: 0,
        },
      ],
    });
    expect(await screen.findByRole('link', { name: 'Open Relapse plan (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://files.example.org/plan.pdf?sig=1',
    );
    expect(screen.getByRole('link', { name: 'Open Podcast (opens in a new tab)' })).toHaveAttribute('href', 'https://pod.example.org');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toContainElement(screen.getByRole('link', { name: ct.pageTitle }));
    expect(screen.getByRole('link', { name: ct.pageTitle })).toHaveAttribute('href', '/coaching-center/client');
  });

  it('says when the coach has shared nothing yet', async () => {
    renderAt('/coaching-center/coach-resources', {
      'GET coach/client/resources': [200, { items: [], page: 1, perPage: 15, totalPages: 0, totalItems: 0, offset: 0 }],
    });
    expect(await screen.findByText(ct.noResources)).toBeInTheDocument();
  });
});
