import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, signIn } from '@/test/render';
import { WeeklyCheckinPage } from './weekly-checkin-page';

const day = (date: string, before_sign_up: boolean, crash_reports = 0) => ({ date, checkin: null, crash_reports, before_sign_up });

afterEach(() => vi.restoreAllMocks());

describe('weekly check-in on day one', () => {
  it('shows no missed days before the account existed, only today', async () => {
    signIn();
    const week = ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'].map((d) => day(d, true));
    mockApi({ 'GET checkins/daily-summary': [200, [...week, day('2026-11-24', false)]], 'GET checkin/emotions': [200, []] });
    renderPage(<WeeklyCheckinPage />, '/weekly-checkin');
    expect(await screen.findByTestId('week-starts-note')).toHaveTextContent('the day you joined');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getAllByText('No check-in')).toHaveLength(1);
  });

  it('shows a day before sign-up that holds a crash report', async () => {
    signIn();
    mockApi({
      'GET checkins/daily-summary': [200, [day('2026-11-22', true, 1), day('2026-11-23', true), day('2026-11-24', false)]],
      'GET checkin/emotions': [200, []],
    });
    renderPage(<WeeklyCheckinPage />, '/weekly-checkin');
    expect(await screen.findByText('1 crash report')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
