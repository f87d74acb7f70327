import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { settingsTexts as st } from '@holdfast/shared/accounts';
import { mockApi, renderPage, signIn } from '@/test/render';
import { AppLockPage } from './app-lock-page';

describe('AppLockPage', () => {
  it('turns the lock on with the password, refuses PINs that differ, then turns it off with the current PIN', async () => {
    signIn();
    let enabled = false;
    const bodies: unknown[] = [];
    mockApi({
      'GET users/app-lock': () => [200, { enabled }],
      'PUT users/app-lock': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        enabled = true;
        return [200, { message: st.pinSet }];
      },
      'DELETE users/app-lock': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        enabled = false;
        return [200, { message: st.pinRemoved }];
      },
    });
    renderPage(<AppLockPage />, '/privacy/app-lock');
    const user = userEvent.setup();
    expect(await screen.findByText('The app lock is off.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('PIN'), '24a68');
    expect(screen.getByLabelText('PIN')).toHaveValue('2468');
    await user.type(screen.getByLabelText('Confirm PIN'), '2469');
    await user.type(screen.getByLabelText('Account password'), 'Sup3r*Secret');
    await user.click(screen.getByRole('button', { name: 'Turn on app lock' }));
    expect(await screen.findByText('The PINs do not match.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.clear(screen.getByLabelText('Confirm PIN'));
    await user.type(screen.getByLabelText('Confirm PIN'), '2468');
    await user.click(screen.getByRole('button', { name: 'Turn on app lock' }));
    expect(await screen.findByText(st.pinSet)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ pin: '2468', password: 'Sup3r*Secret' });

    expect(await screen.findByText('The app lock is on.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current PIN', { selector: 'input[type="password"]' }), '2468');
    await user.click(screen.getByRole('button', { name: 'Turn off app lock' }));
    expect(await screen.findByText(st.pinRemoved)).toBeInTheDocument();
    expect(bodies[1]).toEqual({ current_pin: '2468' });
    await vi.waitFor(() => expect(screen.getByText('The app lock is off.')).toBeInTheDocument());
  });
});
