import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coachClientTexts as ct, coachingTexts as t, coachSeesTexts as seen, type CoachClientView } from '@holdfast/shared/coaching';
import { ERROR_CODES } from '@holdfast/shared/common';
import { ALL_SHARED, person } from '@/test/accountability';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { coachingKeys } from '../api/query-keys';
import { CoachClientWatcher } from '../components/client-watcher';
import { CoachingClientPage } from './client-page';

const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('@/lib/realtime', () => ({
  onRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
    handlers.set(event, handler);
    return () => handlers.delete(event);
  },
  onRealtimeConnect: () => () => undefined,
}));
const emit = (event: string, payload: unknown) =>
  act(() => {
    handlers.get(event)!(payload);
  });
beforeEach(() => handlers.clear());
// A toast left by the test before would hold back the same toast here.
afterEach(() => notifications.clean());

const coachPerson = person({ id: 9, display_name: 'Cora Lane', initials: 'CL' });

function view(overrides: Partial<CoachClientView> = {}, coach: Partial<CoachClientView['coach']> = {}): CoachClientView {
  return {
    id: 41,
    coach_id: 7,
    request_status: 'accepted',
    sharing: ALL_SHARED,
    ...overrides,
    coach: { id: 7, user: coachPerson, meeting_url: null, subscription_status: 'active', is_open: true, ...coach },
  };
}

const bodyOf = (spy: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = spy.mock.calls.find(([url, init]) => String(url).split('?')[0]!.endsWith(path) && init?.method === method);
  return call ? JSON.parse(String(call[1]!.body ?? 'null')) : undefined;
};

/** The client page's other reads, answered as a client with nothing yet. */
const QUIET: Parameters<typeof mockApi>[0] = {
  'GET coach/client/system-triggers/latest': [200, { item: null }],
  'GET coach/client/habit-metrics/calculation': [200, { coach_user_id: 41, user: person({ id: 1 }), result: null }],
};

function renderClient(path: string, api: Parameters<typeof mockApi>[0]) {
  signIn();
  const spy = mockApi({ ...QUIET, ...api });
  const utils = renderRoutes(
    [
      { path: '/coaching-center/client', element: <CoachingClientPage nextStep={<p>Lesson 3: Triggers</p>} /> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
    ],
    path,
  );
  return { spy, ...utils };
}

describe('the accept screen (consent at the door)', () => {
  it('shows the coach and exactly what they will see, each switch on; Accept sends the switches as set', async () => {
    const user = userEvent.setup();
    let status: CoachClientView['request_status'] = 'pending';
    const { spy, router } = renderClient('/coaching-center/client?coach_user=41', {
      'GET coach/client': () => [200, view({ request_status: status })],
      'POST coach/client/invitation/accept': () => {
        status = 'accepted';
        return [200, { message: t.invitationAccepted }];
      },
      'GET dashboard': [200, { has_done_todays_checkin: false }],
    });
    expect(await screen.findByRole('heading', { name: ct.acceptTitle })).toBeInTheDocument();
    expect(screen.getByText('Cora Lane')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: seen.title });
    for (const label of Object.values(seen.switchable)) expect(within(section).getByRole('switch', { name: label })).toBeChecked();
    const always = within(section).getByRole('list', { name: ct.alwaysTitle });
    expect(
      within(always)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...seen.always]);

    await user.click(within(section).getByRole('switch', { name: seen.switchable.crash_reports }));
    await user.click(screen.getByRole('button', { name: ct.accept }));

    expect(await screen.findByText(t.invitationAccepted)).toBeInTheDocument();
    expect(bodyOf(spy, 'POST', 'coach/client/invitation/accept')).toEqual({
      coach_user_id: 41,
      status: 'accepted',
      sharing: { check_ins: true, crash_reports: false, faster: true, streaks: true },
    });
    // My coaching page itself, read again now that I am a client.
    expect(await screen.findByRole('region', { name: ct.myCoach })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/coaching-center/client');
  });

  it('says the answer and moves on even when the refetched link has replaced the screen before the answer settles', async () => {
    const user = userEvent.setup();
    let status: CoachClientView['request_status'] = 'pending';
    const { spy, router, client } = renderClient('/coaching-center/client?coach_user=41', {
      'GET coach/client': () => [200, view({ request_status: status })],
      'POST coach/client/invitation/accept': [200, { message: t.invitationAccepted }],
      'GET dashboard': [200, { has_done_todays_checkin: false }],
    });
    // The answer is held back while the link is read again as accepted (as the answer's own refetch
    // does in a browser, where it lands before the mutation's callbacks).
    const answered = spy.getMockImplementation()!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    spy.mockImplementation(async (input, init) => {
      if (String(input).includes('invitation/accept')) await held;
      return answered(input, init);
    });
    await user.click(await screen.findByRole('button', { name: ct.accept }));
    status = 'accepted';
    await act(() => client.invalidateQueries({ queryKey: coachingKeys.myCoach() }));
    expect(await screen.findByRole('region', { name: ct.myCoach })).toBeInTheDocument();
    release();
    expect(await screen.findByText(t.invitationAccepted)).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/coaching-center/client');
  });

  it('without check-ins there are no FASTER answers to see: that switch goes off and is sent off', async () => {
    const user = userEvent.setup();
    const { spy } = renderClient('/coaching-center/client?coach_user=41&status=accepted', {
      'GET coach/client': [200, view({ request_status: 'pending' })],
      'POST coach/client/invitation/accept': [200, { message: t.invitationAccepted }],
    });
    await user.click(await screen.findByRole('switch', { name: seen.switchable.check_ins }));
    const faster = screen.getByRole('switch', { name: seen.switchable.faster });
    expect(faster).not.toBeChecked();
    expect(faster).toBeDisabled();
    expect(screen.getByText(ct.fasterNeedsCheckIns)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ct.accept }));
    await screen.findByText(t.invitationAccepted);
    expect(bodyOf(spy, 'POST', 'coach/client/invitation/accept').sharing).toEqual({
      check_ins: false,
      crash_reports: true,
      faster: false,
      streaks: true,
    });
  });

  it("the mail's Reject link only asks: Reject is confirmed on the screen, sent without switches, then the dashboard", async () => {
    const user = userEvent.setup();
    const { spy } = renderClient('/coaching-center/client?coach_user=41&status=rejected', {
      'GET coach/client': [200, view({ request_status: 'pending' })],
      'POST coach/client/invitation/accept': [200, { message: t.invitationRejected }],
    });
    expect(await screen.findByText(ct.rejectChosen)).toBeInTheDocument();
    expect(bodyOf(spy, 'POST', 'coach/client/invitation/accept')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: ct.reject }));
    expect(await screen.findByText(t.invitationRejected)).toBeInTheDocument();
    expect(bodyOf(spy, 'POST', 'coach/client/invitation/accept')).toEqual({ coach_user_id: 41, status: 'rejected' });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('an invitation no longer open says so', async () => {
    renderClient('/coaching-center/client?coach_user=41', { 'GET coach/client': [404, { message: t.coachNotFound }] });
    expect(await screen.findByText(ct.invitationClosed)).toBeInTheDocument();
  });
});

describe('/coaching-center/client', () => {
  it("hides Complete Daily Check-in once today's check-in exists; the other actions and sections stay", async () => {
    renderClient('/coaching-center/client', {
      'GET coach/client': [200, view()],
      'GET dashboard': [200, { has_done_todays_checkin: true }],
    });
    expect(await screen.findByRole('link', { name: ct.completeWeeklyCheckIn })).toHaveAttribute('href', '/weekly-checkin');
    await waitFor(() => expect(screen.queryByRole('status', { name: "Loading today's check-in" })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: ct.completeDailyCheckIn })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: ct.submitHabitTracker })).toHaveAttribute('href', '/coaching-client/habit-tracker');
    for (const name of [ct.reportSummary, ct.myCoach, ct.yourNextStep, ct.sharingTitle])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: ct.yourNextStep })).getByText('Lesson 3: Triggers')).toBeInTheDocument();
    expect(await screen.findByText(ct.noCrashReport)).toBeInTheDocument();
    expect(await screen.findByText(ct.noHabitResult)).toBeInTheDocument();
  });

  it('offers Complete Daily Check-in before today’s; Book Meeting only with a meeting url; Message coach opens the coach chat', async () => {
    renderClient('/coaching-center/client', {
      'GET coach/client': [200, view()],
      'GET dashboard': [200, { has_done_todays_checkin: false }],
    });
    expect(await screen.findByRole('link', { name: ct.completeDailyCheckIn })).toHaveAttribute('href', '/check-in');
    const coach = screen.getByRole('region', { name: ct.myCoach });
    expect(within(coach).getByText('Cora Lane')).toBeInTheDocument();
    expect(within(coach).queryByRole('link', { name: ct.bookMeeting })).not.toBeInTheDocument();
    expect(within(coach).getByRole('link', { name: ct.coachResources })).toHaveAttribute('href', '/coaching-center/coach-resources');
    expect(within(coach).getByRole('link', { name: ct.messageCoach })).toHaveAttribute('href', '/messages/coach/7/client/41');
  });

  it('Book Meeting opens the coach’s meeting link in a new tab', async () => {
    renderClient('/coaching-center/client', {
      'GET coach/client': [200, view({}, { meeting_url: 'https://meet.example.org/cora' })],
      'GET dashboard': [200, { has_done_todays_checkin: false }],
    });
    const link = await screen.findByRole('link', { name: ct.bookMeeting });
    expect(link).toHaveAttribute('href', 'https://meet.example.org/cora');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows my report summary: the latest crash report (its answers on click) and the habit average of 3, score and trend', async () => {
    const user = userEvent.setup();
    renderClient('/coaching-center/client', {
      'GET coach/client': [200, view()],
      'GET dashboard': [200, { has_done_todays_checkin: true }],
      'GET coach/client/system-triggers/latest': [
        200,
        {
          item: {
            id: 3,
            system_trigger_action_id: 2,
            trigger_name: 'Crash report',
            reported_on: '2026-03-04T20:00:00.000Z',
            reported_date: '2026-03-04',
            offset: 0,
            user_id: 1,
            answers: [{ question_id: 1, question_text: 'What happened?', answer: 'Late night' }],
          },
        },
      ],
      'GET coach/client/habit-metrics/calculation': [
        200,
        {
          coach_user_id: 41,
          user: person({ id: 1 }),
          result: { value: 7, total: 9, total_questions: 3, average: 2.333, score: 81.6, trend: 'improving', submitted_on: '2026-03-05' },
        },
      ],
    });
    expect(await screen.findByText('2.3 of 3')).toBeInTheDocument();
    expect(screen.getByText('82 / 100')).toBeInTheDocument();
    expect(screen.getByText('Improving')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: `${ct.viewReport}: Crash report` }));
    expect(await screen.findByText('Late night')).toBeInTheDocument();
  });

  it('the switches change later: each is sent alone', async () => {
    const user = userEvent.setup();
    const { spy } = renderClient('/coaching-center/client', {
      'GET coach/client': [200, view()],
      'GET dashboard': [200, { has_done_todays_checkin: true }],
      'PATCH coach/client/sharing': [200, { message: t.sharingUpdated, sharing: { ...ALL_SHARED, streaks: false } }],
    });
    const card = await screen.findByRole('region', { name: ct.sharingTitle });
    await user.click(within(card).getByRole('switch', { name: seen.switchable.streaks }));
    expect(await screen.findByText(t.sharingUpdated)).toBeInTheDocument();
    expect(bodyOf(spy, 'PATCH', 'coach/client/sharing')).toEqual({ streaks: false });
  });

  it('a client who has not accepted goes to the dashboard', async () => {
    renderClient('/coaching-center/client', { 'GET coach/client': [200, view({ request_status: 'pending' })] });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it("a closed centre shows 'Coaching center disabled' and comes back live when the coach's subscription is active again", async () => {
    let open = false;
    renderClient('/coaching-center/client', {
      'GET coach/client': () => [200, view({}, { is_open: open, subscription_status: open ? 'active' : 'past_due' })],
      'GET dashboard': [200, { has_done_todays_checkin: true }],
    });
    const dialog = await screen.findByRole('dialog', { name: t.coachingDisabledTitle });
    expect(within(dialog).getByText(t.coachingDisabledText)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: ct.myCoach })).not.toBeInTheDocument();

    open = true;
    emit('coaching.status-changed', { coach_id: 7, subscription_status: 'active', is_open: true });
    expect(await screen.findByRole('region', { name: ct.myCoach })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: t.coachingDisabledTitle })).not.toBeInTheDocument();
  });

  it("the API's 403 'coaching_disabled' shows the same dialog", async () => {
    renderClient('/coaching-center/client', {
      'GET coach/client': [403, { message: t.coachingDisabledText, code: ERROR_CODES.coachingDisabled }],
    });
    const dialog = await screen.findByRole('dialog', { name: t.coachingDisabledTitle });
    expect(within(dialog).getByRole('button', { name: ct.backToDashboard })).toBeInTheDocument();
  });
});

describe('the coach removed me (forced_refresh)', () => {
  it('goes to the dashboard', async () => {
    signIn();
    mockApi({});
    renderRoutes(
      [
        {
          path: '/messages/coach/7/client/41',
          element: (
            <>
              <CoachClientWatcher />
              <p>Coach chat</p>
            </>
          ),
        },
        { path: '/dashboard', element: <p>Dashboard page</p> },
      ],
      '/messages/coach/7/client/41',
    );
    await screen.findByText('Coach chat');
    emit('forced_refresh', { reason: 'coach_removed' });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(await screen.findByText(ct.coachingEnded)).toBeInTheDocument();
  });
});
