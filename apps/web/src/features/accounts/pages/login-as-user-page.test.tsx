import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoutes } from '@/test/render';
import { getToken, isImpersonated } from '@/lib/token-store';
import { LoginAsUserPage } from './login-as-user-page';

// The session an impersonation link opens is remembered as one, so the shell marks it.
describe('LoginAsUserPage', () => {
  it('signs in with the one-time token and marks the session as an impersonation', async () => {
    const sent: unknown[] = [];
    mockApi({
      'POST oauth/token': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return [200, { access_token: 'acting-token', token_type: 'Bearer', expires_in: 3600, impersonated: true }];
      },
    });
    const { router } = renderRoutes(
      [
        { path: '/login-as-user', element: <LoginAsUserPage /> },
        { path: '/dashboard', element: <p>dashboard</p> },
      ],
      '/login-as-user?token=one-time',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sent).toEqual([{ grant_type: 'impersonation', impersonation_token: 'one-time' }]);
    expect(getToken()).toBe('acting-token');
    expect(isImpersonated()).toBe(true);
  });
});
