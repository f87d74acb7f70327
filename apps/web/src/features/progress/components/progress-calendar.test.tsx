import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '@/test/media';
import { renderPage, signIn } from '@/test/render';
import { initialCalendarRange } from '../lib/calendar-range';
import { CrashReportProgressPage, ProgressPage } from '../pages/progress-page';

const report = {
  id: 41,
  system_trigger_action_id: 2,
  trigger_name: 'Late-night crash',
  reported_on: new Date().toISOString(),
  reported_date: new Date().toISOString().slice(0, 10),
  offset: 0,
  user_id: 1,
  answers: [{ question_id: 1, question_text: 'What happened?', answer: 'A late night alone' }],
};

afterEach(() => vi.restoreAllMocks());

describe('the crash-report calendar', () => {
  it('shows a skeleton until the crash reports have answered, then the reports', async () => {
    signIn();
    let answer: (value: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      if (url.pathname.endsWith('/system-triggers/all-answers')) return new Promise<Response>((resolve) => (answer = resolve));
      if (url.pathname.endsWith('/checkin/emotions'))
        return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
      return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    });
    renderPage(<CrashReportProgressPage />, '/crash-report-progress');

    const loading = await screen.findByRole('status', { name: 'Loading crash reports' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Late-night crash')).toBeNull();

    answer(new Response(JSON.stringify([report]), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    expect(await screen.findByText('Late-night crash')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading crash reports' })).toBeNull();
  });

  it('on a phone asks for the week only: the first drawing is already the week, not a month redrawn as a week', async () => {
    signIn();
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, query.includes('max-width')));
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      if (url.pathname.endsWith('/checkins')) {
        asked.push(`${url.searchParams.get('startDate')}..${url.searchParams.get('endDate')}`);
        return json({ items: [], page: 1, perPage: 45, total: 0, totalPages: 1 });
      }
      if (url.pathname.endsWith('/system-triggers/all-answers')) return json([]);
      if (url.pathname.endsWith('/checkin/emotions')) return json([]);
      return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    });
    renderPage(<ProgressPage />, '/progress');
    await screen.findByRole('status', { name: 'Loading your calendar' });
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading your calendar' })).toBeNull());
    const week = initialCalendarRange(true);
    expect(asked).toEqual([`${week.start}..${week.end}`]);
  });
});
