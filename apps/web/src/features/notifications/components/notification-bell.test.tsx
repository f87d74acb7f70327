import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { NotificationBell } from './notification-bell';

const connectHandlers = new Set<(missed: boolean) => void>();
vi.mock('@/lib/realtime', () => ({
  onRealtimeEvent: () => () => undefined,
  onRealtimeConnect: (handler: (missed: boolean) => void) => {
    connectHandlers.add(handler);
    return () => connectHandlers.delete(handler);
  },
}));
const reconnect = (missed: boolean) => act(() => connectHandlers.forEach((handler) => handler(missed)));

function renderBell(count: number, items: unknown[] = []) {
  signIn();
  const fetchSpy = mockApi({
    'GET notifications/unread-count': [200, { count }],
    'GET notifications': [200, { items, page: 1, perPage: 15, totalPages: 1, totalItems: items.length, offset: 0 }],
    'PUT notifications/mark-read': [200, { message: 'ok' }],
    'PATCH notifications/7/mark-read': [200, { message: 'ok' }],
  });
  const utils = renderRoutes(
    [
      { path: '/dashboard', element: <NotificationBell /> },
      { path: '/check-in', element: <p>check-in page</p> },
    ],
    '/dashboard',
  );
  return { ...utils, fetchSpy };
}

describe('NotificationBell', () => {
  it('caps the badge at 99+', async () => {
    renderBell(150);
    expect(await screen.findByText('99+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications (99+ unread)' })).toBeInTheDocument();
  });

  it('shows the exact count below the cap and no badge at zero', async () => {
    const { unmount } = renderBell(7);
    expect(await screen.findByText('7')).toBeInTheDocument();
    unmount();
    renderBell(0);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('says No Notifications when the list is empty', async () => {
    const user = userEvent.setup();
    renderBell(0);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No Notifications')).toBeInTheDocument();
  });

  it('marks a tapped notification read and follows its type', async () => {
    const user = userEvent.setup();
    const { router, fetchSpy } = renderBell(1, [
      {
        id: 7,
        title: 'Time to check in',
        message: 'How are you today?',
        created_at: new Date().toISOString(),
        read_at: null,
        meta: { type: 'checkin_reminder' },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: /Notifications/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'Mark All as Read' })).toBeEnabled();
    await user.click(await within(dialog).findByText('Time to check in'));
    expect(await screen.findByText('check-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/check-in');
    expect(fetchSpy).toHaveBeenCalledWith('/api/v1.2/notifications/7/mark-read', expect.objectContaining({ method: 'PATCH' }));
  });

  it('reads the count again after a reconnect whose events were lost, not after a recovered one', async () => {
    const { fetchSpy } = renderBell(3);
    expect(await screen.findByText('3')).toBeInTheDocument();
    const countReads = () => fetchSpy.mock.calls.filter(([url]) => String(url).endsWith('/notifications/unread-count')).length;
    const before = countReads();
    reconnect(false);
    await new Promise((r) => setTimeout(r, 50));
    expect(countReads()).toBe(before);
    reconnect(true);
    await waitFor(() => expect(countReads()).toBe(before + 1));
  });
});
