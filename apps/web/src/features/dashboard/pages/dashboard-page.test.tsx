import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkInsTexts as t } from '@holdfast/shared/check-ins';
import { mockApi, renderPage, signIn } from '@/test/render';
import { DashboardPage } from './dashboard-page';

const dashboard = {
  first_name: 'Sam',
  last_name: 'Rivers',
  purity_streak: 12,
  checkin_streak: 1,
  purity_streak_override_date: null,
  has_done_any_daily_checkins: true,
  has_done_todays_checkin: false,
  todays_checkin_id: null,
  latest_checkin_submission_date: null,
  has_done_any_weekly_checkins: false,
  latest_weekly_checkin_submission_date: null,
  is_weekly_checkin_recent: false,
  has_done_any_weekly_commitment_to_change_checkins: false,
  latest_weekly_checkin_commitment_to_change_submission_date: null,
  is_commitment_recent: false,
  commitment_to_change: null,
  system_alerts: [
    { key: 'alert_1', title: 'Reach out to your partner', link: '/accountability' },
    { key: 'alert_2', title: 'Continue your course', link: '/courses' },
  ],
  faster_warning: false,
  today: '2026-03-10',
};

function setup(overrides: Record<string, unknown> = {}, status = 200) {
  signIn();
  mockApi({
    'GET dashboard': [status, status === 200 ? { ...dashboard, ...overrides } : { message: 'boom' }],
    'GET system-triggers': [200, []],
    'GET users/user-meta/FIRST_STEPS_GUIDE_SEEN': [200, { key: 'FIRST_STEPS_GUIDE_SEEN', value: true }],
  });
  return renderPage(<DashboardPage courseCard={null} />, '/dashboard');
}

describe('DashboardPage', () => {
  it('shows the welcome line, streaks, the default commitment text and the two alert buttons', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Welcome Sam Rivers' })).toBeInTheDocument();
    expect(screen.getByText('12 days')).toBeInTheDocument();
    expect(screen.getByText(t.commitmentDefault)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reach out to your partner' })).toHaveAttribute('href', '/accountability');
    expect(screen.getByRole('link', { name: 'Continue your course' })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('link', { name: t.completeDaily })).toHaveAttribute('href', '/check-in');
    expect(screen.getByRole('link', { name: /View Progress/ })).toHaveAttribute('href', '/progress');
    expect(screen.queryByText(t.fasterWarningTitle)).not.toBeInTheDocument();
  });

  it('says Check-In Complete, shows the commitment and the FASTER warning when set', async () => {
    setup({ has_done_todays_checkin: true, commitment_to_change: 'Call Dan every evening', faster_warning: true });
    expect(await screen.findByRole('link', { name: t.checkInComplete })).toBeInTheDocument();
    expect(screen.getByText('Call Dan every evening')).toBeInTheDocument();
    expect(screen.getByText(t.fasterWarningTitle)).toBeInTheDocument();
  });

  it('after a relapse the purity streak says it starts today, not the older chosen date', async () => {
    setup({ purity_streak: 0, purity_streak_override_date: '2026-02-13' });
    expect(await screen.findByText('0 days')).toBeInTheDocument();
    expect(screen.getByText(t.purityStartToday)).toBeInTheDocument();
    expect(screen.queryByText(/2026-02-13|Counting from/)).not.toBeInTheDocument();
  });

  it('names the purity streak start date in words', async () => {
    setup({ purity_streak: 12, purity_streak_override_date: '2026-02-26' });
    expect(await screen.findByText(t.purityStartDate('February 26, 2026'))).toBeInTheDocument();
  });

  it('reports a failed load', async () => {
    setup({}, 500);
    expect(await screen.findByText(t.dashboardFailure)).toBeInTheDocument();
  });
});
