import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { anonymousAuthorTexts as a, communityTexts as texts } from '@holdfast/shared/community';
import { cPerson, paged, reply, thread, topic } from '@/test/community';
import { makeUser, mockApi, preloadLazyRoutes, renderRoutes, signIn } from '@/test/render';
import { communityAppRoutes } from '../routes';
import { communityUi as ui } from '../lib/texts';

type Api = Parameters<typeof mockApi>[0];

/** An anonymous reply's author is acted on through the post's handle, never named or opened as a profile. */
const HANDLE = 'r11111111111111111111111111111111';
const anonymousReply = reply({
  id: 60,
  user_id: 0,
  user: cPerson({ id: 0, name: 'Anonymous member' }),
  author_handle: HANDLE,
  reply_text: '<p>Quietly here.</p>',
});

function renderThread(api: Api = {}) {
  signIn();
  const spy = mockApi({
    'GET users/profile': [200, makeUser({ roles: [] }, { community_agreement_accepted: true, age: 34 })],
    'GET community/threads/9': [
      200,
      thread({ author: cPerson({ id: 0, name: 'Anonymous member' }), author_handle: 't22222222222222222222222222222222' }),
    ],
    'GET community/topics/4': [200, topic()],
    'GET community/threads/9/favourite-replies': [200, []],
    'GET community/threads/9/my-reactions': [200, []],
    'POST community/threads/9/view': [200, { total_views: 4, counted: true }],
    'GET community/threads/9/replies': [200, paged([anonymousReply])],
    ...api,
  });
  renderRoutes([...communityAppRoutes, { path: '/PageNotFound', element: <p>Page not found</p> }], '/community/threads/9');
  return spy;
}

const calls = (spy: ReturnType<typeof mockApi>, method: string, path: string) =>
  spy.mock.calls
    .filter(
      ([input, init]) => new URL(String(input), 'http://localhost').pathname === `/api/v1.2/${path}` && (init?.method ?? 'GET') === method,
    )
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

/** The anonymous reply's author menu (the reply's article holds its trigger). */
async function openReplyAuthorMenu(user: ReturnType<typeof userEvent.setup>) {
  const article = (await screen.findByText('Quietly here.')).closest('article')!;
  await user.click(within(article).getByRole('button', { name: a.menuLabel }));
  return screen.findByRole('menu');
}

beforeAll(() => preloadLazyRoutes(communityAppRoutes), 60_000);
afterEach(() => notifications.clean());

describe("an anonymous post's author", () => {
  it('sends a message request and a partner request by the reply’s handle, naming nobody', async () => {
    const user = userEvent.setup();
    const spy = renderThread({
      'POST messaging-requests': [201, { item: {} }],
      'POST accountability-partners': [201, { message: 'Request sent', item: {} }],
    });
    let menu = await openReplyAuthorMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: a.message }));
    expect(await screen.findByText(a.messageSent)).toBeInTheDocument();
    expect(calls(spy, 'POST', 'messaging-requests')).toEqual([{ user_type: 'community', author_handle: HANDLE }]);
    menu = await openReplyAuthorMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: a.askPartner }));
    expect(await screen.findByText(a.partnerSent)).toBeInTheDocument();
    expect(calls(spy, 'POST', 'accountability-partners')).toEqual([{ action_type: 'user', request_type: 'mutual', author_handle: HANDLE }]);
    // No profile was asked for (there is no id to ask with).
    expect(spy.mock.calls.some(([input]) => String(input).includes('community/users/'))).toBe(false);
  });

  it('flags with a reason and blocks after a confirmation, by handle', async () => {
    const user = userEvent.setup();
    const spy = renderThread({
      [`POST community/authors/${HANDLE}/flag`]: [200, { message: texts.userFlagged }],
      [`POST community/authors/${HANDLE}/block`]: [200, { message: texts.userBlocked }],
    });
    let menu = await openReplyAuthorMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: a.flag }));
    const dialog = await screen.findByRole('dialog', { name: `${ui.flagMemberTitle}: ${a.name}` });
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(ui.flagMemberReason) }), 'Unkind');
    await user.click(within(dialog).getByRole('button', { name: ui.flagMember }));
    expect(await screen.findByText(texts.userFlagged)).toBeInTheDocument();
    expect(calls(spy, 'POST', `community/authors/${HANDLE}/flag`)).toEqual([{ reason: 'Unkind' }]);
    menu = await openReplyAuthorMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: a.block }));
    const confirm = await screen.findByRole('dialog', { name: ui.blockTitle });
    expect(within(confirm).getByText(a.blockConfirm)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: a.block }));
    await waitFor(() => expect(calls(spy, 'POST', `community/authors/${HANDLE}/block`)).toHaveLength(1));
  });

  it('offers the same menu on an anonymous thread, and the profile modal on a named author', async () => {
    const user = userEvent.setup();
    renderThread({ 'GET community/threads/9/replies': [200, paged([reply()])] });
    const heading = await screen.findByRole('heading', { name: 'Day one again', level: 1 });
    expect(heading).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Day one again' });
    await user.click(within(article).getByRole('button', { name: a.menuLabel }));
    expect(within(await screen.findByRole('menu')).getByRole('menuitem', { name: a.askPartner })).toBeInTheDocument();
    // The named reply keeps the profile trigger.
    expect(screen.getByRole('button', { name: ui.detailsOf('Jo Banks') })).toBeInTheDocument();
  });
});
