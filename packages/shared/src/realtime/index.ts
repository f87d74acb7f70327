import { z } from 'zod';
import { accountabilityEvents } from '../accountability/accountability.events';
import { accountsEvents } from '../accounts/accounts.events';
import { coachingEvents } from '../coaching/coaching.events';
import { communityEvents } from '../community/community.events';
import { groupsEvents } from '../groups/groups.events';
import { messagingClientEvents, messagingEvents } from '../messaging/messaging.events';
import { notificationEvents } from '../notifications/notifications.events';

/**
 * Every socket event the server sends: name -> zod schema of its payload. Each area declares its
 * own in `<area>.events.ts`; this map gathers them, and both the server's `publishToUser` and the
 * web's `onRealtimeEvent` are typed from it (a name or payload not listed here does not compile).
 */
export const realtimeEvents = {
  ...accountsEvents,
  ...notificationEvents,
  ...accountabilityEvents,
  ...groupsEvents,
  ...communityEvents,
  ...messagingEvents,
  ...coachingEvents,
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

/**
 * Every socket event a client sends: name -> zod schema of its payload (`<area>ClientEvents` in the
 * area's events file). The server's `ctx.realtime.onClientEvent` and the web's `emitRealtime` are
 * typed from it; the server checks each payload against its schema before the handler runs.
 */
export const realtimeClientEvents = {
  ...messagingClientEvents,
} as const;

export type RealtimeClientEvents = typeof realtimeClientEvents;
export type RealtimeClientEventName = keyof RealtimeClientEvents;
export type RealtimeClientPayload<E extends RealtimeClientEventName> = z.output<RealtimeClientEvents[E]>;
export type RealtimeClientBody<E extends RealtimeClientEventName> = z.input<RealtimeClientEvents[E]>;

/**
 * The answer to a client event (Socket.IO's acknowledgement): `ok` with the handler's data, or the
 * HTTP status and message the same refusal would get from the API (401, 403, 404, 422).
 */
export const realtimeAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), data: z.unknown().optional() }),
  z.object({ ok: z.literal(false), status: z.number(), message: z.string() }),
]);
export type RealtimeAck = z.output<typeof realtimeAckSchema>;
