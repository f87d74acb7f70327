import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountsTexts } from '@holdfast/shared/accounts';
import { TOKEN_KEY } from '@/lib/token-store';
import { mockApi, renderPage } from '@/test/render';
import { LoginPage } from './login-page';

describe('LoginPage', () => {
  it('shows the verification banner and prefills the email', () => {
    renderPage(<LoginPage />, '/login?verificationCompleted=true&email=sam%40example.org');
    expect(screen.getByText(accountsTexts.verificationCompleted)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sam@example.org');
  });

  it('has no banner on a plain visit', () => {
    renderPage(<LoginPage />, '/login');
    expect(screen.queryByText(accountsTexts.verificationCompleted)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });

  it('stores the token and goes to /dashboard on success', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST oauth/token': [200, { access_token: 'tok-1', token_type: 'Bearer', expires_in: 3600 }] });
    const { router } = renderPage(<LoginPage />, '/login', [{ path: '/dashboard', element: <p>dash</p> }]);

    await user.type(screen.getByLabelText(/^Email/), 'sam@example.org');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
  });

  it('toasts "Unable to login" on bad credentials', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST oauth/token': [401, { message: accountsTexts.invalidCredentials }] });
    renderPage(<LoginPage />, '/login');

    await user.type(screen.getByLabelText(/^Email/), 'sam@example.org');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(accountsTexts.unableToLogin)).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('sends suspended accounts to /suspended-account', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST oauth/token': [403, { message: accountsTexts.suspended, code: 'account_suspended' }] });
    const { router } = renderPage(<LoginPage />, '/login', [{ path: '/suspended-account', element: <p>suspended</p> }]);

    await user.type(screen.getByLabelText(/^Email/), 'sam@example.org');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suspended-account'));
  });
});
