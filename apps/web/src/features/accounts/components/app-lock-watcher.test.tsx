import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_LOCK_AFTER_HIDDEN_MS, settingsTexts as st } from '@holdfast/shared/accounts';
import { getToken } from '@/lib/token-store';
import { mockApi, renderPage, signIn } from '@/test/render';
import { isAppLocked, rememberAppLock } from '../lib/app-lock-state';
import { AppLockWatcher } from './app-lock-watcher';

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
function setVisibility(value: DocumentVisibilityState) {
  visibility = value;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

afterEach(() => {
  vi.useRealTimers();
  visibility = 'visible';
});

function setup(unlock: (body: { pin: string }) => [number, unknown]) {
  signIn();
  rememberAppLock(true);
  const calls: string[] = [];
  mockApi({
    'GET users/app-lock': [200, { enabled: true }],
    'POST users/app-lock/unlock': (init) => {
      const body = JSON.parse(String(init?.body)) as { pin: string };
      calls.push(body.pin);
      return unlock(body);
    },
    'POST oauth/logout': [200, { message: 'Logged out.' }],
  });
  const view = renderPage(
    <>
      <AppLockWatcher ready />
      <p>Private page</p>
    </>,
    '/dashboard',
    [{ path: '/login', element: <p>login page</p> }],
  );
  return { ...view, calls };
}

describe('AppLockWatcher', () => {
  it('covers the page while hidden; under five minutes away it does not lock', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    setup(() => [200, { unlocked: true, attempts_left: 5 }]);
    expect(screen.queryByTestId('neutral-cover')).toBeNull();
    setVisibility('hidden');
    expect(screen.getByTestId('neutral-cover')).toBeInTheDocument();
    now.mockReturnValue(1_000_000 + APP_LOCK_AFTER_HIDDEN_MS - 1000);
    setVisibility('visible');
    expect(screen.queryByTestId('neutral-cover')).toBeNull();
    expect(isAppLocked()).toBe(false);
    now.mockRestore();
  });

  it('after five minutes hidden shows the lock screen; a wrong PIN says the tries left, the right one unlocks', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(5_000_000);
    const { calls } = setup(({ pin }) =>
      pin === '2468' ? [200, { unlocked: true, attempts_left: 5 }] : [200, { unlocked: false, attempts_left: 3 }],
    );
    setVisibility('hidden');
    now.mockReturnValue(5_000_000 + APP_LOCK_AFTER_HIDDEN_MS);
    setVisibility('visible');
    now.mockRestore();
    const pin = await screen.findByLabelText('PIN');
    expect(screen.getByRole('heading', { name: st.lockTitle })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(pin, '1111');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText(st.pinWrong(3))).toBeInTheDocument();
    await user.type(screen.getByLabelText('PIN'), '2468');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: st.lockTitle })).toBeNull());
    expect(calls).toEqual(['1111', '2468']);
    expect(isAppLocked()).toBe(false);
  });

  it('a locked app stays locked after a reload and offline: the PIN is not checked until the network is back', async () => {
    signIn();
    rememberAppLock(true);
    // What a locked tab left behind.
    localStorage.setItem('holdfast.u.1.app-lock.locked', '1');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const unlock = vi.fn(() => [200, { unlocked: true, attempts_left: 5 }] as [number, unknown]);
    mockApi({ 'GET users/app-lock': [0, undefined], 'POST users/app-lock/unlock': unlock });
    renderPage(<AppLockWatcher ready />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('PIN'), '2468');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText(st.lockOffline)).toBeInTheDocument();
    expect(unlock).not.toHaveBeenCalled();
    expect(isAppLocked()).toBe(true);
    online.mockRestore();
  });

  it('the fifth wrong PIN signs this browser out and goes to /login', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(9_000_000);
    setup(() => [200, { unlocked: false, attempts_left: 0 }]);
    setVisibility('hidden');
    now.mockReturnValue(9_000_000 + APP_LOCK_AFTER_HIDDEN_MS + 1);
    setVisibility('visible');
    now.mockRestore();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('PIN'), '0000');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });
});
