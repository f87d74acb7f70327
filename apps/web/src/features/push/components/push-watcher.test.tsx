import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushTexts as t } from '@holdfast/shared/reference';
import { APP_INFO, makeUser, mockApi, renderRoutes, signIn } from '@/test/render';
import { PushWatcher, OFFER_SNOOZE_MS } from './push-watcher';

const enablePush = vi.fn();
const enableNativePush = vi.fn();
vi.mock('@/lib/platform', async (original) => ({
  ...(await original<typeof import('@/lib/platform')>()),
  enableNativePush: () => enableNativePush(),
}));
vi.mock('../lib/enable-push', () => ({
  enablePush: (...args: unknown[]) => enablePush(...args),
  existingSubscription: async () => null,
  claimSubscription: async () => undefined,
}));

function setPermission(value: NotificationPermission) {
  vi.stubGlobal('Notification', { permission: value, requestPermission: vi.fn() });
}

function render(opts: { checkedIn: boolean; path?: string; support?: 'ask' | 'install' | 'native' | 'none' }) {
  signIn('tok-9', 1);
  const fetchSpy = mockApi({
    'GET users/profile': [200, makeUser()],
    'GET app-info': [200, APP_INFO],
    'GET dashboard': [200, { has_done_any_daily_checkins: opts.checkedIn }],
  });
  const routes = ['/dashboard', '/check-in/results', '/check-in/emotion', '/progress'].map((path) => ({
    path,
    element: <PushWatcher support={opts.support ?? 'ask'} />,
  }));
  renderRoutes(routes, opts.path ?? '/dashboard');
  return { fetchSpy };
}

beforeEach(() => setPermission('default'));
afterEach(() => {
  vi.unstubAllGlobals();
  enablePush.mockReset();
  enableNativePush.mockReset();
  localStorage.clear();
});

describe('PushWatcher', () => {
  it('offers nothing before the first check-in (a first visit)', async () => {
    const { fetchSpy } = render({ checkedIn: false });
    await waitFor(() => expect(fetchSpy.mock.calls.some(([u]) => String(u).includes('dashboard'))).toBe(true));
    expect(screen.queryByText(t.offerTitle)).not.toBeInTheDocument();
  });

  it('after a check-in, offers ‘Get a gentle nudge’; Allow subscribes with the app-info key and says so', async () => {
    const user = userEvent.setup();
    enablePush.mockResolvedValue('enabled');
    render({ checkedIn: true, path: '/check-in/results' });
    expect(await screen.findByRole('dialog', { name: t.offerTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.allow }));
    expect(enablePush).toHaveBeenCalledWith({ vapidPublicKey: APP_INFO.push.vapid_public_key, token: 'tok-9', userId: 1 });
    expect(await screen.findByText(t.enabled)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: t.offerTitle })).not.toBeInTheDocument();
  });

  it('says so when the browser’s permission is refused', async () => {
    const user = userEvent.setup();
    enablePush.mockResolvedValue('denied');
    render({ checkedIn: true });
    await user.click(await screen.findByRole('button', { name: t.allow }));
    expect(await screen.findByText(t.denied)).toBeInTheDocument();
  });

  it('Not now hides it and keeps it away for 30 days', async () => {
    const user = userEvent.setup();
    render({ checkedIn: true });
    await user.click(await screen.findByRole('button', { name: t.notNow }));
    expect(screen.queryByRole('dialog', { name: t.offerTitle })).not.toBeInTheDocument();
    const stored = Number(localStorage.getItem('holdfast.u.1.push-offer-answered'));
    expect(Date.now() - stored).toBeLessThan(5_000);
    expect(OFFER_SNOOZE_MS).toBe(30 * 24 * 3600 * 1000);
    expect(enablePush).not.toHaveBeenCalled();
  });

  it('stays away during the check-in, on other pages, once permission was answered, and where push cannot work', async () => {
    for (const props of [
      { checkedIn: true, path: '/check-in/emotion' },
      { checkedIn: true, path: '/progress' },
      { checkedIn: true, support: 'none' as const },
    ]) {
      const { fetchSpy } = render(props);
      await screen.findByText((_, el) => el?.tagName === 'BODY');
      expect(fetchSpy.mock.calls.some(([u]) => String(u).includes('dashboard'))).toBe(false);
      expect(screen.queryByText(t.offerTitle)).not.toBeInTheDocument();
      document.body.innerHTML = '';
    }
    setPermission('denied');
    render({ checkedIn: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(t.offerTitle)).not.toBeInTheDocument();
  });

  it('on iOS Safari outside a Home Screen install, shows the install steps instead of asking', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('Notification', undefined);
    render({ checkedIn: true, support: 'install' });
    expect(await screen.findByRole('dialog', { name: t.installTitle })).toBeInTheDocument();
    for (const step of t.installSteps) expect(screen.getByText(step)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.allow })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.installDone }));
    expect(screen.queryByRole('dialog', { name: t.installTitle })).not.toBeInTheDocument();
    expect(enablePush).not.toHaveBeenCalled();
  });

  it('inside the native app, Allow asks the system (APNs / FCM through lib/platform), not the browser', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('Notification', undefined);
    enableNativePush.mockResolvedValue('granted');
    render({ checkedIn: true, support: 'native' });
    expect(await screen.findByRole('dialog', { name: t.offerTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.allow }));
    expect(enableNativePush).toHaveBeenCalledOnce();
    expect(enablePush).not.toHaveBeenCalled();
    expect(await screen.findByText(t.enabled)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: t.offerTitle })).not.toBeInTheDocument();
  });
});
