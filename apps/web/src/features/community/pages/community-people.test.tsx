import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  communityTexts as texts,
  communityToasts as toasts,
  type CommunityUser,
  type FlaggedReply,
  type Member,
} from '@holdfast/shared/community';
import { validationMessages as m } from '@holdfast/shared/validation';
import { category, cPerson, paged, reply, thread, topic } from '@/test/community';
import { makeUser, mockApi, preloadLazyRoutes, renderRoutes, signIn } from '@/test/render';
import { communityAppRoutes } from '../routes';
import { communityUi as ui } from '../lib/texts';

type Api = Parameters<typeof mockApi>[0];

const member = (roles: string[] = [], profile: Record<string, unknown> = {}) =>
  makeUser({ roles: roles.map((name, i) => ({ id: i + 1, name })) }, { community_agreement_accepted: true, age: 34, ...profile });

function renderCommunity(path: string, api: Api, user = member()) {
  signIn();
  const spy = mockApi({ 'GET users/profile': [200, user], ...api });
  const utils = renderRoutes(
    [
      ...communityAppRoutes,
      { path: '/PageNotFound', element: <p>Page not found</p> },
      { path: '/profile', element: <p>My profile page</p> },
    ],
    path,
  );
  return { spy, ...utils };
}

const calls = (spy: ReturnType<typeof mockApi>, method: string, path: string) =>
  spy.mock.calls
    .filter(
      ([input, init]) => new URL(String(input), 'http://localhost').pathname === `/api/v1.2/${path}` && (init?.method ?? 'GET') === method,
    )
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

function aMember(overrides: Partial<Member> = {}): Member {
  return {
    id: 20,
    name: 'Quiet Oak',
    gender: 'Male',
    age: 41,
    is_married: true,
    country: { id: 7, name: 'Canada', code: 'CA' },
    agreed_on_date: '2026-03-05T10:00:00.000Z',
    tags: [{ id: 3, name: 'Fathers' }],
    total_replies: 12,
    reaction_counts: { liked: 4, loved: 2 },
    profile_icon: null,
    is_looking_for_partner: true,
    ...overrides,
  };
}

function aUser(overrides: Partial<CommunityUser> = {}): CommunityUser {
  return {
    id: 2,
    name: 'Jo Banks',
    profile_icon: null,
    biography: 'Dad of three, 200 days in.',
    timezone: { id: 1, name: 'America/Toronto' },
    country: { id: 7, name: 'Canada', code: 'CA' },
    is_looking_for_partner: true,
    roles: [],
    activity: { latest_activity: '2026-03-01T10:00:00.000Z', reply_count: 8 },
    is_self: false,
    is_blocked: false,
    is_muted: false,
    can_block: true,
    is_suspended: false,
    ...overrides,
  };
}

const membersPage = (items: Member[], page = 1, totalPages = 1, totalItems = items.length) => ({
  items,
  page,
  totalPages,
  offset: (page - 1) * 10,
  totalItems,
});

beforeAll(() => preloadLazyRoutes(communityAppRoutes), 60_000);
afterEach(() => notifications.clean());

describe('the members directory', () => {
  it('shows a 10-row skeleton, then the cards 10 a page with Total members, and pages with Previous / Next', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const { spy } = renderCommunity('/community/members', {
      'GET community/members': (_init, url) =>
        url.searchParams.get('page') === '2'
          ? [200, membersPage([aMember({ id: 31, name: 'Second Page Sam' })], 2, 2, 11)]
          : [200, membersPage([aMember()], 1, 2, 11)],
    });
    // The first list is held until the skeleton was seen.
    const answer = spy.getMockImplementation()!;
    spy.mockImplementation(async (input, init) => {
      if (String(input).includes('community/members')) await gate;
      return answer(input, init);
    });
    const skeleton = await screen.findByRole('status', { name: 'Loading members' });
    expect(skeleton.children).toHaveLength(10);
    release();
    const card = await screen.findByRole('article', { name: 'Quiet Oak' });
    expect(screen.getByText(ui.totalMembers(11))).toBeInTheDocument();
    expect(within(card).getByText('Male · Age 41 · Married · Canada')).toBeInTheDocument();
    expect(within(card).getByText(ui.memberSince('March 2026'))).toBeInTheDocument();
    expect(within(card).getByText('Fathers')).toBeInTheDocument();
    expect(within(card).getByText(ui.repliesOf(12))).toBeInTheDocument();
    expect(within(card).getByLabelText(ui.likeLabel(4))).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: ui.sendMessage })).toHaveAttribute('href', '/messages/redirect/user/20');
    expect(calls(spy, 'GET', 'community/members')[0]?.url.searchParams.get('perPage')).toBe('10');

    await user.click(screen.getByRole('button', { name: ui.next }));
    expect(await screen.findByRole('article', { name: 'Second Page Sam' })).toBeInTheDocument();
    expect(calls(spy, 'GET', 'community/members').at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('searches 500 ms after typing from 3 characters, says why under 3, and shows the API’s 422 text', async () => {
    const user = userEvent.setup();
    const { spy } = renderCommunity('/community/members', {
      'GET community/members': (_init, url) => {
        const q = url.searchParams.get('search');
        if (q === 'zzz') return [422, { message: 'The given data was invalid.', errors: { search: ['Search is not allowed right now'] } }];
        return [200, membersPage(q === 'oak' ? [aMember()] : [aMember(), aMember({ id: 21, name: 'River Stone' })])];
      },
    });
    expect(await screen.findByRole('article', { name: 'River Stone' })).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: ui.searchMembers });
    await user.type(box, 'oa');
    expect(await screen.findByText(m.minLength(3))).toBeInTheDocument();
    expect(calls(spy, 'GET', 'community/members').filter((c) => c.url.searchParams.has('search'))).toHaveLength(0);
    await user.type(box, 'k');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'River Stone' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Quiet Oak' })).toBeInTheDocument();
    const searched = calls(spy, 'GET', 'community/members').filter((c) => c.url.searchParams.has('search'));
    expect(searched.map((c) => c.url.searchParams.get('search'))).toEqual(['oak']);

    await user.clear(box);
    await user.type(box, 'zzz');
    expect(await screen.findByText('Search is not allowed right now')).toBeInTheDocument();
  });

  it('filters by tag, accountability, age group and country, counts them on the badge, and clears them all', async () => {
    const user = userEvent.setup();
    const { spy } = renderCommunity('/community/members', {
      'GET community/members': (_init, url) => [200, membersPage(url.searchParams.has('tagIds') ? [] : [aMember()])],
      'GET community/tags': [
        200,
        [
          { id: 3, name: 'Fathers', status: 'active' },
          { id: 4, name: 'Old tag', status: 'inactive' },
        ],
      ],
      'GET countries': [
        200,
        [
          { id: 7, name: 'Canada', code: 'CA' },
          { id: 8, name: 'Kenya', code: 'KE' },
        ],
      ],
    });
    expect(await screen.findByRole('article', { name: 'Quiet Oak' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ui.filters }));
    const dialog = await screen.findByRole('dialog', { name: ui.filtersTitle });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Fathers' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Old tag' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: ui.filterLooking }));
    await user.click(within(dialog).getByRole('radio', { name: '31-45' }));
    await user.click(
      within(dialog)
        .getAllByLabelText(ui.filterArea)
        .find((el) => el.tagName === 'INPUT')!,
    );
    await user.click(await screen.findByRole('option', { name: 'Kenya - KE' }));
    await user.click(within(dialog).getByRole('button', { name: ui.applyFilters }));

    expect(await screen.findByText(ui.noMembers)).toBeInTheDocument();
    expect(screen.getByTestId('filter-count')).toHaveTextContent('4');
    const asked = calls(spy, 'GET', 'community/members').at(-1)!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      page: '1',
      perPage: '10',
      tagIds: '3',
      countryIds: '8',
      lookingForAccountability: 'true',
      minAge: '31',
      maxAge: '45',
    });

    await user.click(screen.getByRole('button', { name: ui.filtersActive(4) }));
    await user.click(within(await screen.findByRole('dialog', { name: ui.filtersTitle })).getByRole('button', { name: ui.clearAll }));
    expect(await screen.findByRole('article', { name: 'Quiet Oak' })).toBeInTheDocument();
    expect(screen.queryByTestId('filter-count')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: ui.filters })).toBeInTheDocument();
  });

  it('reports a member from the card with a required reason', async () => {
    const user = userEvent.setup();
    const { spy } = renderCommunity('/community/members', {
      'GET community/members': [200, membersPage([aMember()])],
      'POST community/users/20/flag': [200, { message: texts.userFlagged }],
    });
    const card = await screen.findByRole('article', { name: 'Quiet Oak' });
    await user.click(within(card).getByRole('button', { name: `${ui.reportUser}: Quiet Oak` }));
    const dialog = await screen.findByRole('dialog', { name: `${ui.flagMemberTitle}: Quiet Oak` });
    await user.click(within(dialog).getByRole('button', { name: ui.flagMember }));
    expect(within(dialog).getByText(ui.reasonRequired)).toBeInTheDocument();
    expect(calls(spy, 'POST', 'community/users/20/flag')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: ui.flagMemberReason }), 'Asking for contact details');
    await user.click(within(dialog).getByRole('button', { name: ui.flagMember }));
    expect(await screen.findByText(texts.userFlagged)).toBeInTheDocument();
    expect(calls(spy, 'POST', 'community/users/20/flag')[0]?.body).toEqual({ reason: 'Asking for contact details' });
  });
});

describe('the user detail modal', () => {
  const threadApi = (over: Api = {}): Api => ({
    'GET community/threads/9': [200, thread()],
    'GET community/topics/4': [200, topic()],
    'GET community/threads/9/replies': [200, paged([reply()])],
    'GET community/threads/9/favourite-replies': [200, []],
    'GET community/threads/9/my-reactions': [200, []],
    'POST community/threads/9/view': [200, { total_views: 4, counted: true }],
    ...over,
  });

  it('opens from a reply’s author with the profile the API answers, flags, blocks and mutes after confirmations', async () => {
    const user = userEvent.setup();
    let profile = aUser();
    const { spy } = renderCommunity(
      '/community/threads/9',
      threadApi({
        'GET community/users/2': () => [200, profile],
        'POST community/users/2/flag': [200, { message: texts.userFlagged }],
        'POST community/users/2/block': () => {
          profile = { ...profile, is_blocked: true };
          return [200, { message: texts.userBlocked }];
        },
        'POST community/users/2/mute': () => {
          profile = { ...profile, is_muted: true };
          return [200, { message: texts.userMuted }];
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: ui.detailsOf('Jo Banks') }));
    const modal = await screen.findByRole('dialog', { name: ui.userDetail });
    expect(await within(modal).findByText('Dad of three, 200 days in.')).toBeInTheDocument();
    expect(within(modal).getByText('Canada · America/Toronto')).toBeInTheDocument();
    expect(within(modal).getByText(ui.lookingForPartner)).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: ui.viewActivity })).toHaveAttribute('href', '/community/user-activity/2');
    // Suspend is a community admin's.
    expect(within(modal).queryByRole('button', { name: ui.suspend })).not.toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: ui.flagMember }));
    const flag = await screen.findByRole('dialog', { name: `${ui.flagMemberTitle}: Jo Banks` });
    await user.type(within(flag).getByRole('textbox', { name: ui.flagMemberReason }), 'Unkind replies');
    await user.click(within(flag).getByRole('button', { name: ui.flagMember }));
    expect(await screen.findByText(texts.userFlagged)).toBeInTheDocument();
    expect(calls(spy, 'POST', 'community/users/2/flag')[0]?.body).toEqual({ reason: 'Unkind replies' });

    const again = await screen.findByRole('dialog', { name: ui.userDetail });
    await user.click(within(again).getByRole('button', { name: ui.mute }));
    const muteDialog = await screen.findByRole('dialog', { name: ui.muteTitle });
    expect(calls(spy, 'POST', 'community/users/2/mute')).toHaveLength(0);
    await user.click(within(muteDialog).getByRole('button', { name: ui.mute }));
    expect(await screen.findByText(texts.userMuted)).toBeInTheDocument();
    expect(await within(again).findByRole('button', { name: ui.unmute })).toBeInTheDocument();

    await user.click(within(again).getByRole('button', { name: ui.block }));
    const blockDialog = await screen.findByRole('dialog', { name: ui.blockTitle });
    expect(within(blockDialog).getByText(ui.blockConfirm('Jo Banks'))).toBeInTheDocument();
    await user.click(within(blockDialog).getByRole('button', { name: ui.block }));
    expect(await screen.findByText(texts.userBlocked)).toBeInTheDocument();
    expect(calls(spy, 'POST', 'community/users/2/block')).toHaveLength(1);
    expect(await within(again).findByText(ui.blockedNote)).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: ui.unblock })).toBeInTheDocument();
    expect(within(again).queryByRole('link', { name: ui.sendMessage })).not.toBeInTheDocument();
  });

  it('unblocks and unmutes after confirmations', async () => {
    const user = userEvent.setup();
    const { spy } = renderCommunity('/community/members', {
      'GET community/members': [200, membersPage([aMember({ id: 2, name: 'Jo Banks' })])],
      'GET community/users/2': [200, aUser({ is_blocked: true, is_muted: true })],
      'DELETE community/users/2/block': [200, { message: texts.userUnblocked }],
      'DELETE community/users/2/mute': [200, { message: texts.userUnmuted }],
    });
    await user.click(await screen.findByRole('button', { name: ui.detailsOf('Jo Banks') }));
    const modal = await screen.findByRole('dialog', { name: ui.userDetail });
    await user.click(await within(modal).findByRole('button', { name: ui.unblock }));
    await user.click(within(await screen.findByRole('dialog', { name: ui.unblockTitle })).getByRole('button', { name: ui.unblock }));
    expect(await screen.findByText(texts.userUnblocked)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: ui.unmute }));
    await user.click(within(await screen.findByRole('dialog', { name: ui.unmuteTitle })).getByRole('button', { name: ui.unmute }));
    expect(await screen.findByText(texts.userUnmuted)).toBeInTheDocument();
    expect(calls(spy, 'DELETE', 'community/users/2/block')).toHaveLength(1);
    expect(calls(spy, 'DELETE', 'community/users/2/mute')).toHaveLength(1);
  });

  it('does not offer Block to a partner or group member, says why, and shows the API’s refusal when a block is refused', async () => {
    const user = userEvent.setup();
    const { unmount } = renderCommunity('/community/threads/9', threadApi({ 'GET community/users/2': [200, aUser({ can_block: false })] }));
    await user.click(await screen.findByRole('button', { name: ui.detailsOf('Jo Banks') }));
    const modal = await screen.findByRole('dialog', { name: ui.userDetail });
    expect(await within(modal).findByText(texts.cannotBlockLinked)).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: ui.block })).not.toBeInTheDocument();
    unmount();
    notifications.clean();

    renderCommunity(
      '/community/threads/9',
      threadApi({
        'GET community/users/2': [200, aUser()],
        'POST community/users/2/block': [403, { message: texts.cannotBlockLinked, code: 'block_refused' }],
      }),
    );
    await user.click(await screen.findByRole('button', { name: ui.detailsOf('Jo Banks') }));
    const second = await screen.findByRole('dialog', { name: ui.userDetail });
    await user.click(await within(second).findByRole('button', { name: ui.block }));
    await user.click(within(await screen.findByRole('dialog', { name: ui.blockTitle })).getByRole('button', { name: ui.block }));
    expect(await screen.findByText(texts.cannotBlockLinked)).toBeInTheDocument();
  });

  it('says what the API says about a member who blocked me (404)', async () => {
    const user = userEvent.setup();
    renderCommunity('/community/threads/9', threadApi({ 'GET community/users/2': [404, { message: texts.memberNotFound }] }));
    await user.click(await screen.findByRole('button', { name: ui.detailsOf('Jo Banks') }));
    const modal = await screen.findByRole('dialog', { name: ui.userDetail });
    expect(await within(modal).findByText(texts.memberNotFound)).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: ui.block })).not.toBeInTheDocument();
  });

  it('opens my own profile page for my own avatar', async () => {
    const user = userEvent.setup();
    const { spy } = renderCommunity(
      '/community/threads/9',
      threadApi({ 'GET community/threads/9/replies': [200, paged([reply({ user_id: 1, user: cPerson({ id: 1, name: 'Sam Rivers' }) })])] }),
    );
    await user.click(await screen.findByRole('button', { name: ui.detailsOf('Sam Rivers') }));
    expect(await screen.findByText('My profile page')).toBeInTheDocument();
    expect(calls(spy, 'GET', 'community/users/1')).toHaveLength(0);
  });

  it('lets a community admin suspend after the spec’s confirmation', async () => {
    const user = userEvent.setup();
    const { spy } = renderCommunity(
      '/community/threads/9',
      threadApi({ 'GET community/users/2': [200, aUser()], 'POST community/users/2/suspend': [200, { message: texts.userSuspended }] }),
      member(['community_admin']),
    );
    await user.click(await screen.findByRole('button', { name: ui.detailsOf('Jo Banks') }));
    const modal = await screen.findByRole('dialog', { name: ui.userDetail });
    await user.click(await within(modal).findByRole('button', { name: ui.suspend }));
    const confirm = await screen.findByRole('dialog', { name: toasts.suspendConfirmTitle });
    expect(within(confirm).getByText(toasts.suspendConfirm('Jo Banks'))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: ui.suspend }));
    expect(await screen.findByText(texts.userSuspended)).toBeInTheDocument();
    expect(calls(spy, 'POST', 'community/users/2/suspend')).toHaveLength(1);
  });

  it('collapses a muted member’s reply until I ask to see it', async () => {
    const user = userEvent.setup();
    renderCommunity(
      '/community/threads/9',
      threadApi({ 'GET community/threads/9/replies': [200, paged([reply({ is_author_muted: true })])] }),
    );
    expect(await screen.findByText(ui.mutedReply('Jo Banks'))).toBeInTheDocument();
    expect(screen.queryByText('You are not alone.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ui.showMuted }));
    expect(screen.getByText('You are not alone.')).toBeInTheDocument();
  });
});

describe('moderation', () => {
  const flagged = (overrides: Partial<FlaggedReply['reply']> = {}): FlaggedReply => ({
    reply: {
      id: 50,
      reply_text: '<p>Something explicit</p>',
      is_hidden: true,
      created_at: '2026-03-01T11:00:00.000Z',
      user: cPerson({ id: 5, name: 'Loud Larry' }),
      ...overrides,
    },
    thread: { id: 9, title: 'Day one again' },
    flags: [
      { id: 1, reason: 'Explicit details', created_at: '2026-03-01T12:00:00.000Z', user: cPerson({ id: 6, name: 'Ana Cruz' }) },
      { id: 2, reason: 'Triggering', created_at: '2026-03-01T12:10:00.000Z', user: cPerson({ id: 7, name: 'Lee Park' }) },
    ],
    history: [],
  });
  const dashboard: Api = {
    'GET community/categories': [200, [category()]],
    'GET system-configs/CommunityDashboardAccordionList': [200, { id: 2, type: 'x', config: { thread_ids: [] } }],
  };

  it('links the moderation page from the community page for community admins only', async () => {
    const { unmount } = renderCommunity('/community', dashboard, member(['community_admin']));
    expect(await screen.findByRole('link', { name: ui.moderation })).toHaveAttribute('href', '/community/moderation');
    expect(screen.getByRole('link', { name: ui.membersTitle })).toHaveAttribute('href', '/community/members');
    unmount();
    renderCommunity('/community', dashboard);
    expect(await screen.findByRole('link', { name: /General Topics/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: ui.moderation })).not.toBeInTheDocument();
  });

  it('lists flagged replies and members with their reasons; restores and dismisses after confirmations', async () => {
    const user = userEvent.setup();
    let queue = {
      replies: [flagged()],
      users: [
        {
          user: cPerson({ id: 8, name: 'Pushy Pete' }),
          is_suspended: false,
          flags: [
            { id: 3, reason: 'Asks for phone numbers', created_at: '2026-03-02T10:00:00.000Z', user: cPerson({ id: 6, name: 'Ana Cruz' }) },
          ],
          history: [],
        },
      ],
    };
    const { spy } = renderCommunity(
      '/community/moderation',
      {
        'GET community/moderation/flags': () => [200, queue],
        'GET community/members-status/requests': [200, paged([])],
        'POST community/moderation/replies/50': () => {
          queue = { ...queue, replies: [] };
          return [200, { message: texts.replyShown }];
        },
        'POST community/moderation/users/8': () => {
          queue = { ...queue, users: [] };
          return [200, { message: texts.flagsDismissed }];
        },
      },
      member(['community_admin']),
    );
    const item = await screen.findByRole('article', { name: 'Loud Larry' });
    expect(within(item).getByText(ui.hiddenBadge)).toBeInTheDocument();
    expect(within(item).getByText(ui.flagsOf(2))).toBeInTheDocument();
    expect(within(item).getByText('Explicit details')).toBeInTheDocument();
    expect(within(item).getByText('Triggering')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Day one again' })).toHaveAttribute('href', '/community/threads/9');
    expect(within(item).queryByRole('button', { name: ui.hide })).not.toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: ui.restore }));
    const confirm = await screen.findByRole('dialog', { name: ui.restoreReplyTitle });
    expect(calls(spy, 'POST', 'community/moderation/replies/50')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: ui.restore }));
    expect(await screen.findByText(texts.replyShown)).toBeInTheDocument();
    expect(calls(spy, 'POST', 'community/moderation/replies/50')[0]?.body).toEqual({ action: 'restore' });
    expect(await screen.findByText(ui.noFlaggedReplies)).toBeInTheDocument();

    const person = screen.getByRole('article', { name: 'Pushy Pete' });
    expect(within(person).getByText('Asks for phone numbers')).toBeInTheDocument();
    await user.click(within(person).getByRole('button', { name: ui.dismiss }));
    await user.click(within(await screen.findByRole('dialog', { name: ui.dismissTitle })).getByRole('button', { name: ui.dismiss }));
    expect(await screen.findByText(texts.flagsDismissed)).toBeInTheDocument();
    expect(calls(spy, 'POST', 'community/moderation/users/8')[0]?.body).toEqual({ action: 'dismiss' });
    expect(await screen.findByText(ui.noFlaggedMembers)).toBeInTheDocument();
  });

  it('hides a visible flagged reply and suspends an author, each after its confirmation', async () => {
    const user = userEvent.setup();
    const { spy } = renderCommunity(
      '/community/moderation',
      {
        'GET community/moderation/flags': [
          200,
          {
            replies: [
              {
                ...flagged({ is_hidden: false }),
                history: [
                  {
                    action: 'restore',
                    decided_at: '2026-02-20T10:00:00.000Z',
                    decided_by: cPerson({ id: 3, name: 'Mod Mia' }),
                    flags: [
                      {
                        id: 9,
                        reason: 'Too graphic',
                        created_at: '2026-02-19T10:00:00.000Z',
                        user: cPerson({ id: 4, name: 'Old Flagger' }),
                      },
                    ],
                  },
                ],
              },
            ],
            users: [],
          },
        ],
        'GET community/members-status/requests': [200, paged([])],
        'POST community/moderation/replies/50': [200, { message: texts.replyHidden }],
      },
      member(['community_admin']),
    );
    const item = await screen.findByRole('article', { name: 'Loud Larry' });
    const history = within(item).getByRole('region', { name: ui.moderationHistory });
    expect(history).toHaveTextContent(/Restored by Mod Mia/);
    expect(within(history).getByText('Too graphic')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: ui.hide }));
    await user.click(within(await screen.findByRole('dialog', { name: ui.hideReplyTitle })).getByRole('button', { name: ui.hide }));
    expect(await screen.findByText(texts.replyHidden)).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: ui.suspendAuthor }));
    const confirm = await screen.findByRole('dialog', { name: toasts.suspendConfirmTitle });
    expect(within(confirm).getByText(toasts.suspendConfirm('Loud Larry'))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: ui.suspend }));
    await waitFor(() =>
      expect(calls(spy, 'POST', 'community/moderation/replies/50').map((c) => c.body)).toEqual([{ action: 'hide' }, { action: 'suspend' }]),
    );
  });

  it('approves a woman waiting for access', async () => {
    const user = userEvent.setup();
    const { spy } = renderCommunity(
      '/community/moderation',
      {
        'GET community/moderation/flags': [200, { replies: [], users: [] }],
        'GET community/members-status/requests': [
          200,
          paged([{ user: cPerson({ id: 12, name: 'Grace Hope' }), status: 'pending', requested_at: '2026-03-03T09:00:00.000Z' }]),
        ],
        'PUT community/users/12/members-status': [200, { message: texts.memberApproved, user_id: 12, status: 'approved' }],
      },
      member(['community_admin']),
    );
    const item = await screen.findByRole('article', { name: 'Grace Hope' });
    await user.click(within(item).getByRole('button', { name: ui.approve }));
    expect(await screen.findByText(texts.memberApproved)).toBeInTheDocument();
    expect(calls(spy, 'PUT', 'community/users/12/members-status')[0]?.body).toEqual({ status: 'approved' });
  });

  it('shows the API’s refusal to a member who is not a community admin', async () => {
    renderCommunity('/community/moderation', {
      'GET community/moderation/flags': [403, { message: texts.notCommunityAdmin, code: 'not_community_admin' }],
    });
    expect(await screen.findByText(texts.notCommunityAdmin)).toBeInTheDocument();
  });
});

describe('women’s members-status', () => {
  const woman = (accepted = true) => member([], { gender: 'Female', community_agreement_accepted: accepted });

  it('shows a woman waiting for approval a clear screen on any community page, and the agreement page too', async () => {
    const { unmount } = renderCommunity(
      '/community/members',
      { 'GET community/members-status': [200, { status: 'pending', community_member_status: false, requires_approval: true }] },
      woman(),
    );
    expect(await screen.findByRole('heading', { name: ui.pendingTitle })).toBeInTheDocument();
    expect(screen.getByText(ui.pendingText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ui.backToDashboard })).toHaveAttribute('href', '/dashboard');
    unmount();
    renderCommunity(
      '/community/policy-agreement',
      { 'GET community/members-status': [200, { status: 'pending', community_member_status: false, requires_approval: true }] },
      woman(false),
    );
    expect(await screen.findByRole('heading', { name: ui.pendingTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ui.enterCommunity })).not.toBeInTheDocument();
  });

  it('tells a declined woman so, and lets an approved one in', async () => {
    const { unmount } = renderCommunity(
      '/community/members',
      { 'GET community/members-status': [200, { status: 'rejected', community_member_status: false, requires_approval: true }] },
      woman(),
    );
    expect(await screen.findByRole('heading', { name: ui.declinedTitle })).toBeInTheDocument();
    unmount();
    renderCommunity(
      '/community/members',
      {
        'GET community/members-status': [200, { status: 'approved', community_member_status: true, requires_approval: true }],
        'GET community/members': [200, membersPage([aMember()])],
      },
      woman(),
    );
    expect(await screen.findByRole('article', { name: 'Quiet Oak' })).toBeInTheDocument();
  });

  it('does not ask a man’s members-status, and shows the waiting screen when the API says approval is required', async () => {
    const { spy } = renderCommunity('/community/members', {
      'GET community/members': [403, { message: texts.approvalRequired, code: 'community_approval_required' }],
    });
    expect(await screen.findByRole('heading', { name: ui.pendingTitle })).toBeInTheDocument();
    expect(calls(spy, 'GET', 'community/members-status')).toHaveLength(0);
  });
});
