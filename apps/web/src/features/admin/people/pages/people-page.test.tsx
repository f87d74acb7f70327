import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminPeopleTexts as t } from '@holdfast/shared/admin';
import { makeUser, mockApi, renderPage, signIn } from '@/test/render';
import { PeoplePage } from './people-page';

const jo = {
  id: 7,
  email: 'jo@example.org',
  username: 'jo',
  display_name: 'Jo Banks',
  roles: ['community_admin'],
  verified: true,
  suspended: true,
  created_at: '2026-10-01T10:00:00.000Z',
};
const page = (items: unknown[], totalPages = 1) => ({ items, page: 1, perPage: 20, totalPages, totalItems: items.length, offset: 0 });

describe('PeoplePage', () => {
  it('searches by what the admin typed and lists who matches, with their state', async () => {
    signIn();
    const user = userEvent.setup();
    const spy = mockApi({
      'GET users/profile': [200, makeUser({ roles: [{ id: 1, name: 'support' }] })],
      'GET admin/people': (_init, url) => [200, page(url.searchParams.get('q') === 'jo' ? [jo] : [])],
    });
    renderPage(<PeoplePage />, '/admin/people');
    expect(await screen.findByText(t.noPeople)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: t.searchLabel }), 'jo');
    await user.click(screen.getByRole('button', { name: t.search }));
    // A table on a desktop and cards on a phone (CSS picks one): both link to the person.
    const links = await screen.findAllByRole('link', { name: 'Jo Banks' });
    expect(links[0]).toHaveAttribute('href', '/admin/people/7');
    expect(screen.getAllByText(t.suspended).length).toBeGreaterThan(0);
    await waitFor(() => expect(spy.mock.calls.some(([url]) => new URL(String(url), 'http://x').searchParams.get('q') === 'jo')).toBe(true));
  });

  it('says when the list cannot load', async () => {
    signIn();
    mockApi({ 'GET users/profile': [200, makeUser()], 'GET admin/people': [500, { message: 'boom' }] });
    renderPage(<PeoplePage />, '/admin/people');
    expect(await screen.findByText(t.peopleFailed)).toBeInTheDocument();
  });
});
