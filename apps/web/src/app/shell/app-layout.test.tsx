import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { APP_INFO, makeUser, mockApi, renderRoutes, signIn } from '@/test/render';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { impersonationTexts as it2 } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { setKeyboardUp } from '@/lib/platform';
import { beginImpersonation, getToken, isImpersonated, setToken } from '@/lib/token-store';
import { browserPage } from '@/features/admin/impersonation/stop-impersonation';
import { mediaQueryList } from '@/test/media';
import { AppLayout } from './app-layout';

// The realtime connection is not under test here.
vi.mock('socket.io-client', () => ({ io: () => ({ onAny: () => undefined, disconnect: () => undefined }) }));

function renderShell(multicourse: boolean, userOverrides: Record<string, unknown> = {}, profile: Record<string, unknown> = {}, unread = 0) {
  signIn();
  mockApi({
    'GET messages-info': [200, { items: [], total: unread }],
    'GET users/profile': [200, makeUser(userOverrides, profile)],
    'GET app-info': [200, { ...APP_INFO, features: { ...APP_INFO.features, multicourse } }],
    'GET users/user-meta/DASHBOARD_ONBOARDING_DONE': [200, { key: 'DASHBOARD_ONBOARDING_DONE', value: true }],
    'GET notifications/unread-count': [200, { count: 3 }],
  });
  return renderRoutes(
    [
      {
        element: <AppLayout />,
        children: [
          { path: '/dashboard', element: <h1>Welcome</h1> },
          { path: '/admin', element: <h1>Console</h1> },
        ],
      },
    ],
    '/dashboard',
  );
}

async function menu() {
  return within(await screen.findByRole('navigation', { name: 'Main menu' }));
}

describe('AppLayout side menu', () => {
  it('shows Your Courses when the multicourse flag is on', async () => {
    renderShell(true);
    const nav = await menu();
    expect(await nav.findByRole('link', { name: 'Your Courses' })).toHaveAttribute('href', '/courses');
    expect(nav.queryByRole('link', { name: 'Your Path' })).not.toBeInTheDocument();
  });

  it('shows Your Path when the multicourse flag is off', async () => {
    renderShell(false);
    const nav = await menu();
    expect(await nav.findByRole('link', { name: 'Your Path' })).toHaveAttribute('href', '/course');
    expect(nav.queryByRole('link', { name: 'Your Courses' })).not.toBeInTheDocument();
  });

  it("shows the unread messages total on the 'Message' entry", async () => {
    renderShell(true, {}, {}, 4);
    const nav = await menu();
    const entry = await nav.findByRole('link', { name: 'Message, 4 unread' });
    expect(entry).toHaveAttribute('href', '/messages');
    expect(within(entry).getByText('4')).toBeInTheDocument();
  });

  it('lists the sections, external links and Logout', async () => {
    renderShell(true);
    const nav = await menu();
    for (const name of ['Home', 'Message', 'Forums', 'Daily Check-In', 'Weekly Check-In', 'Resources', 'Profile', 'Logout']) {
      expect(await nav.findByRole('link', { name })).toBeInTheDocument();
    }
    expect(nav.getByRole('link', { name: 'Donate' })).toHaveAttribute('href', APP_INFO.links.donate);
    expect(nav.getByRole('link', { name: 'Help Desk' })).toHaveAttribute('target', '_blank');
    expect(nav.queryByRole('link', { name: 'Coaching Center' })).not.toBeInTheDocument();
  });

  it('hides the community section from women until the member status allows it', async () => {
    renderShell(true, {}, { gender: 'Female' });
    const nav = await menu();
    await nav.findByRole('link', { name: 'Home' });
    expect(nav.queryByRole('link', { name: 'Forums' })).not.toBeInTheDocument();
  });

  it('has no side menu for a user migrated from the old site', async () => {
    renderShell(true, { wp_password_mapped: true });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });
});

// An administrator acting as a member sees it on every page.
describe('AppLayout impersonation banner', () => {
  it("marks a session opened with an impersonation token with the member's name, read-only", async () => {
    renderShell(true, { username: 'casey' }, { display_name: 'Casey Morgan' });
    setToken('impersonation-token', true);
    expect(await screen.findByRole('status', { name: it2.banner('Casey Morgan') })).toHaveTextContent(it2.banner('Casey Morgan'));
    // Signing in normally ends the mark.
    setToken('own-token');
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByText(it2.banner('Casey Morgan'))).not.toBeInTheDocument();
  });

  it('shows no banner in an ordinary session', async () => {
    renderShell(true, {}, { display_name: 'Casey Morgan' });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByText(/You are viewing as/)).not.toBeInTheDocument();
  });

  it('Stop ends the session at the API, gives the admin their own token back and loads the console afresh', async () => {
    const user = userEvent.setup();
    const load = vi.fn();
    browserPage.load = load;
    renderShell(true, {}, { display_name: 'Casey Morgan' });
    beginImpersonation('member-token', 'admin-token');
    const ended = vi.fn((init: RequestInit | undefined) => {
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer member-token');
      return [200, { message: it2.ended, user_id: 1 }] as [number, unknown];
    });
    mockApi({
      'GET users/profile': [200, makeUser({}, { display_name: 'Casey Morgan' })],
      'GET app-info': [200, APP_INFO],
      'POST admin/impersonation/end': ended,
    });
    await user.click(await screen.findByRole('button', { name: it2.stop }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('/admin'));
    expect(ended).toHaveBeenCalledTimes(1);
    expect(getToken()).toBe('admin-token');
    expect(isImpersonated()).toBe(false);
  });

  it('a write the API refuses as read-only is explained by a toast', async () => {
    renderShell(true, {}, { display_name: 'Casey Morgan' });
    beginImpersonation('member-token', 'admin-token');
    await screen.findByRole('button', { name: it2.stop });
    mockApi({ 'PUT users/profile': [403, { message: it2.readOnly, code: 'impersonation_read_only' }] });
    await expect(api.put('users/profile', {})).rejects.toThrow(it2.readOnly);
    expect(await screen.findByText(it2.readOnlyToast)).toBeInTheDocument();
  });
});

// Spec 1: the bottom tab bar hides while the keyboard is up on iOS (lib/native/keyboard.ts sets it).
describe('AppLayout tab bar and the keyboard', () => {
  it('shows the tab bar on a phone and hides it while the keyboard is up', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, query.includes('max-width')));
    renderShell(true);
    expect(await screen.findByRole('navigation', { name: 'Tabs' })).toBeInTheDocument();
    act(() => setKeyboardUp(true));
    expect(screen.queryByRole('navigation', { name: 'Tabs' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    act(() => setKeyboardUp(false));
    expect(screen.getByRole('navigation', { name: 'Tabs' })).toBeInTheDocument();
  });
});
