import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountsTexts as t } from '@holdfast/shared/accounts';
import { makeUser, mockApi, renderPage, signIn } from '@/test/render';
import { UpdateEmailPage } from './update-email-page';

describe('UpdateEmailPage: the three request states', () => {
  it('Send Request with none pending; then Resend, Update or Cancel; the same address again is refused', async () => {
    signIn();
    let pending: { id: number; email: string; created_at: string } | null = null;
    const resend = vi.fn(() => [200, { message: 'Verification email sent.' }] as [number, unknown]);
    mockApi({
      'GET users/profile': [200, makeUser()],
      'GET users/change-email-request': () => [200, { request: pending }],
      'POST users/change-email-request': (init) => {
        const { email } = JSON.parse(String(init?.body)) as { email: string };
        if (pending?.email === email) return [409, { message: t.emailChangeRequestDuplicate }];
        pending = { id: 4, email, created_at: '2026-12-01T10:00:00.000Z' };
        return [201, { message: t.emailChangeRequestSent, request: pending }];
      },
      'PUT users/change-email': (init) => {
        const { email } = JSON.parse(String(init?.body)) as { email: string };
        if (pending?.email === email) return [409, { message: t.emailChangeRequestDuplicate }];
        pending = { ...pending!, email };
        return [200, { message: t.emailChangeRequestSent, request: pending }];
      },
      'POST users/resend-new-verification': resend,
      'DELETE users/change-email-request': () => {
        pending = null;
        return [200, { message: t.emailChangeRequestDeleted }];
      },
    });
    renderPage(<UpdateEmailPage />, '/update-email');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/New Email/), 'new@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(t.emailChangeRequestSent)).toBeInTheDocument();

    // Pending: Resend, Update, Cancel.
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    await vi.waitFor(() => expect(resend).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String((resend.mock.calls[0] as unknown as [RequestInit])[0].body))).toEqual({ email: 'new@example.org' });
    const field = screen.getByLabelText(/New Email/);
    await user.clear(field);
    await user.type(field, 'other@example.org');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(/Change to/)).toHaveTextContent('other@example.org');
    // The same address as the pending request again.
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(t.emailChangeRequestDuplicate)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(t.emailChangeRequestDeleted)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send Request' })).toBeInTheDocument();
  });
});
