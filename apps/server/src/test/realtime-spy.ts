import { vi } from 'vitest';
import type { RealtimePublisher } from '../platform/context';

/**
 * Spies on what an app tells people in real time: one `[userId, event, payload]` per person told,
 * whether the area published to them alone (publishToUser) or with others in one broadcast
 * (publishToUsers). Calls through.
 */
export function spyOnRealtime(realtime: RealtimePublisher) {
  const one = vi.spyOn(realtime, 'publishToUser');
  const many = vi.spyOn(realtime, 'publishToUsers');
  return {
    calls: (): [number, string, unknown][] => [
      ...one.mock.calls.map(([userId, event, payload]) => [userId, event, payload] as [number, string, unknown]),
      ...many.mock.calls.flatMap(([userIds, event, payload]) => userIds.map((id) => [id, event, payload] as [number, string, unknown])),
    ],
    restore() {
      one.mockRestore();
      many.mockRestore();
    },
  };
}
