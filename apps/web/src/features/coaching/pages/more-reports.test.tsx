import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PartnerEvent } from '@holdfast/shared/accountability';
import type { CheckIn, TriggerAnswer } from '@holdfast/shared/check-ins';
import { coachCentreTexts as c, type CoachCalendarPerson } from '@holdfast/shared/coaching';
import { MOBILE_BREAKPOINT_PX } from '@holdfast/shared/common';
import { ALL_SHARED, person } from '@/test/accountability';
import { coachClient, coachDetail } from '@/test/coach-centre';
import { mediaQueryList } from '@/test/media';
import { APP_INFO, mockApi, preloadLazyRoutes, renderRoutes, signIn } from '@/test/render';
import { coachAppRoutes } from '../coach-routes';

/** A day of the month the calendar opens on, so its events are in the first range asked. */
const day = dayjs().date(15).format('YYYY-MM-DD');
const jo: CoachCalendarPerson = { ...person({ display_name: 'Jo Banks', initials: 'JB' }), id: 2, coach_user_id: 21, shares: ALL_SHARED };

const crashReport: TriggerAnswer = {
  id: 41,
  system_trigger_action_id: 1,
  trigger_name: 'Lonely evening',
  reported_on: `${day}T21:00:00.000Z`,
  reported_date: day,
  offset: 0,
  user_id: jo.id,
  answers: [{ question_id: 1, question_text: 'What happened?', answer: 'Alone after work.' }],
};
const checkIn: CheckIn = {
  id: 52,
  user_id: jo.id,
  emotion_id: 3,
  checkin_emotions: [3],
  checkin_on: `${day}T20:00:00.000Z`,
  checkin_date: day,
  offset: 0,
  feeling_zone: 'danger',
  feeling_notes: 'Long day, stayed honest.',
  questions: null,
  fast_scale_answers: null,
  created_at: `${day}T20:00:00.000Z`,
};
const crashEvent: PartnerEvent = {
  kind: 'crash_report',
  id: 'crash_report:41',
  owner_id: jo.id,
  date: day,
  start: crashReport.reported_on,
  title: crashReport.trigger_name,
  crash_report: crashReport,
};
const checkInEvent: PartnerEvent = {
  kind: 'check_in',
  id: 'check_in:52',
  owner_id: jo.id,
  date: day,
  start: checkIn.checkin_on,
  title: 'Danger',
  emotion_id: 3,
  feeling_zone: 'danger',
  check_in: checkIn,
};

function renderMore(path = '/coaching-center/more') {
  signIn();
  const ranges: Record<string, string[]> = {};
  const calendar = (name: string, event: PartnerEvent) => (_init: RequestInit | undefined, url: URL) => {
    const start = url.searchParams.get('startDate')!;
    const end = url.searchParams.get('endDate')!;
    (ranges[name] ??= []).push(`${start}..${end}`);
    return [200, { start_date: start, end_date: end, people: [jo], events: start <= day && day <= end ? [event] : [] }] as [
      number,
      unknown,
    ];
  };
  mockApi({
    'GET app-info': [200, APP_INFO],
    'GET coach': [200, coachDetail()],
    'GET coach/users/system-triggers': calendar('triggers', crashEvent),
    'GET coach/users/check-ins': calendar('check-ins', checkInEvent),
    'GET coach/users/21/system-triggers': calendar('client-triggers', { ...crashEvent }),
    'GET checkin/emotions': [200, [{ id: 3, display_name: 'Anxious', emoji_image: '', is_active: true }]],
    'GET coach/users': [200, [coachClient({ id: 21, user: jo })]],
    'GET coach/users/21/courses': [200, { coach_user_id: 21, user_id: 21, user: jo, courses: [] }],
    'GET coach/users/21/notes': [200, { items: [], page: 1, perPage: 15, totalPages: 0, totalItems: 0, offset: 0 }],
  });
  renderRoutes(coachAppRoutes, path);
  return { ranges };
}

const findEvent = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('.fc-event')!;
const gridOf = (month: dayjs.Dayjs) => {
  const start = month.startOf('month').startOf('week');
  return `${start.format('YYYY-MM-DD')}..${start.add(41, 'day').format('YYYY-MM-DD')}`;
};

beforeAll(async () => {
  await preloadLazyRoutes(coachAppRoutes);
});
afterEach(() => vi.restoreAllMocks());

describe('/coaching-center/more', () => {
  it("Crash Reports: every client's crash reports for the visible month, named; an event opens its modal", async () => {
    const user = userEvent.setup();
    const { ranges } = renderMore();
    expect(await screen.findByRole('tab', { name: c.crashReports })).toHaveAttribute('aria-selected', 'true');
    await user.click(await findEvent('Jo Banks: Lonely evening'));
    const dialog = await screen.findByRole('dialog', { name: 'Lonely evening' });
    expect(within(dialog).getByText('Alone after work.')).toBeInTheDocument();
    expect(within(dialog).getByText('Jo Banks’s crash report')).toBeInTheDocument();
    expect(ranges.triggers).toEqual([gridOf(dayjs())]);
    expect(ranges['check-ins']).toBeUndefined();
    // A desktop has the month only: no view switch.
    expect(screen.queryByRole('button', { name: 'Week' })).not.toBeInTheDocument();
  });

  it('Check-Ins: the check-ins calendar, an event opening the check-in modal', async () => {
    const user = userEvent.setup();
    const { ranges } = renderMore();
    await user.click(await screen.findByRole('tab', { name: c.checkIns }));
    await user.click(await findEvent('Jo Banks: Danger'));
    const dialog = await screen.findByRole('dialog', { name: 'Daily Check-In' });
    expect(within(dialog).getByText('Long day, stayed honest.')).toBeInTheDocument();
    await waitFor(() => expect(ranges['check-ins']).toEqual([gridOf(dayjs())]));
  });

  it('a phone shows the week: crash reports without the month, check-ins with a switch to it', async () => {
    const phone = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => mediaQueryList(query, query === phone) as unknown as MediaQueryList);
    const user = userEvent.setup();
    const { ranges } = renderMore();
    await waitFor(() => expect(ranges.triggers).toHaveLength(1));
    const [start, end] = ranges.triggers![0]!.split('..');
    expect(dayjs(end).diff(dayjs(start), 'day')).toBe(6);
    expect(screen.queryByRole('button', { name: 'Month' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: c.checkIns }));
    await user.click(await screen.findByRole('button', { name: 'Month' }));
    await waitFor(() => expect(ranges['check-ins']).toContain(gridOf(dayjs())));
  });
});

describe("a client's Crash Report tab", () => {
  it("asks for that client's crash reports only", async () => {
    const user = userEvent.setup();
    const { ranges } = renderMore('/coaching-center/users/21');
    await user.click(await screen.findByRole('tab', { name: c.crashReport }));
    expect(await findEvent('Lonely evening')).toBeInTheDocument();
    expect(ranges['client-triggers']).toEqual([gridOf(dayjs())]);
    expect(ranges.triggers).toBeUndefined();
  });
});
