import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { communityToasts } from '@holdfast/shared/community';
import { AppLayout } from '@/app/shell/app-layout';
import { APP_INFO, makeUser, mockApi, renderRoutes, signIn } from '@/test/render';
import { LOAD_MENU_FAILED } from './community-menu-threads';

vi.mock('socket.io-client', () => ({ io: () => ({ onAny: () => undefined, disconnect: () => undefined }) }));
afterEach(() => notifications.clean());

function renderShell(accepted: boolean, api: Parameters<typeof mockApi>[0]) {
  signIn();
  const spy = mockApi({
    'GET users/profile': [200, makeUser({}, { community_agreement_accepted: accepted })],
    'GET app-info': [200, APP_INFO],
    'GET users/user-meta/DASHBOARD_ONBOARDING_DONE': [200, { key: 'DASHBOARD_ONBOARDING_DONE', value: true }],
    'GET notifications/unread-count': [200, { count: 0 }],
    ...api,
  });
  renderRoutes([{ element: <AppLayout />, children: [{ path: '/dashboard', element: <h1>Welcome</h1> }] }], '/dashboard');
  return spy;
}

const asked = (spy: ReturnType<typeof mockApi>, path: string) =>
  spy.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api/v1.2/${path}`);

describe('the community section of the side menu', () => {
  it('lists the threads the CommunityMenuThread config names, between Watched Threads and Members', async () => {
    const spy = renderShell(true, {
      'GET system-configs/CommunityMenuThread': [200, { id: 3, type: 'CommunityMenuThread', config: { thread_ids: [9, 404] } }],
      'GET community/threads': [200, [{ id: 9, title: 'Finding a partner' }]],
    });
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(await nav.findByRole('link', { name: 'Finding a partner' })).toHaveAttribute('href', '/community/threads/9');
    const labels = nav.getAllByRole('link').map((a) => a.textContent);
    expect(labels.indexOf('Finding a partner')).toBe(labels.indexOf('Watched Threads') + 1);
    expect(labels.indexOf('Members')).toBe(labels.indexOf('Finding a partner') + 1);
    expect(new URL(String(asked(spy, 'community/threads')[0]![0]), 'http://localhost').searchParams.get('ids')).toBe('9,404');
  });

  it('does not ask before the agreement (the forum would refuse)', async () => {
    const spy = renderShell(false, {});
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(await nav.findByRole('link', { name: 'Forums' })).toBeInTheDocument();
    expect(asked(spy, 'system-configs/CommunityMenuThread')).toHaveLength(0);
  });

  it('says Unable to load community menu items when the threads cannot be read, and keeps the menu', async () => {
    renderShell(true, {
      'GET system-configs/CommunityMenuThread': [200, { id: 3, type: 'CommunityMenuThread', config: { thread_ids: [9] } }],
      'GET community/threads': [500, {}],
    });
    expect(LOAD_MENU_FAILED).toBe(communityToasts.loadMenu);
    expect(await screen.findByText(communityToasts.loadMenu)).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Forums' })).toBeInTheDocument();
  });
});
