import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminPeopleTexts as t, type AdminPerson } from '@holdfast/shared/admin';
import { validationMessages as m } from '@holdfast/shared/validation';
import { makeUser, mockApi, renderRoutes, signIn } from '@/test/render';
import { PersonPage } from './person-page';

const account = {
  verified_on: '2026-11-01T10:00:00.000Z',
  suspended_at: null,
  configuration_complete: true,
  active_sessions: 2,
  last_seen_at: '2026-12-01T10:00:00.000Z',
};
const content = {
  profile: { first_name: 'Jo', last_name: 'Banks', gender: 'Male', is_leader: false, is_student: true, is_married: false },
  groups: [{ id: 4, name: 'Tuesday Men', group_type: 'standard', role_type: 'member', request_status: 'accepted' }],
  partner_count: 2,
  coach_links: [],
  payments: { courses: [], premium: [] },
};
const person = (over: Partial<AdminPerson> = {}): AdminPerson => ({
  id: 7,
  email: 'jo@example.org',
  username: 'jo',
  display_name: 'Jo Banks',
  created_at: '2026-10-01T10:00:00.000Z',
  roles: [],
  account,
  ...over,
});
const admin = makeUser({ id: 1, roles: [{ id: 1, name: 'ff_admin' }] });
const support = makeUser({ id: 2, roles: [{ id: 7, name: 'support' }] });

const open = () =>
  renderRoutes(
    [
      { path: '/admin/people/:id', element: <PersonPage /> },
      { path: '/admin/people', element: <p>People list</p> },
    ],
    '/admin/people/7',
  );
const bodyOf = (spy: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = spy.mock.calls.find(([url, init]) => init?.method === method && String(url).endsWith(path));
  return call ? JSON.parse(String(call[1]!.body)) : undefined;
};

describe('PersonPage', () => {
  it('shows support the account state only: no content, no actions, the roles read-only', async () => {
    signIn();
    mockApi({ 'GET users/profile': [200, support], 'GET admin/people/7': [200, person()] });
    open();
    expect(await screen.findByRole('heading', { name: 'Jo Banks', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(t.sessions(2))).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: t.grantableRole.community_admin })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: t.actions })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t.groups })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.suspend })).not.toBeInTheDocument();
  });

  it('gives an ff_admin the content and a role switch that sends the new roles', async () => {
    signIn();
    const user = userEvent.setup();
    const spy = mockApi({
      'GET users/profile': [200, admin],
      'GET admin/people/7': [200, person({ roles: ['coach', 'support'], content })],
      'PUT admin/users/7/roles': [200, { message: 'Roles updated.', user_id: 7, roles: ['coach', 'community_admin', 'support'] }],
    });
    open();
    expect(await screen.findByText('Tuesday Men')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: t.flagLabels.is_student })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: t.grantableRole.community_admin }));
    await waitFor(() => expect(bodyOf(spy, 'PUT', 'admin/users/7/roles')).toEqual({ roles: ['community_admin', 'support'] }));
  });

  it('suspends only with a reason of at least five characters', async () => {
    signIn();
    const user = userEvent.setup();
    const spy = mockApi({
      'GET users/profile': [200, admin],
      'GET admin/people/7': [200, person({ content })],
      'POST admin/users/7/suspend': [200, { message: 'User suspended successfully.' }],
    });
    open();
    await user.click(await screen.findByRole('button', { name: t.suspend }));
    const dialog = await screen.findByRole('dialog', { name: t.suspendTitle });
    await user.click(within(dialog).getByRole('button', { name: t.suspend }));
    expect(await within(dialog).findByText(m.required)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'abc');
    await user.click(within(dialog).getByRole('button', { name: t.suspend }));
    expect(await within(dialog).findByText(m.minLength(5))).toBeInTheDocument();
    expect(bodyOf(spy, 'POST', 'admin/users/7/suspend')).toBeUndefined();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), ' spam');
    await user.click(within(dialog).getByRole('button', { name: t.suspend }));
    await waitFor(() => expect(bodyOf(spy, 'POST', 'admin/users/7/suspend')).toEqual({ reason: 'abc spam' }));
  });

  it('erases only once the e-mail is typed and a reason given', async () => {
    signIn();
    const user = userEvent.setup();
    const spy = mockApi({
      'GET users/profile': [200, admin],
      'GET admin/people/7': [200, person({ content })],
      'POST admin/people/7/erase': [200, { message: t.erased }],
    });
    open();
    await user.click(await screen.findByRole('button', { name: t.erase }));
    const dialog = await screen.findByRole('dialog', { name: t.eraseTitle });
    const confirm = within(dialog).getByRole('button', { name: t.eraseConfirm });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Asked by mail');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: t.eraseConfirmLabel('jo@example.org') }), 'jo@example.org');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(bodyOf(spy, 'POST', 'admin/people/7/erase')).toEqual({ reason: 'Asked by mail' }));
    // The person is gone: the admin is back at the search.
    expect(await screen.findByText('People list')).toBeInTheDocument();
  });

  it('an ff_admin account cannot be suspended, erased or impersonated', async () => {
    signIn();
    mockApi({ 'GET users/profile': [200, admin], 'GET admin/people/7': [200, person({ roles: ['ff_admin'], content })] });
    open();
    expect(await screen.findByText(t.protectedAccount)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.suspend })).toBeDisabled();
    expect(screen.getByRole('button', { name: t.erase })).toBeDisabled();
    expect(screen.queryByRole('link', { name: t.impersonate })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: t.grantableRole.support })).toBeDisabled();
  });
});
