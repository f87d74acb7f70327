import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { partnerGuide, type PartnerCalendar, type PartnerEvent } from '@holdfast/shared/accountability';
import type { CheckIn, TriggerAnswer } from '@holdfast/shared/check-ins';
import { ALL_SHARED, person } from '@/test/accountability';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { CrashReportsTab } from '../pages/crash-reports-tab';

/** A day in the month the calendar opens on (today's), so its events are in the first range asked. */
const day = dayjs().date(15).format('YYYY-MM-DD');
const jo = { ...person({ display_name: 'Jo Banks', initials: 'JB' }), id: 2, shares: ALL_SHARED };
const ana = { ...person({ display_name: 'Ana Cruz', initials: 'AC' }), id: 3, shares: { ...ALL_SHARED, faster: false } };

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
  user_id: ana.id,
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
const events: PartnerEvent[] = [
  {
    kind: 'crash_report',
    id: 'crash_report:41',
    owner_id: jo.id,
    date: day,
    start: crashReport.reported_on,
    title: crashReport.trigger_name,
    crash_report: crashReport,
  },
  {
    kind: 'check_in',
    id: 'check_in:52',
    owner_id: ana.id,
    date: day,
    start: checkIn.checkin_on,
    title: 'Danger',
    emotion_id: 3,
    feeling_zone: 'danger',
    check_in: checkIn,
  },
];

/** The month grid FullCalendar shows for `month`: six weeks from the Sunday on or before its first day. */
const gridOf = (month: dayjs.Dayjs) => {
  const start = month.startOf('month').startOf('week');
  return { startDate: start.format('YYYY-MM-DD'), endDate: start.add(41, 'day').format('YYYY-MM-DD') };
};

function renderCalendar() {
  signIn();
  const ranges: { startDate: string | null; endDate: string | null }[] = [];
  const fetchSpy = mockApi({
    'GET accountability-partners/system-triggers': (_init, url) => {
      const range = { startDate: url.searchParams.get('startDate'), endDate: url.searchParams.get('endDate') };
      ranges.push(range);
      const answer: PartnerCalendar = {
        start_date: range.startDate!,
        end_date: range.endDate!,
        people: [jo, ana],
        events: range.startDate! <= day && day <= range.endDate! ? events : [],
      };
      return [200, answer];
    },
    'GET accountability-partners/crash-reports/41': [200, { owner: jo, crash_report: crashReport }],
    'GET accountability-partners/check-ins/52': [200, { owner: ana, check_in: checkIn }],
    'GET checkin/emotions': [200, [{ id: 3, display_name: 'Anxious', emoji_image: '', is_active: true }]],
  });
  renderRoutes([{ path: '/accountability/crash-reports', element: <CrashReportsTab /> }], '/accountability/crash-reports');
  return { ranges, fetchSpy };
}

/** A calendar event (FullCalendar's block, an anchor without href) by its title. */
const findEvent = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('.fc-event')!;

const calledPaths = (spy: ReturnType<typeof mockApi>) => spy.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);

describe('the partner calendar', () => {
  it("shows each event of the API's answer on its day, named by whose it is, coloured by kind and zone", async () => {
    renderCalendar();
    const crash = await findEvent('Jo Banks: Lonely evening');
    const check = await findEvent('Ana Cruz: Danger');
    // Both on the 15th of this month.
    const cell = crash.closest(`[data-date="${day}"]`);
    expect(cell).not.toBeNull();
    expect(
      within(cell as HTMLElement)
        .getByText('Ana Cruz: Danger')
        .closest('.fc-event'),
    ).toBe(check);
    expect(crash).toHaveStyle({ borderColor: '#495057' });
    expect(check).toHaveStyle({ borderColor: '#f08c00' });
  });

  it('opens the crash report modal for a crash report, read again from the API, with the partner guide', async () => {
    const user = userEvent.setup();
    const { fetchSpy } = renderCalendar();
    await user.click(await findEvent('Jo Banks: Lonely evening'));
    const dialog = await screen.findByRole('dialog', { name: 'Lonely evening' });
    expect(within(dialog).getByText('Alone after work.')).toBeInTheDocument();
    expect(within(dialog).getByText('Jo Banks’s crash report')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: partnerGuide.crashReport.title })).toBeInTheDocument();
    await waitFor(() => expect(calledPaths(fetchSpy)).toContain('/api/v1.2/accountability-partners/crash-reports/41'));
    expect(calledPaths(fetchSpy)).not.toContain('/api/v1.2/accountability-partners/check-ins/52');
  });

  it('opens the check-in modal for a check-in, saying FASTER is not shared when it is not', async () => {
    const user = userEvent.setup();
    const { fetchSpy } = renderCalendar();
    await user.click(await findEvent('Ana Cruz: Danger'));
    const dialog = await screen.findByRole('dialog', { name: 'Daily Check-In' });
    expect(within(dialog).getByText('Ana Cruz’s check-in')).toBeInTheDocument();
    expect(within(dialog).getByText('Long day, stayed honest.')).toBeInTheDocument();
    expect(within(dialog).getByText('Not shared')).toBeInTheDocument();
    expect(await within(dialog).findByText('Anxious')).toBeInTheDocument();
    await waitFor(() => expect(calledPaths(fetchSpy)).toContain('/api/v1.2/accountability-partners/check-ins/52'));
    expect(screen.queryByRole('dialog', { name: 'Lonely evening' })).not.toBeInTheDocument();
  });

  it('asks for the visible days when it opens and again for the next month', async () => {
    const user = userEvent.setup();
    const { ranges } = renderCalendar();
    await findEvent('Jo Banks: Lonely evening');
    expect(ranges).toEqual([gridOf(dayjs())]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(ranges).toEqual([gridOf(dayjs()), gridOf(dayjs().add(1, 'month'))]));
    // The next month has none of this month's events.
    await waitFor(() => expect(screen.queryByText('Jo Banks: Lonely evening')).not.toBeInTheDocument());
  });
});
