import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { privacyTexts as t, type PrivacyAudience, type PrivacySettings } from '@holdfast/shared/privacy';
import { ALL_SHARED, person } from '@/test/accountability';
import { mockApi, renderPage, signIn } from '@/test/render';
import { PrivacyPage } from './privacy-page';

const AUDIENCE: PrivacyAudience = {
  people: [
    {
      person: person({ id: 2, display_name: 'Jo Banks', initials: 'JB' }),
      sees: { ...ALL_SHARED, crash_reports: false },
      links: [{ via: 'partner', context_id: 11, group_name: null, sees: { ...ALL_SHARED, crash_reports: false } }],
    },
    {
      person: person({ id: 3, display_name: 'Lee Hart', initials: 'LH' }),
      sees: ALL_SHARED,
      links: [{ via: 'group', context_id: 5, group_name: 'Tuesday Men', sees: ALL_SHARED }],
    },
  ],
};
const SETTINGS: PrivacySettings = { discreet_mode: true, expire_details_after_days: null };
const EMPTY_LOG = { items: [], page: 1, perPage: 20, totalPages: 0, totalItems: 0, offset: 0 };

const bodiesOf = (spy: ReturnType<typeof mockApi>, method: string, path: string) =>
  spy.mock.calls
    .filter(([url, init]) => String(url).split('?')[0]!.endsWith(path) && init?.method === method)
    .map(([, init]) => JSON.parse(String(init!.body)));
const queriesOf = (spy: ReturnType<typeof mockApi>, path: string) =>
  spy.mock.calls.filter(([url]) => String(url).split('?')[0]!.endsWith(path)).map(([url]) => new URL(String(url), 'http://x').searchParams);

describe('/privacy', () => {
  it('shows each person who can see my data, through which link, and what they see and do not', async () => {
    signIn();
    mockApi({
      'GET users/privacy/audience': [200, AUDIENCE],
      'GET users/privacy/settings': [200, SETTINGS],
      'GET users/access-log': [200, EMPTY_LOG],
    });
    renderPage(<PrivacyPage />, '/privacy');
    expect(screen.getByRole('status', { name: 'Loading who can see your data' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: t.audienceTitle });
    const jo = within(list).getByRole('listitem', { name: 'Jo Banks' });
    expect(within(jo).getByText(t.via.partner)).toBeInTheDocument();
    const kinds = within(jo).getByRole('list', { name: 'What Jo Banks sees' });
    expect(within(kinds).getByText('Check-ins')).toBeInTheDocument();
    expect(within(kinds).getByText('Not crash reports')).toBeInTheDocument();
    expect(within(jo).getByRole('link', { name: t.changeSharing })).toHaveAttribute('href', '/accountability/partners/11/sharing');
    const lee = within(list).getByRole('listitem', { name: 'Lee Hart' });
    expect(within(lee).getByText(`${t.via.group} · Tuesday Men`)).toBeInTheDocument();
    // A group's switch is on the group's page.
    expect(within(lee).getByRole('link', { name: t.changeSharing })).toHaveAttribute('href', '/small-groups/5/info');
    for (const name of [t.exportLink, t.sessionsLink, t.appLockLink, t.deleteLink])
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.exportLink })).toHaveAttribute('href', '/privacy/export');
    expect(screen.getByRole('link', { name: t.deleteLink })).toHaveAttribute('href', '/delete-my-account');
  });

  it('says so when nobody sees my data and nobody viewed it', async () => {
    signIn();
    mockApi({
      'GET users/privacy/audience': [200, { people: [] }],
      'GET users/privacy/settings': [200, SETTINGS],
      'GET users/access-log': [200, EMPTY_LOG],
    });
    renderPage(<PrivacyPage />, '/privacy');
    expect(await screen.findByText(t.audienceEmpty)).toBeInTheDocument();
    expect(await screen.findByText(t.logEmpty)).toBeInTheDocument();
  });

  it('opens the preview the app composes for a partner (their own screen of me)', async () => {
    const user = userEvent.setup();
    signIn();
    mockApi({
      'GET users/privacy/audience': [200, AUDIENCE],
      'GET users/privacy/settings': [200, SETTINGS],
      'GET users/access-log': [200, EMPTY_LOG],
    });
    renderPage(<PrivacyPage previews={{ partner: (id, name) => <p>{`preview ${id} of ${name}`}</p> }} />, '/privacy');
    const jo = await screen.findByRole('listitem', { name: 'Jo Banks' });
    const open = within(jo).getByRole('button', { name: t.preview });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(within(jo).getByText('preview 11 of Jo Banks')).toBeInTheDocument();
    expect(within(jo).getByRole('button', { name: t.hidePreview })).toHaveAttribute('aria-expanded', 'true');
  });

  it('saves discreet mode and auto-expiry as they change, with a toast', async () => {
    const user = userEvent.setup();
    signIn();
    let current = SETTINGS;
    const spy = mockApi({
      'GET users/privacy/audience': [200, { people: [] }],
      'GET users/privacy/settings': () => [200, current],
      'GET users/access-log': [200, EMPTY_LOG],
      'PUT users/privacy/settings': (init) => {
        current = { ...current, ...JSON.parse(String(init!.body)) };
        return [200, { message: t.saved, item: current }];
      },
    });
    renderPage(<PrivacyPage />, '/privacy');
    const discreet = await screen.findByRole('switch', { name: t.discreetLabel });
    expect(discreet).toHaveAccessibleDescription(t.discreetHelp);
    expect(discreet).toBeChecked();
    expect(screen.getByRole('radio', { name: t.expiryNever })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: t.expiryAfter(30) }));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: t.expiryAfter(30) })).toBeChecked());
    await user.click(discreet);
    await waitFor(() => expect(screen.getByRole('switch', { name: t.discreetLabel })).not.toBeChecked());
    expect(bodiesOf(spy, 'PUT', 'users/privacy/settings')).toEqual([{ expire_details_after_days: 30 }, { discreet_mode: false }]);
  });

  it('a refused save says why and keeps the choice shown as it was', async () => {
    const user = userEvent.setup();
    signIn();
    mockApi({
      'GET users/privacy/audience': [200, { people: [] }],
      'GET users/privacy/settings': [200, SETTINGS],
      'GET users/access-log': [200, EMPTY_LOG],
      'PUT users/privacy/settings': [500, { message: 'boom' }],
    });
    renderPage(<PrivacyPage />, '/privacy');
    await user.click(await screen.findByRole('radio', { name: t.expiryAfter(90) }));
    expect(await screen.findByText('Your privacy settings could not be saved. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: t.expiryNever })).toBeChecked();
  });

  it('narrows who viewed my data by person and kind', async () => {
    const user = userEvent.setup();
    signIn();
    const entry = {
      id: 1,
      viewer: person({ id: 2, display_name: 'Jo Banks' }),
      kind: 'crash_reports',
      record_id: 9,
      range_start: null,
      range_end: null,
      via: 'partner',
      created_at: '2026-11-30T10:00:00.000Z',
    };
    const spy = mockApi({
      'GET users/privacy/audience': [200, AUDIENCE],
      'GET users/privacy/settings': [200, SETTINGS],
      'GET users/access-log': [200, { ...EMPTY_LOG, items: [entry], totalItems: 1, totalPages: 1 }],
    });
    renderPage(<PrivacyPage />, '/privacy');
    const log = await screen.findByRole('list', { name: t.logTitle });
    expect(within(log).getByText(/viewed one of your crash reports as your accountability partner/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: t.logFilterPerson }), 'Jo Banks');
    await user.selectOptions(screen.getByRole('combobox', { name: t.logFilterKind }), 'Crash reports');
    await waitFor(() => {
      const last = queriesOf(spy, 'users/access-log').at(-1)!;
      expect([last.get('viewer_id'), last.get('kind')]).toEqual(['2', 'crash_reports']);
    });
  });

  it('offers a retry when the audience cannot be read', async () => {
    signIn();
    mockApi({
      'GET users/privacy/audience': [500, { message: 'x' }],
      'GET users/privacy/settings': [200, SETTINGS],
      'GET users/access-log': [200, EMPTY_LOG],
    });
    renderPage(<PrivacyPage />, '/privacy');
    expect(await screen.findByText('Unable to load who can see your data')).toBeInTheDocument();
  });
});

describe('/privacy previews of a group leader’s and a coach’s screen', () => {
  const progress = {
    member_id: 41,
    user_id: 1,
    user: person({ id: 1, display_name: 'Me Myself' }),
    role_type: 'member' as const,
    last_checkin: null,
    checkin_streak: 4,
    crash_reports_30d: 2,
    courses: [],
    overall_percent: 0,
  };
  const withCoach: PrivacyAudience = {
    people: [
      AUDIENCE.people[1]!,
      {
        person: person({ id: 7, display_name: 'Coach Kim', initials: 'CK' }),
        sees: { ...ALL_SHARED, crash_reports: false },
        links: [{ via: 'coach', context_id: 70, group_name: null, sees: { ...ALL_SHARED, crash_reports: false } }],
      },
    ],
  };
  const calendar = { start_date: '2026-11-01', end_date: '2026-11-30', people: [], events: [] };
  const COACH_PREVIEW = {
    courses: { coach_user_id: 70, user_id: 1, user: person({ id: 1, display_name: 'Me Myself' }), courses: [] },
    check_ins: calendar,
    system_triggers: null,
  };

  it('opens a group leader’s Member Progress row of me, drawn by the part app/ passes in', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = mockApi({
      'GET users/privacy/audience': [200, withCoach],
      'GET users/privacy/settings': [200, SETTINGS],
      'GET users/access-log': [200, EMPTY_LOG],
      'GET users/privacy/audience/3/groups/5/preview': [200, { group_id: 5, progress }],
    });
    renderPage(
      <PrivacyPage previews={{ group: (p) => <p>{`streak ${p.checkin_streak}, crashes ${p.crash_reports_30d}`}</p> }} />,
      '/privacy',
    );
    const lee = await screen.findByRole('listitem', { name: 'Lee Hart' });
    const open = within(lee).getByRole('button', { name: `${t.preview} (Tuesday Men)` });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(queriesOf(spy, 'users/privacy/audience/3/groups/5/preview')).toHaveLength(0);
    await user.click(open);
    const panel = await within(lee).findByRole('region', { name: t.groupPreviewTitle('Lee Hart', 'Tuesday Men') });
    expect(await within(panel).findByText('streak 4, crashes 2')).toBeInTheDocument();
    expect(within(lee).getByRole('button', { name: `${t.hidePreview} (Tuesday Men)` })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(lee).getByRole('button', { name: `${t.hidePreview} (Tuesday Men)` }));
    expect(within(lee).queryByRole('region')).not.toBeInTheDocument();
  });

  it('says when a group’s leaders see nothing of me, and offers a retry when the preview fails', async () => {
    const user = userEvent.setup();
    signIn();
    let fail = true;
    mockApi({
      'GET users/privacy/audience': [200, withCoach],
      'GET users/privacy/settings': [200, SETTINGS],
      'GET users/access-log': [200, EMPTY_LOG],
      'GET users/privacy/audience/3/groups/5/preview': () => (fail ? [500, { message: 'x' }] : [200, { group_id: 5, progress: null }]),
    });
    renderPage(<PrivacyPage previews={{ group: () => <p>drawn</p> }} />, '/privacy');
    const lee = await screen.findByRole('listitem', { name: 'Lee Hart' });
    await user.click(within(lee).getByRole('button', { name: `${t.preview} (Tuesday Men)` }));
    expect(await within(lee).findByText('Unable to load the preview')).toBeInTheDocument();
    fail = false;
    await user.click(within(lee).getByRole('button', { name: /retry|try again/i }));
    expect(await within(lee).findByText(t.groupPreviewNotSharing)).toBeInTheDocument();
    expect(within(lee).queryByText('drawn')).not.toBeInTheDocument();
  });

  it('opens my coach’s client page of me for the last 30 days, and its calendars move the range', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = mockApi({
      'GET users/privacy/audience': [200, withCoach],
      'GET users/privacy/settings': [200, SETTINGS],
      'GET users/access-log': [200, EMPTY_LOG],
      'GET users/privacy/audience/7/coaches/70/preview': [200, COACH_PREVIEW],
    });
    renderPage(
      <PrivacyPage
        previews={{
          coach: ({ preview, onRangeChange }) => (
            <div>
              <p>{`check-ins ${preview.check_ins ? 'shown' : 'refused'}, crash reports ${preview.system_triggers ? 'shown' : 'refused'}`}</p>
              <button type="button" onClick={() => onRangeChange({ start: '2026-10-26', end: '2026-12-06' })}>
                next month
              </button>
            </div>
          ),
        }}
      />,
      '/privacy',
    );
    const kim = await screen.findByRole('listitem', { name: 'Coach Kim' });
    expect(within(kim).getByRole('link', { name: t.changeSharing })).toHaveAttribute('href', '/coaching-center/client');
    await user.click(within(kim).getByRole('button', { name: t.preview }));
    const panel = await within(kim).findByRole('region', { name: t.coachPreviewTitle('Coach Kim') });
    expect(await within(panel).findByText('check-ins shown, crash reports refused')).toBeInTheDocument();
    const first = queriesOf(spy, 'users/privacy/audience/7/coaches/70/preview')[0]!;
    const days = (Date.parse(first.get('endDate')!) - Date.parse(first.get('startDate')!)) / 86_400_000;
    expect(days).toBe(29);
    await user.click(within(panel).getByRole('button', { name: 'next month' }));
    await waitFor(() => {
      const last = queriesOf(spy, 'users/privacy/audience/7/coaches/70/preview').at(-1)!;
      expect([last.get('startDate'), last.get('endDate')]).toEqual(['2026-10-26', '2026-12-06']);
    });
    // The last answer stays drawn while the next range loads.
    expect(within(panel).getByText('check-ins shown, crash reports refused')).toBeInTheDocument();
  });
});
