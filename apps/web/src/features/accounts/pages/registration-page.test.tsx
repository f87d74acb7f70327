import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountsTexts } from '@holdfast/shared/accounts';
import { mockApi, renderPage } from '@/test/render';
import { RegistrationPage } from './registration-page';

function criterion(name: RegExp) {
  const list = screen.getByRole('list', { name: 'Strength requirements' });
  return within(list).getByText(name).closest('li');
}

describe('RegistrationPage', () => {
  it('shows the password checklist on focus and ticks criteria as the user types', async () => {
    const user = userEvent.setup();
    renderPage(<RegistrationPage />, '/registration');

    expect(screen.queryByRole('list', { name: 'Strength requirements' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Password/, { selector: 'input' }));
    expect(screen.getByRole('list', { name: 'Strength requirements' })).toBeInTheDocument();
    expect(criterion(/At least 8 characters/)).toHaveAttribute('data-met', 'false');

    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'abcD');
    expect(criterion(/One upper case letter/)).toHaveAttribute('data-met', 'true');
    expect(criterion(/One lower case letter/)).toHaveAttribute('data-met', 'true');
    expect(criterion(/One number/)).toHaveAttribute('data-met', 'false');
    expect(criterion(/At least 8 characters/)).toHaveAttribute('data-met', 'false');

    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), '12!xyz');
    for (const name of [/At least 8/, /upper/, /lower/, /number/, /special/]) {
      expect(criterion(name)).toHaveAttribute('data-met', 'true');
    }
  });

  it('lists every server validation message (422) in the error card', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockApi({
      'POST register': [
        422,
        {
          message: 'The given data was invalid.',
          errors: { email: [accountsTexts.emailTaken], username: [accountsTexts.usernameTaken] },
        },
      ],
    });
    renderPage(<RegistrationPage />, '/registration');

    await user.type(screen.getByLabelText(/^Username/), 'sam');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.org');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const card = await screen.findByTestId('error-card');
    expect(within(card).getByText(accountsTexts.emailTaken)).toBeInTheDocument();
    expect(within(card).getByText(accountsTexts.usernameTaken)).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body));
    expect(body).toMatchObject({ username: 'sam', email: 'sam@example.org', password: 'Str0ng!pass' });
  });

  it('does not submit an invalid form and shows field messages instead', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockApi({});
    renderPage(<RegistrationPage />, '/registration');

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText('The field is required')).toHaveLength(3);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the verify-your-email alert after a successful registration', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST register': [201, { message: accountsTexts.registrationSuccess }] });
    const { router } = renderPage(<RegistrationPage />, '/registration', [{ path: '/login', element: <p>login page</p> }]);

    await user.type(screen.getByLabelText(/^Username/), 'sam');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.org');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(accountsTexts.verifyTitle)).toBeInTheDocument();
    expect(screen.getByText(accountsTexts.verifyBody)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: accountsTexts.returnToLogin }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
