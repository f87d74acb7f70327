import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { communityTexts as texts, communityToasts as toasts } from '@holdfast/shared/community';
import { erasureTexts } from '@holdfast/shared/erasure';
import { category, cPerson, paged, reply, thread, topic } from '@/test/community';
import { makeUser, mockApi, preloadLazyRoutes, renderRoutes, signIn } from '@/test/render';
import { communityAppRoutes } from '../routes';
import { communityUi as ui } from '../lib/texts';

type Api = Parameters<typeof mockApi>[0];

const member = (roles: string[] = [], accepted = true) =>
  makeUser({ roles: roles.map((name, i) => ({ id: i + 1, name })) }, { community_agreement_accepted: accepted, age: 34 });

function renderCommunity(path: string, api: Api, user = member()) {
  signIn();
  const spy = mockApi({ 'GET users/profile': [200, user], ...api });
  const utils = renderRoutes([...communityAppRoutes, { path: '/PageNotFound', element: <p>Page not found</p> }], path);
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

beforeAll(() => preloadLazyRoutes(communityAppRoutes), 60_000);
// Toasts live in Mantine's store beyond a test; the next test starts with none.
afterEach(() => notifications.clean());

describe('the agreement gate', () => {
  it('sends a member who has not accepted the agreement to it, whatever community page they open', async () => {
    renderCommunity('/community/threads/9', {}, member([], false));
    expect(await screen.findByRole('heading', { name: ui.agreementTitle })).toBeInTheDocument();
  });

  it('keeps Enter Community disabled until both boxes are ticked, ticks the terms only through I Agree, and enters after sending', async () => {
    const user = userEvent.setup();
    let accepted = false;
    const { spy } = renderCommunity(
      '/community/policy-agreement',
      {
        'GET users/profile': () => [200, member([], accepted)],
        'GET system-configs/CommunityPolicy': [
          200,
          { id: 1, type: 'CommunityPolicy', config: { community_policy_content: 'Be kind.\nKeep it private.' } },
        ],
        'POST community/agreement': () => {
          accepted = true;
          return [
            200,
            { message: texts.agreementAccepted, community_agreement_accepted: true, agreed_on_date: '2026-03-01T10:00:00.000Z' },
          ];
        },
        'GET community/categories': [200, [category()]],
        'GET system-configs/CommunityDashboardAccordionList': [200, { id: 2, type: 'x', config: { thread_ids: [] } }],
      },
      member([], false),
    );
    const enter = await screen.findByRole('button', { name: ui.enterCommunity });
    expect(enter).toBeDisabled();
    expect(screen.getByRole('textbox', { name: ui.gender })).toHaveAttribute('readonly');
    await user.clear(screen.getByRole('textbox', { name: /Display name/ }));
    await user.type(screen.getByRole('textbox', { name: /Display name/ }), '  Quiet Oak  ');

    await user.click(screen.getByRole('checkbox', { name: new RegExp(ui.agreeTerms) }));
    const policy = await screen.findByRole('dialog', { name: ui.policyTitle });
    expect(await within(policy).findByText(/Be kind\./)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: new RegExp(ui.agreeTerms) })).not.toBeChecked();
    await user.click(within(policy).getByRole('button', { name: ui.iAgree }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: new RegExp(ui.agreeTerms) })).toBeChecked());
    expect(enter).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: ui.aboveEighteen }));
    expect(enter).toBeEnabled();

    await user.click(enter);
    expect(await screen.findByText(texts.agreementAccepted)).toBeInTheDocument();
    // 1 s later: the forum.
    expect(await screen.findByRole('link', { name: /General Topics/ })).toBeInTheDocument();
    expect(calls(spy, 'POST', 'community/agreement')[0]?.body).toEqual({
      display_name: 'Quiet Oak',
      age: 34,
      is_married: false,
      needs_accountability: false,
      is_anonymous: false,
      accept: true,
      aboveEighteen: true,
    });
  });
});

describe('categories, topics and threads', () => {
  it('shows the categories the API answers with their counts and up to 3 avatars then +N', async () => {
    const people = [cPerson({ id: 2, name: 'Jo Banks' }), cPerson({ id: 3, name: 'Ana Cruz' }), cPerson({ id: 4, name: 'Lee Park' })];
    renderCommunity('/community', {
      'GET community/categories': [
        200,
        [
          category({ users: people, total_users: 7 }),
          category({ key: 'certified', name: "Certified Leader's", total_topics: 1, total_threads: 1 }),
        ],
      ],
      'GET system-configs/CommunityDashboardAccordionList': [200, { id: 2, type: 'x', config: { thread_ids: [9, 404] } }],
      'GET community/threads': [200, [thread()]],
    });
    const general = await screen.findByRole('link', { name: /General Topics/ });
    expect(general).toHaveAttribute('href', '/community/categories/general');
    expect(within(general).getByText('2 topics · 5 threads')).toBeInTheDocument();
    expect(within(general).getByRole('img', { name: 'Jo Banks, Ana Cruz, Lee Park and 4 more' })).toBeInTheDocument();
    expect(within(general).getByText('+4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Certified Leader's/ })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: ui.recommended }));
    expect(await screen.findByRole('link', { name: /Day one again/ })).toHaveAttribute('href', '/community/threads/9');
  });

  it('lists a topic’s threads 15 a page, pinned marked, and asks for the next page', async () => {
    const user = userEvent.setup();
    const { spy } = renderCommunity('/community/topics/4', {
      'GET community/topics/4': [200, topic()],
      'GET community/topics/4/threads': (_init, url) =>
        url.searchParams.get('page') === '2'
          ? [200, paged([thread({ id: 12, title: 'Older thread' })], 2, 2, 16)]
          : [200, paged([thread({ is_pinned: true, title: 'Read me first' }), thread({ id: 10, title: 'Week two' })], 1, 2, 16)],
    });
    const pinned = await screen.findByRole('link', { name: /Read me first/ });
    expect(within(pinned).getByText(ui.pinned)).toBeInTheDocument();
    expect(pinned).toHaveAttribute('href', '/community/topics/4/threads/9');
    expect(calls(spy, 'GET', 'community/topics/4/threads')[0]?.url.searchParams.get('perPage')).toBe('15');
    await user.click(screen.getByRole('button', { name: ui.next }));
    expect(await screen.findByRole('link', { name: /Older thread/ })).toBeInTheDocument();
    expect(screen.getByText(ui.pageOf(2, 2))).toBeInTheDocument();
  });

  it('watches a topic and says so with the API’s words', async () => {
    const user = userEvent.setup();
    const { spy } = renderCommunity('/community/topics/4', {
      'GET community/topics/4': [200, topic()],
      'GET community/topics/4/threads': [200, paged([])],
      'POST community/watch': [200, { message: toasts.topicWatched }],
    });
    expect(await screen.findByText(ui.noThreads)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ui.watchTopic }));
    expect(await screen.findByText(toasts.topicWatched)).toBeInTheDocument();
    expect(calls(spy, 'POST', 'community/watch')[0]?.body).toEqual({ entity_id: 4, entity_type: 'topic' });
  });

  it('sends an unknown topic to /PageNotFound with the spec’s toast', async () => {
    renderCommunity('/community/topics/77', {
      'GET community/topics/77': [404, { message: texts.topicNotFound }],
      'GET community/topics/77/threads': [404, {}],
    });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(await screen.findByText(toasts.fetchTopic)).toBeInTheDocument();
  });

  it('starts a thread: the title is required, then it posts title and HTML and opens the thread', async () => {
    const user = userEvent.setup();
    const { spy } = renderCommunity('/community/topics/4/new-thread', {
      'GET community/topics/4': [200, topic()],
      'POST community/topics/4/threads': [201, { message: texts.threadCreated, item: thread({ id: 21, title: 'Hello' }) }],
      'GET community/threads/21': [200, thread({ id: 21, title: 'Hello' })],
      'GET community/threads/21/replies': [200, paged([])],
      'GET community/threads/21/favourite-replies': [200, []],
      'GET community/threads/21/my-reactions': [200, []],
      'POST community/threads/21/view': [200, { total_views: 1, counted: true }],
    });
    const editor = await screen.findByRole('textbox', { name: ui.threadContent });
    expect(screen.queryByRole('checkbox', { name: ui.pinThread })).not.toBeInTheDocument();
    await user.click(editor);
    await user.keyboard('Glad to be here');
    await user.click(screen.getByRole('button', { name: ui.postThread }));
    expect(await screen.findByText(ui.replyRequired)).toBeInTheDocument();
    expect(calls(spy, 'POST', 'community/topics/4/threads')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: ui.postThread }));
    expect(await screen.findByRole('heading', { name: 'Hello', level: 1 })).toBeInTheDocument();
    const body = calls(spy, 'POST', 'community/topics/4/threads')[0]?.body;
    expect(body).toMatchObject({ title: 'Hello', is_pinned: false });
    expect(body.content).toContain('Glad to be here');
    expect(screen.getByText(texts.threadCreated)).toBeInTheDocument();
  });
});

describe('a thread', () => {
  const threadApi = (over: Api = {}): Api => ({
    'GET community/threads/9': [
      200,
      thread({ content: '<p>Hi <strong>all</strong></p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>' }),
    ],
    'GET community/topics/4': [200, topic()],
    'GET community/threads/9/favourite-replies': [200, []],
    'GET community/threads/9/my-reactions': [200, [{ reply_id: 50, reaction_type: 'Loved' }]],
    'POST community/threads/9/view': [200, { total_views: 4, counted: true }],
    ...over,
  });

  it('renders the thread’s HTML without anything executable, marks it viewed once, and shows replies with my reaction pressed', async () => {
    const { spy } = renderCommunity(
      '/community/threads/9',
      threadApi({ 'GET community/threads/9/replies': [200, paged([reply({ reaction_counts: { liked: 2, loved: 1 } })])] }),
    );
    expect(await screen.findByRole('heading', { name: 'Day one again', level: 1 })).toBeInTheDocument();
    const html = screen.getAllByTestId('post-html')[0]!;
    expect(html.innerHTML).toBe('<p>Hi <strong>all</strong></p>');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(await screen.findByText('You are not alone.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ui.loveLabel(1) })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: ui.likeLabel(2) })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(calls(spy, 'POST', 'community/threads/9/view')).toHaveLength(1));
    expect(calls(spy, 'GET', 'community/threads/9/replies')[0]?.url.searchParams.get('perPage')).toBe('15');
    expect(screen.getByRole('link', { name: 'First steps' })).toHaveAttribute('href', '/community/topics/4');
  });

  it("shows an erased author's thread as 'Deleted member', with nothing to open or act on", async () => {
    renderCommunity(
      '/community/threads/9',
      threadApi({
        'GET community/threads/9': [
          200,
          thread({ author: cPerson({ id: 0, name: erasureTexts.deletedMember }), author_handle: null, is_mine: false }),
        ],
        'GET community/threads/9/replies': [200, paged([])],
      }),
    );
    const post = await screen.findByRole('article', { name: 'Day one again' });
    expect(within(post).getByText(erasureTexts.deletedMember)).toBeInTheDocument();
    // No member details and no anonymous author's menu: there is nobody behind it any more.
    expect(within(post).queryByRole('button')).toBeNull();
    expect(within(post).queryByText(ui.detailsOf(erasureTexts.deletedMember))).toBeNull();
  });

  it('toggles a reaction, and says so when it fails', async () => {
    const user = userEvent.setup();
    let fail = false;
    const { spy } = renderCommunity(
      '/community/threads/9',
      threadApi({
        'GET community/threads/9/replies': [200, paged([reply()])],
        'PUT community/replies/50/reaction': () =>
          fail ? [500, {}] : [200, { result: 'added', reaction_type: 'Liked', reaction_counts: { liked: 1, loved: 0 } }],
      }),
    );
    await user.click(await screen.findByRole('button', { name: ui.likeLabel(0) }));
    await waitFor(() => expect(calls(spy, 'PUT', 'community/replies/50/reaction')[0]?.body).toEqual({ reaction_type: 'Liked' }));
    fail = true;
    await user.click(screen.getByRole('button', { name: /^Love/ }));
    expect(await screen.findByText(toasts.updateReaction)).toBeInTheDocument();
  });

  it('flags someone else’s reply only with a reason', async () => {
    const user = userEvent.setup();
    const { spy } = renderCommunity(
      '/community/threads/9',
      threadApi({
        'GET community/threads/9/replies': [200, paged([reply()])],
        'POST community/replies/50/flag': [200, { message: toasts.replyFlagged }],
      }),
    );
    await user.click(await screen.findByRole('button', { name: ui.flag }));
    const dialog = await screen.findByRole('dialog', { name: ui.flagTitle });
    expect(within(dialog).getByText(toasts.flagReplyConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: ui.flagSubmit }));
    expect(await within(dialog).findByText(ui.reasonRequired)).toBeInTheDocument();
    expect(calls(spy, 'POST', 'community/replies/50/flag')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(ui.flagReason) }), 'Graphic details');
    await user.click(within(dialog).getByRole('button', { name: ui.flagSubmit }));
    expect(await screen.findByText(toasts.replyFlagged)).toBeInTheDocument();
    expect(calls(spy, 'POST', 'community/replies/50/flag')[0]?.body).toEqual({ reason: 'Graphic details' });
  });

  it('offers Delete only on my own reply, after a confirmation, and no Flag there', async () => {
    const user = userEvent.setup();
    const mine = reply({ id: 51, user_id: 1, user: cPerson({ id: 1, name: 'Sam Rivers' }), reply_text: '<p>Mine</p>' });
    const { spy } = renderCommunity(
      '/community/threads/9',
      threadApi({
        'GET community/threads/9/replies': [200, paged([reply(), mine])],
        'DELETE community/replies/51': [200, { message: toasts.replyDeleted }],
      }),
    );
    const mineCard = (await screen.findByText('Mine')).closest('article')!;
    const otherCard = screen.getByText('You are not alone.').closest('article')!;
    expect(within(otherCard).queryByRole('button', { name: ui.delete })).not.toBeInTheDocument();
    expect(within(mineCard).queryByRole('button', { name: ui.flag })).not.toBeInTheDocument();
    await user.click(within(mineCard).getByRole('button', { name: ui.delete }));
    const dialog = await screen.findByRole('dialog', { name: ui.deleteReplyTitle });
    expect(calls(spy, 'DELETE', 'community/replies/51')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: ui.delete }));
    expect(await screen.findByText(toasts.replyDeleted)).toBeInTheDocument();
    expect(calls(spy, 'DELETE', 'community/replies/51')).toHaveLength(1);
  });

  it('shows Hide and Unhide to community admins only', async () => {
    const user = userEvent.setup();
    const hidden = reply({ id: 52, is_hidden: true, reply_text: '<p>Hidden one</p>' });
    const api = threadApi({
      'GET community/threads/9/replies': [200, paged([reply(), hidden])],
      'PATCH community/replies/52/visibility': [200, { message: texts.replyShown, item: { ...hidden, is_hidden: false } }],
    });
    const { spy, unmount } = renderCommunity('/community/threads/9', api, member(['community_admin']));
    const hiddenCard = (await screen.findByText('Hidden one')).closest('article')!;
    expect(within(hiddenCard).getByText(ui.hiddenBadge)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ui.hide })).toBeInTheDocument();
    await user.click(within(hiddenCard).getByRole('button', { name: ui.unhide }));
    expect(await screen.findByText(texts.replyShown)).toBeInTheDocument();
    expect(calls(spy, 'PATCH', 'community/replies/52/visibility')[0]?.body).toEqual({ is_hidden: false });
    unmount();

    renderCommunity('/community/threads/9', threadApi({ 'GET community/threads/9/replies': [200, paged([reply()])] }));
    expect(await screen.findByText('You are not alone.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ui.hide })).not.toBeInTheDocument();
  });

  it('shows the first 5 nested replies, hides them on request, and loads 5 more at a time', async () => {
    const user = userEvent.setup();
    const nested = (id: number) => ({
      ...reply({ id, primary_reply_id: 50, reply_text: `<p>Nested ${id}</p>` }),
      flatten_replies: undefined,
    });
    const first = [61, 62, 63, 64, 65].map(nested);
    const { spy } = renderCommunity(
      '/community/threads/9',
      threadApi({
        'GET community/threads/9/replies': (_init, url) =>
          url.searchParams.get('parent_reply_id') === '50'
            ? [200, paged([66, 67].map(nested), 2, 2, 7)]
            : [200, paged([reply({ total_replies: 7, flatten_replies: first as never })])],
      }),
    );
    expect(await screen.findByText('Nested 65')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ui.hideReplies }));
    expect(screen.queryByText('Nested 61')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ui.showReplies(7) }));
    await user.click(screen.getByRole('button', { name: ui.loadMore }));
    expect(await screen.findByText('Nested 67')).toBeInTheDocument();
    const asked = calls(spy, 'GET', 'community/threads/9/replies').find((c) => c.url.searchParams.get('parent_reply_id') === '50')!;
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({ page: '2', perPage: '5', parent_reply_id: '50' });
    expect(screen.queryByRole('button', { name: ui.loadMore })).not.toBeInTheDocument();
  });

  it('posts a reply and a nested reply, and keeps the text when posting fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { spy } = renderCommunity(
      '/community/threads/9',
      threadApi({
        'GET community/threads/9/replies': [200, paged([reply()])],
        'POST community/threads/9/replies': () => (fail ? [500, {}] : [201, { message: texts.replyCreated, item: reply({ id: 70 }) }]),
      }),
    );
    const editor = await screen.findByRole('textbox', { name: ui.yourReply });
    await user.click(editor);
    await user.keyboard('Praying for you');
    await user.click(screen.getByRole('button', { name: ui.postReply }));
    expect(await screen.findByText(toasts.submitReply)).toBeInTheDocument();
    expect(editor).toHaveTextContent('Praying for you');
    fail = false;
    await waitFor(() => expect(screen.getByRole('button', { name: ui.postReply })).not.toHaveAttribute('data-loading'), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: ui.postReply }));
    expect(await screen.findByText(texts.replyCreated)).toBeInTheDocument();
    const posted = calls(spy, 'POST', 'community/threads/9/replies');
    expect(posted.at(-1)?.body).toMatchObject({ reply_id: null });
    expect(posted.at(-1)?.body.reply_text).toContain('Praying for you');

    await user.click(screen.getByRole('button', { name: ui.replyTo('Jo Banks') }));
    const nestedEditor = await screen.findByRole('textbox', { name: ui.replyTo('Jo Banks') });
    await user.click(nestedEditor);
    await user.keyboard('Same here');
    await user.click(screen.getAllByRole('button', { name: ui.postReply })[0]!);
    await waitFor(() => expect(calls(spy, 'POST', 'community/threads/9/replies').at(-1)?.body).toMatchObject({ reply_id: 50 }));
  });

  it('sends an unknown thread to /PageNotFound with the spec’s toast', async () => {
    renderCommunity('/community/threads/404', { 'GET community/threads/404': [404, { message: texts.threadNotFound }] });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(await screen.findByText(toasts.initializeThread)).toBeInTheDocument();
  });
});

describe('lists', () => {
  it('explains how to watch a thread when none is watched', async () => {
    renderCommunity('/community/watched-threads', { 'GET community/watched-threads': [200, paged([])] });
    expect(await screen.findByText(ui.noWatchedThreads)).toBeInTheDocument();
  });

  it('lists watched threads linking to /community/threads/{id}', async () => {
    renderCommunity('/community/watched-threads', { 'GET community/watched-threads': [200, paged([thread({ total_replies: 4 })], 1, 1)] });
    const row = await screen.findByRole('link', { name: /Day one again/ });
    expect(row).toHaveAttribute('href', '/community/threads/9');
    expect(within(row).getByText(/4 replies · 3 views · 1 participant/)).toBeInTheDocument();
  });

  it('loads the next 15 watched threads at the end of the list (the button stands in for the scroll)', async () => {
    const user = userEvent.setup();
    const { spy } = renderCommunity('/community/watched-threads', {
      'GET community/watched-threads': (_init, url) =>
        url.searchParams.get('page') === '2'
          ? [200, paged([thread({ id: 30, title: 'Second page thread' })], 2, 2, 16)]
          : [200, paged([thread()], 1, 2, 16)],
    });
    expect(await screen.findByRole('link', { name: /Day one again/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ui.next }));
    expect(await screen.findByRole('link', { name: /Second page thread/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Day one again/ })).toBeInTheDocument();
    expect(calls(spy, 'GET', 'community/watched-threads').map((c) => c.url.searchParams.get('perPage'))).toEqual(['15', '15']);
    expect(screen.queryByRole('button', { name: ui.next })).not.toBeInTheDocument();
  });

  it('lists a member’s replies, each linking to its thread', async () => {
    renderCommunity('/community/user-activity/2', {
      'GET community/users/2/replies': [
        200,
        paged([
          { id: 50, reply_text: '<p>Keep going</p>', created_at: '2026-03-01T11:00:00.000Z', thread: { id: 9, title: 'Day one again' } },
        ]),
      ],
    });
    expect(await screen.findByRole('link', { name: 'Day one again' })).toHaveAttribute('href', '/community/threads/9');
    expect(screen.getByText('Keep going')).toBeInTheDocument();
  });

  it('says No recent activity found. for a member without replies', async () => {
    renderCommunity('/community/user-activity/2', { 'GET community/users/2/replies': [200, paged([])] });
    expect(await screen.findByText(toasts.noActivity)).toBeInTheDocument();
  });
});
