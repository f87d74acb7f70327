import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { coachCentreTexts as c, coachReadsTexts as rt } from '@holdfast/shared/coaching';
import { privacyTexts as t, type PrivacyAudience } from '@holdfast/shared/privacy';
import { ALL_SHARED, person } from '@/test/accountability';
import { mockApi, renderPage, signIn } from '@/test/render';
import { PrivacyRoute } from './privacy-page';

const me = person({ id: 1, display_name: 'Me Myself', initials: 'MM' });
const AUDIENCE: PrivacyAudience = {
  people: [
    {
      person: person({ id: 3, display_name: 'Lee Hart', initials: 'LH' }),
      sees: ALL_SHARED,
      links: [{ via: 'group', context_id: 5, group_name: 'Tuesday Men', sees: ALL_SHARED }],
    },
    {
      person: person({ id: 7, display_name: 'Coach Kim', initials: 'CK' }),
      sees: { ...ALL_SHARED, crash_reports: false },
      links: [{ via: 'coach', context_id: 70, group_name: null, sees: { ...ALL_SHARED, crash_reports: false } }],
    },
  ],
};
const EMPTY_LOG = { items: [], page: 1, perPage: 20, totalPages: 0, totalItems: 0, offset: 0 };

/** The previews drawn by the areas' own parts, as /privacy composes them. */
describe('/privacy with the areas’ own preview parts', () => {
  it('draws a leader’s row of me with Member Progress’s facts and my coach’s page with the client page’s tabs', async () => {
    const user = userEvent.setup();
    signIn();
    mockApi({
      'GET users/privacy/audience': [200, AUDIENCE],
      'GET users/privacy/settings': [200, { discreet_mode: true, expire_details_after_days: null }],
      'GET users/access-log': [200, EMPTY_LOG],
      'GET users/privacy/audience/3/groups/5/preview': [
        200,
        {
          group_id: 5,
          progress: {
            member_id: 41,
            user_id: 1,
            user: me,
            role_type: 'member',
            last_checkin: null,
            checkin_streak: 4,
            crash_reports_30d: 2,
            courses: [],
            overall_percent: 25,
          },
        },
      ],
      'GET users/privacy/audience/7/coaches/70/preview': [
        200,
        {
          courses: {
            coach_user_id: 70,
            user_id: 1,
            user: me,
            courses: [
              {
                user_course_id: 1,
                course_id: 2,
                name: 'Thirty Day Challenge',
                progress_status: 'in_progress',
                percent: 40,
                completed_items: 4,
                total_items: 10,
                assigned_on: null,
                completed_on: null,
              },
            ],
          },
          check_ins: { start_date: '2026-11-01', end_date: '2026-11-30', people: [], events: [] },
          system_triggers: null,
        },
      ],
    });
    renderPage(<PrivacyRoute />, '/privacy');
    const lee = await screen.findByRole('listitem', { name: 'Lee Hart' });
    await user.click(within(lee).getByRole('button', { name: `${t.preview} (Tuesday Men)` }));
    const group = await within(lee).findByRole('region', { name: t.groupPreviewTitle('Lee Hart', 'Tuesday Men') });
    expect(await within(group).findByText('4 days')).toBeInTheDocument();
    expect(within(group).getByText('Crash reports (30 days)')).toBeInTheDocument();
    expect(within(group).getByRole('progressbar', { name: 'Course progress 25%' })).toBeInTheDocument();

    const kim = screen.getByRole('listitem', { name: 'Coach Kim' });
    await user.click(within(kim).getByRole('button', { name: t.preview }));
    const coach = await within(kim).findByRole('region', { name: t.coachPreviewTitle('Coach Kim') });
    expect(await within(coach).findByText('Thirty Day Challenge')).toBeInTheDocument();
    await user.click(within(coach).getByRole('tab', { name: c.crashReport }));
    expect(await within(coach).findByText(rt.notShared.crash_reports)).toBeInTheDocument();
  });
});
