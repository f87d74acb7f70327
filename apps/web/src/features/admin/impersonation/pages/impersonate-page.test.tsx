import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { impersonationTexts as t } from '@holdfast/shared/admin';
import { getToken, isImpersonated } from '@/lib/token-store';
import { makeUser, mockApi, renderRoutes, signIn } from '@/test/render';
import { ImpersonatePage } from './impersonate-page';

const admin = makeUser({ roles: [{ id: 1, name: 'ff_admin' }] });
const bodies = (spy: ReturnType<typeof mockApi>, path: string) =>
  spy.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && new URL(String(url), 'http://x').pathname === `/api/v1.2/${path}`)
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('ImpersonatePage', () => {
  it('is refused to someone who is not an ff_admin, and asks nothing', async () => {
    signIn();
    const spy = mockApi({ 'GET users/profile': [200, makeUser({ roles: [{ id: 2, name: 'support' }] })] });
    renderRoutesAt('7');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.start })).not.toBeInTheDocument();
    expect(bodies(spy, 'admin/impersonation-tokens')).toEqual([]);
  });

  it('asks a reason of 5 characters at least before anything is sent', async () => {
    signIn('admin-token');
    const user = userEvent.setup();
    const spy = mockApi({ 'GET users/profile': [200, admin] });
    renderRoutesAt('7');
    await user.type(await screen.findByRole('textbox', { name: t.reasonLabel }), 'abc');
    await user.click(screen.getByRole('button', { name: t.start }));
    expect(await screen.findByText('The field must be at least 5 characters long')).toBeInTheDocument();
    expect(bodies(spy, 'admin/impersonation-tokens')).toEqual([]);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('makes the link with the reason, opens the read-only session, keeps the admin token and goes to the dashboard', async () => {
    signIn('admin-token');
    const user = userEvent.setup();
    const spy = mockApi({
      'GET users/profile': [200, admin],
      'POST admin/impersonation-tokens': [
        201,
        { token: 'one-time', url: 'http://x/login-as-user?token=one-time', expires_at: '2026-12-03T08:00:00.000Z' },
      ],
      'POST oauth/token': [200, { access_token: 'member-token', token_type: 'Bearer', expires_in: 3600, impersonated: true }],
    });
    const { router } = renderRoutesAt('7');
    await user.type(await screen.findByRole('textbox', { name: t.reasonLabel }), 'Help-desk mail #12');
    await user.click(screen.getByRole('button', { name: t.start }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(bodies(spy, 'admin/impersonation-tokens')).toEqual([{ user_id: 7, reason: 'Help-desk mail #12' }]);
    expect(bodies(spy, 'oauth/token')).toEqual([{ grant_type: 'impersonation', impersonation_token: 'one-time' }]);
    expect(getToken()).toBe('member-token');
    expect(isImpersonated()).toBe(true);
    expect(localStorage.getItem('holdfast.token.admin')).toBe('admin-token');
  });

  it('shows the refusal and keeps the admin signed in as themselves', async () => {
    signIn('admin-token');
    const user = userEvent.setup();
    mockApi({
      'GET users/profile': [200, admin],
      'POST admin/impersonation-tokens': [403, { message: 'This user cannot be impersonated.' }],
    });
    renderRoutesAt('7');
    await user.type(await screen.findByRole('textbox', { name: t.reasonLabel }), 'Help-desk mail #12');
    await user.click(screen.getByRole('button', { name: t.start }));
    expect(await screen.findByText('This user cannot be impersonated.')).toBeInTheDocument();
    expect(getToken()).toBe('admin-token');
    expect(isImpersonated()).toBe(false);
  });
});

function renderRoutesAt(id: string) {
  return renderRoutes(
    [
      { path: '/admin/impersonate/:userId', element: <ImpersonatePage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    `/admin/impersonate/${id}`,
  );
}
