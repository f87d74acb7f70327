import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '@/lib/api/get-profile';
import { queryKeys } from '@/lib/api/query-keys';
import { setToken } from '@/lib/token-store';
import { ENDED_CHECK_DELAY_MS, ProfileWatcher } from './profile-watcher';

const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('@/lib/realtime', () => ({
  onRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
    handlers.set(event, handler);
    return () => handlers.delete(event);
  },
  onRealtimeEndedByServer: (handler: () => void) => {
    handlers.set('ended', handler);
    return () => handlers.delete('ended');
  },
}));

describe('ProfileWatcher', () => {
  it('asks for the profile and the dashboard again when the socket says the profile changed, and stops listening when it goes', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const view = render(
      <QueryClientProvider client={queryClient}>
        <ProfileWatcher />
      </QueryClientProvider>,
    );
    expect(invalidate).not.toHaveBeenCalled();
    act(() => handlers.get('profile.updated')!({ user_id: 1 }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: profileQueryKey });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.dashboard });
    view.unmount();
    expect(handlers.has('profile.updated')).toBe(false);
  });

  it('asks for the profile shortly after the server closed the socket (its 401 signs the page out), unless the page ended the session itself', () => {
    vi.useFakeTimers();
    try {
      const queryClient = new QueryClient();
      const refetch = vi.spyOn(queryClient, 'refetchQueries').mockResolvedValue();
      const view = render(
        <QueryClientProvider client={queryClient}>
          <ProfileWatcher />
        </QueryClientProvider>,
      );
      setToken('tok-1');
      act(() => handlers.get('ended')!(undefined));
      expect(refetch).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(ENDED_CHECK_DELAY_MS);
      });
      expect(refetch).toHaveBeenCalledWith({ queryKey: profileQueryKey });
      // The page signed out by itself in between: nothing asked.
      refetch.mockClear();
      act(() => handlers.get('ended')!(undefined));
      setToken(null);
      act(() => {
        vi.advanceTimersByTime(ENDED_CHECK_DELAY_MS);
      });
      expect(refetch).not.toHaveBeenCalled();
      view.unmount();
      expect(handlers.has('ended')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
