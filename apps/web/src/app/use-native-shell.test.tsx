import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NativeHost } from '@/lib/platform';
import { asPlatform } from '@/test/coach-billing';
import { renderRoutes, signIn } from '@/test/render';
import { pushTapPath, useNativeShell } from './use-native-shell';

// The native side is mocked where the platform interface loads it; the realtime channel where it connects.
const hosts: NativeHost[] = [];
const stop = vi.fn();
vi.mock('@/lib/native', () => ({
  startNativeShell: vi.fn(async (_platform: string, host: NativeHost) => {
    hosts.push(host);
    return stop;
  }),
}));
const connectRealtime = vi.fn(async (_token: string) => ({}));
const disconnectRealtime = vi.fn();
vi.mock('@/lib/realtime', () => ({ connectRealtime: (t: string) => connectRealtime(t), disconnectRealtime: () => disconnectRealtime() }));

function Shell() {
  useNativeShell();
  const location = useLocation();
  return <p data-testid="at">{location.pathname + location.search}</p>;
}

const render = () => renderRoutes([{ path: '*', element: <Shell /> }], '/dashboard');

afterEach(() => {
  asPlatform(null);
  hosts.length = 0;
  vi.clearAllMocks();
});

describe('useNativeShell', () => {
  it('starts nothing on the web', async () => {
    render();
    expect(await screen.findByTestId('at')).toHaveTextContent('/dashboard');
    await new Promise((r) => setTimeout(r, 20));
    expect(hosts).toHaveLength(0);
  });

  it('on resume refreshes the setup state, the notification and unread counts, and reconnects the channel', async () => {
    asPlatform('ios');
    signIn('member-token');
    const { client } = render();
    await waitFor(() => expect(hosts.length).toBeGreaterThan(0));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    hosts.at(-1)!.onResume();
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['users'], ['notifications'], ['messaging', 'info']]));
    expect(disconnectRealtime).toHaveBeenCalled();
    expect(connectRealtime).toHaveBeenCalledWith('member-token');
  });

  it('a push tap opens /notification-handling with the ids only (it marks read and opens the tap target)', async () => {
    asPlatform('android');
    signIn();
    render();
    await waitFor(() => expect(hosts.length).toBeGreaterThan(0));
    hosts.at(-1)!.onPushTap({ type: 'chat', notification_id: 12, title: 'never shown' });
    await waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent(pushTapPath({ type: 'chat', notification_id: 12 })));
    expect(decodeURIComponent(screen.getByTestId('at').textContent!)).toBe(
      '/notification-handling?data={"type":"chat","notification_id":12}',
    );
  });

  it('stops the native listeners when the app unmounts', async () => {
    asPlatform('ios');
    const { unmount } = render();
    await waitFor(() => expect(hosts.length).toBeGreaterThan(0));
    unmount();
    expect(stop).toHaveBeenCalled();
  });
});

describe('pushTapPath', () => {
  it('keeps only a string type and a positive integer notification_id', () => {
    expect(pushTapPath({ type: 'sos', notification_id: '5', body: 'x' })).toBe(
      `/notification-handling?data=${encodeURIComponent('{"type":"sos","notification_id":5}')}`,
    );
    expect(pushTapPath({ notification_id: -1, type: 3 })).toBe(`/notification-handling?data=${encodeURIComponent('{}')}`);
  });
});
