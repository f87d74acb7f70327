import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProfilePage } from '@/features/accounts/pages/profile-page';
import { asPlatform } from '@/test/coach-billing';
import { makeUser, mockApi, renderPage, signIn } from '@/test/render';

const asMember = (roles: string[]) => {
  signIn();
  mockApi({
    'GET users/profile': [200, makeUser({ roles: roles.map((name, i) => ({ id: i + 1, name })) })],
    'GET countries': [200, []],
    'GET timezones': [200, []],
  });
};

/** /profile with the billing page behind it. */
const renderProfile = () => renderPage(<ProfilePage />, '/profile', [{ path: '/billing-info', element: <p>Billing page</p> }]);

// The profile's About Me autosizes on font loads, which jsdom does not have.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
  }
});
afterEach(() => asPlatform(null));

describe('Profile | Billing on /profile', () => {
  it('an accepted coach on the web sees it, and Billing leads to /billing-info', async () => {
    asMember(['coach']);
    renderProfile();
    const segment = await screen.findByRole('radiogroup', { name: 'Profile or Billing' });
    expect(segment).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Profile' })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Billing' }));
    expect(await screen.findByText('Billing page')).toBeInTheDocument();
  });

  it('a coach in the Android app sees it too', async () => {
    asPlatform('android');
    asMember(['coach']);
    renderProfile();
    expect(await screen.findByRole('radiogroup', { name: 'Profile or Billing' })).toBeInTheDocument();
  });

  it('a member who is not a coach does not (a coach client neither)', async () => {
    asMember(['coach_client']);
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Profile or Billing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Billing' })).not.toBeInTheDocument();
  });

  it('a coach in the iOS app does not', async () => {
    asPlatform('ios');
    asMember(['coach']);
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Display Name/ })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Profile or Billing' })).not.toBeInTheDocument();
  });
});
