import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { invitationTexts as t } from '@holdfast/shared/accountability';
import { validationMessages as m } from '@holdfast/shared/validation';
import { resumePath } from '@/lib/resume-path';
import { getToken } from '@/lib/token-store';
import { mockApi, renderRoutes } from '@/test/render';
import { InvitedUserPage } from './invited-user-page';

const LINK = '/invited-user?token=tok123&email=new%40example.com&context_type=accountability&context_id=21';
const VALID = {
  valid: true,
  email: 'new@example.com',
  context_type: 'accountability',
  context_id: 21,
  expires_at: '2026-03-09T00:00:00.000Z',
  invited_by: 'Sam Rivers',
};

function renderInvite(path = LINK, api: Parameters<typeof mockApi>[0] = {}) {
  const spy = mockApi({ 'POST users/invitation/verify': [200, VALID], ...api });
  const utils = renderRoutes(
    [
      { path: '/invited-user', element: <InvitedUserPage /> },
      { path: '/accountability/requests', element: <p>requests page</p> },
    ],
    path,
  );
  return { ...utils, spy };
}

describe('/invited-user', () => {
  it('greets with the inviter and locks the e-mail to the invited address', async () => {
    renderInvite();
    expect(await screen.findByText(/Sam Rivers invited you/)).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('new@example.com');
    expect(email).toHaveAttribute('readonly');
  });

  it('forceRegister unlocks the e-mail', async () => {
    renderInvite(`${LINK}&forceRegister=true`);
    expect(await screen.findByRole('textbox', { name: 'Email' })).not.toHaveAttribute('readonly');
  });

  it('an invalid or used link says so and offers the way in', async () => {
    renderInvite(LINK, { 'POST users/invitation/verify': [200, { ...VALID, valid: false }] });
    expect(await screen.findByText(t.invalidLink)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.createAccount })).not.toBeInTheDocument();
  });

  it('checks username and password before sending, with the spec texts', async () => {
    const user = userEvent.setup();
    const { spy } = renderInvite();
    await user.click(await screen.findByRole('button', { name: t.createAccount }));
    expect(await screen.findAllByText(m.required)).toHaveLength(2);
    expect(spy.mock.calls.filter(([url]) => String(url).includes('register'))).toHaveLength(0);
  });

  it('registers with the token and context, signs in, and keeps where the answer leads for the end of onboarding', async () => {
    const user = userEvent.setup();
    const { spy } = renderInvite(LINK, {
      'POST users/invitation/register': [
        201,
        {
          access_token: 'new-token',
          token_type: 'Bearer',
          expires_in: 3600,
          redirect: { url: '/accountability/requests', isExternal: false },
        },
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'newbie');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Holdfast*2026');
    await user.click(screen.getByRole('button', { name: t.createAccount }));
    // Signed in; the guards then take the new account through onboarding, which ends where the answer said.
    await waitFor(() => expect(getToken()).toBe('new-token'));
    const call = spy.mock.calls.find(([url]) => String(url).endsWith('users/invitation/register'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      username: 'newbie',
      email: 'new@example.com',
      password: 'Holdfast*2026',
      token: 'tok123',
      context: { context_type: 'accountability', context_id: '21' },
    });
    expect(resumePath()).toBe('/accountability/requests');
  });

  it("says the API's words for a refused link, else 'Unable to login'", async () => {
    const user = userEvent.setup();
    renderInvite(LINK, { 'POST users/invitation/register': [500, { message: 'boom' }] });
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'newbie');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Holdfast*2026');
    await user.click(screen.getByRole('button', { name: t.createAccount }));
    expect(await screen.findByText(t.unableToLogin)).toBeInTheDocument();
  });
});
