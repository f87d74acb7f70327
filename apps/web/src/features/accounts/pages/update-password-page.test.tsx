import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validationMessages as m } from '@holdfast/shared/validation';
import { mockApi, renderPage, signIn } from '@/test/render';
import { UpdatePasswordPage } from './update-password-page';

describe('UpdatePasswordPage', () => {
  it('asks to confirm the new password and sends nothing while the two differ', async () => {
    const user = userEvent.setup();
    signIn();
    const update = vi.fn(() => [200, { message: 'Password changed.' }] as [number, unknown]);
    const logout = vi.fn(
      (init: RequestInit | undefined) =>
        [200, { message: 'Logged out.', auth: (init?.headers as Record<string, string>).Authorization }] as [number, unknown],
    );
    mockApi({ 'PUT users/update-password': update, 'POST oauth/logout': logout });
    renderPage(<UpdatePasswordPage />, '/update-password', [{ path: '/login', element: <p>login</p> }]);
    await user.type(screen.getByLabelText(/^Old Password/, { selector: 'input' }), 'Old*Password1');
    await user.type(screen.getByLabelText(/^New Password/, { selector: 'input' }), 'N3w*Password');
    await user.type(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'N3w*Passwort');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(m.passwordsDoNotMatch)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }));
    await user.type(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'N3w*Password');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    // The server kept this session (it signed out the others); the page signs it out too.
    await vi.waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect((logout.mock.calls[0]![0]!.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    expect(localStorage.getItem('holdfast.token')).toBeNull();
  });
});
