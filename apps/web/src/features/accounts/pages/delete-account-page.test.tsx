import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { erasureTexts as t } from '@holdfast/shared/erasure';
import { validationMessages as m } from '@holdfast/shared/validation';
import { mockApi, renderPage, signIn } from '@/test/render';
import { getToken } from '@/lib/token-store';
import { DeleteAccountPage } from './delete-account-page';

const STRONG = 'Sup3r*Secret';
const field = () => screen.getByLabelText(/^Password/, { selector: 'input' });

describe('DeleteAccountPage', () => {
  it("shows the spec's texts and checks the password's strength before sending", async () => {
    const user = userEvent.setup();
    signIn();
    const erase = vi.fn(() => [200, { message: t.deleted }] as [number, unknown]);
    mockApi({ 'POST users/delete': erase });
    renderPage(<DeleteAccountPage />, '/delete-my-account');
    expect(screen.getByRole('heading', { name: t.title })).toBeInTheDocument();
    expect(screen.getByText(t.warning)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(m.required)).toBeInTheDocument();
    await user.type(field(), 'short');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(m.strongPassword)).toBeInTheDocument();
    expect(erase).not.toHaveBeenCalled();
  });

  it('sends _method delete with the password, toasts, logs out after 500 ms and goes to /login signed out 1 s later', async () => {
    const user = userEvent.setup();
    signIn();
    let body: unknown = null;
    mockApi({
      'POST users/delete': (init) => {
        body = JSON.parse(String(init?.body));
        return [200, { message: t.deleted }];
      },
    });
    renderPage(<DeleteAccountPage />, '/delete-my-account', [{ path: '/login', element: <p>login page</p> }]);
    await user.type(field(), STRONG);
    const clicked = Date.now();
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.deleted)).toBeInTheDocument();
    expect(body).toEqual({ _method: 'delete', password: STRONG });
    // Real timers: the logout comes 500 ms after the answer, /login (signed out) a full second after it.
    expect(await screen.findByText('Logging out…', undefined, { timeout: 2000 })).toBeInTheDocument();
    const loggingOut = Date.now();
    expect(loggingOut - clicked).toBeGreaterThanOrEqual(500);
    expect(getToken()).not.toBeNull();
    expect(await screen.findByText('login page', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(Date.now() - loggingOut).toBeGreaterThanOrEqual(900);
    expect(getToken()).toBeNull();
  });

  it("shows the server's validation errors in the block, and 'Unable to delete the account.' on a failure", async () => {
    const user = userEvent.setup();
    signIn();
    let answer: [number, unknown] = [422, { message: t.wrongPassword, errors: { password: [t.wrongPassword] } }];
    mockApi({ 'POST users/delete': () => answer });
    renderPage(<DeleteAccountPage />, '/delete-my-account');
    await user.type(field(), STRONG);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.wrongPassword)).toBeInTheDocument();
    expect(getToken()).not.toBeNull();
    answer = [500, { message: 'boom' }];
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.failure)).toBeInTheDocument();
  });
});
