import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import {
  communitySafetyTexts as st,
  communityTexts as texts,
  HIDE_CONTENT_WARNINGS_META,
  type ForumSearchHit,
} from '@holdfast/shared/community';
import { DEFAULT_CRISIS_SUPPORT } from '@holdfast/shared/reference';
import { validationMessages as m } from '@holdfast/shared/validation';
import { cPerson, paged, thread, topic } from '@/test/community';
import { makeUser, mockApi, preloadLazyRoutes, renderPage, renderRoutes, signIn } from '@/test/render';
import { communityUi as ui } from '../lib/texts';
import { communityAppRoutes } from '../routes';
import { CommunitySearchPage } from '../pages/search-page';
import { ContentWarningGate } from './content-warning';
import { StrugglingControl } from './struggling';

afterEach(() => notifications.clean());

const bodies = (spy: ReturnType<typeof mockApi>, method: string, path: string) =>
  spy.mock.calls
    .filter(
      ([input, init]) => new URL(String(input), 'http://localhost').pathname === `/api/v1.2/${path}` && (init?.method ?? 'GET') === method,
    )
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

describe("I'm struggling right now", () => {
  it('marks the post, then shows the crisis resources at once with tappable call and text links', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = mockApi({
      'PATCH community/threads/9/struggling': [200, { message: texts.markedStruggling, is_struggling: true }],
      'GET system-configs/CrisisSupport': [200, { id: 1, type: 'CrisisSupport', config: DEFAULT_CRISIS_SUPPORT }],
    });
    renderPage(<StrugglingControl kind="thread" id={9} marked={false} />);
    await user.click(await screen.findByRole('button', { name: st.struggling }));
    const dialog = await screen.findByRole('dialog', { name: st.struggling });
    expect(dialog).toHaveTextContent(texts.markedStruggling);
    const first = DEFAULT_CRISIS_SUPPORT.resources[0]!;
    expect(await screen.findByRole('article', { name: first.name })).toBeInTheDocument();
    const call = screen.getAllByRole('link').find((a) => a.getAttribute('href')?.startsWith('tel:'));
    expect(call).toBeDefined();
    expect(bodies(spy, 'PATCH', 'community/threads/9/struggling')[0]?.body).toEqual({ is_struggling: true });
  });

  it('takes the mark back from a marked reply without opening the resources', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = mockApi({ 'PATCH community/replies/50/struggling': [200, { message: texts.unmarkedStruggling, is_struggling: false }] });
    renderPage(<StrugglingControl kind="reply" id={50} marked />);
    await user.click(await screen.findByRole('button', { name: st.strugglingUndo }));
    await waitFor(() => expect(bodies(spy, 'PATCH', 'community/replies/50/struggling')[0]?.body).toEqual({ is_struggling: false }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says so when the API refuses (someone else's post)", async () => {
    const user = userEvent.setup();
    signIn();
    mockApi({ 'PATCH community/replies/50/struggling': [403, { message: texts.notPostAuthor, code: 'not_reply_author' }] });
    renderPage(<StrugglingControl kind="reply" id={50} marked={false} />);
    await user.click(await screen.findByRole('button', { name: st.struggling }));
    expect(await screen.findByText(texts.notPostAuthor)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('content warnings', () => {
  it('blurs the content, out of reach of screen readers, until the notice is tapped', async () => {
    const user = userEvent.setup();
    renderPage(
      <ContentWarningGate warning="relapse_details">
        <p>What happened that night</p>
      </ContentWarningGate>,
    );
    const notice = await screen.findByRole('button', {
      name: new RegExp(st.contentWarningNotice(st.contentWarnings.relapse_details).replace('.', '\\.')),
    });
    expect(screen.getByText('What happened that night').closest('[aria-hidden="true"]')).not.toBeNull();
    await user.click(notice);
    expect(screen.getByText('What happened that night').closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.queryByRole('button', { name: /Content warning/ })).not.toBeInTheDocument();
  });

  it('shows content without a warning as it is', async () => {
    renderPage(
      <ContentWarningGate warning={null}>
        <p>A good day</p>
      </ContentWarningGate>,
    );
    expect((await screen.findByText('A good day')).closest('[aria-hidden="true"]')).toBeNull();
  });
});

describe('community search', () => {
  const hit = (over: Partial<ForumSearchHit> = {}): ForumSearchHit => ({
    type: 'thread',
    thread_id: 9,
    reply_id: null,
    thread_title: 'Lighthouse keepers',
    snippet: 'The lighthouse kept me steady',
    author: cPerson({ id: 3, name: 'Noah Park' }),
    author_handle: 't00000000000000000000000000000009',
    is_mine: false,
    created_at: '2026-03-01T10:00:00.000Z',
    content_warning: null,
    ...over,
  });

  it('asks from 3 characters, lists threads and replies with links to their thread, and hides a warned snippet', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = mockApi({
      [`GET users/user-meta/${HIDE_CONTENT_WARNINGS_META}`]: [200, { key: HIDE_CONTENT_WARNINGS_META, value: null }],
      'GET community/search': (_init, url) =>
        url.searchParams.get('q') === 'lighthouse'
          ? [
              200,
              paged([
                hit(),
                hit({
                  type: 'reply',
                  reply_id: 51,
                  thread_id: 12,
                  thread_title: 'Lost at sea',
                  snippet: 'warned words',
                  content_warning: 'relapse_details',
                }),
              ]),
            ]
          : [200, paged([])],
    });
    renderPage(<CommunitySearchPage />, '/community/search');
    const box = await screen.findByRole('searchbox', { name: st.searchLabel });
    await user.type(box, 'li');
    expect(await screen.findByText(m.minLength(3))).toBeInTheDocument();
    expect(bodies(spy, 'GET', 'community/search')).toEqual([]);
    await user.type(box, 'ghthouse');
    expect(await screen.findByText(st.searchResults(2), {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lighthouse keepers/ })).toHaveAttribute('href', '/community/threads/9');
    expect(screen.getByRole('link', { name: /Lost at sea/ })).toHaveAttribute('href', '/community/threads/12');
    expect(screen.getByText('The lighthouse kept me steady')).toBeInTheDocument();
    expect(screen.queryByText('warned words')).not.toBeInTheDocument();
    expect(bodies(spy, 'GET', 'community/search').map((c) => c.url.searchParams.get('q'))).toEqual(['lighthouse']);
  });

  it('says when nothing matches, and saves the choice to hide warned threads', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = mockApi({
      [`GET users/user-meta/${HIDE_CONTENT_WARNINGS_META}`]: [200, { key: HIDE_CONTENT_WARNINGS_META, value: null }],
      [`POST users/user-meta/${HIDE_CONTENT_WARNINGS_META}`]: (init) => [
        200,
        { key: HIDE_CONTENT_WARNINGS_META, value: JSON.parse(String(init?.body)).value },
      ],
      'GET community/search': [200, paged([])],
    });
    renderPage(<CommunitySearchPage />, '/community/search?q=nothing');
    expect(await screen.findByText(st.searchEmpty)).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: st.hideContentWarnings });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() => expect(bodies(spy, 'POST', `users/user-meta/${HIDE_CONTENT_WARNINGS_META}`)[0]?.body).toEqual({ value: true }));
    await waitFor(() => expect(toggle).toBeChecked());
  });
});

describe('starting a thread that needs support', () => {
  it('sends the warning and the mark, then opens the thread with the crisis resources, the badge and the blurred content', async () => {
    const user = userEvent.setup();
    signIn();
    const viewer = makeUser({ id: 3 }, { community_agreement_accepted: true, age: 34 });
    const created = thread({
      id: 21,
      title: 'Hard night',
      is_struggling: true,
      content_warning: 'relapse_details',
      author: cPerson({ id: 3, name: 'Ana Cruz' }),
    });
    const spy = mockApi({
      'GET users/profile': [200, viewer],
      'GET community/topics/4': [200, topic()],
      'POST community/topics/4/threads': [201, { message: texts.threadCreated, item: created }],
      'GET community/threads/21': [200, created],
      'GET community/threads/21/replies': [200, paged([])],
      'GET community/threads/21/favourite-replies': [200, []],
      'GET community/threads/21/my-reactions': [200, []],
      'POST community/threads/21/view': [200, { total_views: 1, counted: true }],
      'GET system-configs/CrisisSupport': [200, { id: 1, type: 'CrisisSupport', config: DEFAULT_CRISIS_SUPPORT }],
    });
    await preloadLazyRoutes(communityAppRoutes);
    renderRoutes(communityAppRoutes, '/community/topics/4/new-thread');
    const editor = await screen.findByRole('textbox', { name: ui.threadContent });
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Hard night');
    await user.click(editor);
    await user.keyboard('Tonight is hard');
    await user.click(screen.getAllByLabelText(st.contentWarningLabel).find((el) => el.tagName === 'INPUT')!);
    await user.click(await screen.findByRole('option', { name: st.contentWarnings.relapse_details }));
    await user.click(screen.getByRole('checkbox', { name: st.struggling }));
    await user.click(screen.getByRole('button', { name: ui.postThread }));

    expect(await screen.findByRole('dialog', { name: st.struggling })).toHaveTextContent(texts.markedStruggling);
    expect(bodies(spy, 'POST', 'community/topics/4/threads')[0]?.body).toMatchObject({
      title: 'Hard night',
      is_struggling: true,
      content_warning: 'relapse_details',
    });
    expect(screen.getByText(st.strugglingBadge)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: st.strugglingUndo })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Content warning: Relapse details/ })).toBeInTheDocument();
  }, 30_000);
});
