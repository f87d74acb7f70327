import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountsTexts } from '@holdfast/shared/accounts';
import { mockApi, renderPage } from '@/test/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';

describe('account recovery and deep links', () => {
  it('forgot-password says it sent the link once', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST users/forgot-password': [200, { message: accountsTexts.forgotSuccess }] });
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(accountsTexts.forgotSuccess)).toBeInTheDocument();
    expect(screen.getAllByText(accountsTexts.forgotSuccess)).toHaveLength(1);
  });

  it('an expired or used reset link says so once, as the page opens, before any typing', async () => {
    let checked: unknown;
    mockApi({
      'POST users/reset-password/check': (init) => {
        checked = JSON.parse(String(init?.body));
        return [200, { valid: false }];
      },
    });
    renderPage(<ResetPasswordPage />, '/reset-password?token=old&email=sam%40example.org', [
      { path: '/forgot-password', element: <p>forgot</p> },
    ]);
    expect(await screen.findByText(accountsTexts.resetInvalidToken)).toBeInTheDocument();
    expect(screen.getAllByText(accountsTexts.resetInvalidToken)).toHaveLength(1);
    expect(checked).toEqual({ token: 'old', email: 'sam@example.org' });
    // Nothing to type into: the way on is a new link.
    expect(screen.queryByLabelText(/^New Password/, { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('a good reset link shows the form', async () => {
    mockApi({ 'POST users/reset-password/check': [200, { valid: true }] });
    renderPage(<ResetPasswordPage />, '/reset-password?token=fresh&email=sam%40example.org');
    expect(await screen.findByLabelText(/^New Password/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.queryByText(accountsTexts.resetInvalidToken)).not.toBeInTheDocument();
  });

  it('a link that expires while the form is open says so once on submit', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST users/reset-password/check': [200, { valid: true }],
      'POST users/reset-password': [
        422,
        { message: 'This password reset token is invalid.', errors: { token: ['This password reset token is invalid.'] } },
      ],
    });
    renderPage(<ResetPasswordPage />, '/reset-password?token=old&email=sam%40example.org');
    await user.type(await screen.findByLabelText(/^New Password/, { selector: 'input' }), 'Holdfast*2026');
    await user.type(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'Holdfast*2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(accountsTexts.resetInvalidToken)).toBeInTheDocument();
    expect(screen.getAllByText(accountsTexts.resetInvalidToken)).toHaveLength(1);
    expect(screen.queryByText('This password reset token is invalid.')).not.toBeInTheDocument();
  });

  it('sign-in returns to the page a signed-out deep link asked for, and never to another site', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST oauth/token': [200, { access_token: 'tok-1', token_type: 'Bearer', expires_in: 3600 }] });
    const { router } = renderPage(<LoginPage />, '/login?next=%2Fprogress', [{ path: '/progress', element: <p>progress</p> }]);
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.org');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/progress'));
  });
});
