import type { z } from 'zod';
import { accountabilityEvents } from '../accountability/accountability.events';
import { communityEvents } from '../community/community.events';
import { groupsEvents } from '../groups/groups.events';
import { messagingEvents } from '../messaging/messaging.events';
import { notificationEvents } from '../notifications/notifications.events';

/**
 * Every socket event the server sends: name -> zod schema of its payload. Each area declares its
 * own in `<area>.events.ts`; this map gathers them, and both the server's `publishToUser` and the
 * web's `onRealtimeEvent` are typed from it (a name or payload not listed here does not compile).
 */
export const realtimeEvents = {
  ...notificationEvents,
  ...accountabilityEvents,
  ...groupsEvents,
  ...communityEvents,
  ...messagingEvents,
} as const;

export type RealtimeEvents = typeof realtimeEvents;
export type RealtimeEventName = keyof RealtimeEvents;
export type RealtimePayload<E extends RealtimeEventName> = z.output<RealtimeEvents[E]>;

export const isRealtimeEventName = (name: string): name is RealtimeEventName => Object.hasOwn(realtimeEvents, name);

/** The payload, checked against its schema; null when it does not fit (the web then ignores it). */
export function parseRealtimePayload<E extends RealtimeEventName>(event: E, payload: unknown): RealtimePayload<E> | null {
  const parsed = realtimeEvents[event].safeParse(payload);
  return parsed.success ? (parsed.data as RealtimePayload<E>) : null;
}
