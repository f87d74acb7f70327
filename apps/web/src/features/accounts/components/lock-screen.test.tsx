import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asPlatform } from '@/test/coach-billing';
import { mockApi, renderPage, signIn } from '@/test/render';
import { isAppLocked, lockApp, rememberAppLock } from '../lib/app-lock-state';
import { LockScreen } from './lock-screen';

// The biometric plugin's adapter is mocked where the lock screen loads it (lib/native/biometric.ts is tested with the plugin mocked).
const biometric = vi.hoisted(() => ({
  biometricUnlockReady: vi.fn(async () => true),
  pinFromBiometrics: vi.fn(async (): Promise<string | null> => '2468'),
  rememberPinForBiometrics: vi.fn(async () => {}),
  forgetBiometricPin: vi.fn(async () => {}),
}));
vi.mock('@/lib/native/biometric', () => biometric);

function setup(platform: 'ios' | 'android' | null, goodPin = '2468') {
  asPlatform(platform);
  signIn();
  rememberAppLock(true);
  lockApp();
  const pins: string[] = [];
  mockApi({
    'POST users/app-lock/unlock': (init) => {
      const { pin } = JSON.parse(String(init?.body)) as { pin: string };
      pins.push(pin);
      return [200, pin === goodPin ? { unlocked: true, attempts_left: 5 } : { unlocked: false, attempts_left: 4 }];
    },
  });
  renderPage(<LockScreen />, '/dashboard');
  return pins;
}

afterEach(() => {
  asPlatform(null);
  vi.clearAllMocks();
});

describe('LockScreen biometric unlock', () => {
  it('offers no biometric unlock on the web', async () => {
    setup(null);
    expect(await screen.findByRole('button', { name: 'Unlock' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: 'Unlock with biometrics' })).not.toBeInTheDocument();
    expect(biometric.biometricUnlockReady).not.toHaveBeenCalled();
  });

  it('in the app, unlocks with the PIN kept behind biometrics, checked by the server', async () => {
    const pins = setup('ios');
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock with biometrics' }));
    await waitFor(() => expect(isAppLocked()).toBe(false));
    expect(pins).toEqual(['2468']);
    expect(biometric.rememberPinForBiometrics).not.toHaveBeenCalled();
  });

  it('a cancelled prompt leaves the app locked and sends nothing', async () => {
    biometric.pinFromBiometrics.mockResolvedValueOnce(null);
    const pins = setup('android');
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock with biometrics' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(pins).toEqual([]);
    expect(isAppLocked()).toBe(true);
  });

  it('a kept PIN the server no longer takes is forgotten and the button goes', async () => {
    setup('ios', '1357');
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock with biometrics' }));
    await waitFor(() => expect(biometric.forgetBiometricPin).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Unlock with biometrics' })).not.toBeInTheDocument();
    expect(isAppLocked()).toBe(true);
  });

  it('a typed PIN the server took is kept for biometrics next time', async () => {
    biometric.biometricUnlockReady.mockResolvedValueOnce(false);
    setup('ios');
    await userEvent.type(await screen.findByLabelText('PIN'), '2468');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(biometric.rememberPinForBiometrics).toHaveBeenCalledWith('2468'));
    expect(isAppLocked()).toBe(false);
  });
});
