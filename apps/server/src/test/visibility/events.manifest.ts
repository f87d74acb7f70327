import type { RealtimeEventName } from '@holdfast/shared/realtime';

/**
 * Every realtime event the server sends, by what its payload can carry (see routes.manifest.ts):
 * `own` goes only to the person it is about (their own data or their own action echoed to their
 * other tabs); `others` can carry another person's data or identity, and names where that is
 * checked: `probe: 'liveCard'` is visibility.test.ts's live-card walk (who hears a new card, and
 * that an ended session or a suspended account hears nothing), `coveredBy` a test file or folder.
 * visibility.test.ts fails when the shared event map has an event without a line here.
 */
export type EventEntry = { carries: 'own' } | { carries: 'others'; probe: 'liveCard' } | { carries: 'others'; coveredBy: string };

export const EVENTS: Record<RealtimeEventName, EventEntry> = {
  'profile.updated': { carries: 'own' },
  'notification.created': { carries: 'others', coveredBy: 'modules/notifications' },
  'notification.count': { carries: 'own' },
  'accountability.created': { carries: 'others', coveredBy: 'modules/accountability/accountability.routes.test.ts' },
  'accountability.updated': { carries: 'others', coveredBy: 'modules/accountability/accountability.routes.test.ts' },
  'accountability.removed': { carries: 'own' },
  'sos.created': { carries: 'others', coveredBy: 'modules/accountability/sos.routes.test.ts' },
  'sos.updated': { carries: 'others', coveredBy: 'modules/accountability/sos.routes.test.ts' },
  'group.created': { carries: 'others', coveredBy: 'modules/groups/groups.routes.test.ts' },
  'group.updated': { carries: 'others', coveredBy: 'modules/groups/groups.routes.test.ts' },
  'group.removed': { carries: 'own' },
  'group.sharing-changed': { carries: 'own' },
  'group-member.created': { carries: 'others', coveredBy: 'modules/groups/groups.routes.test.ts' },
  'group-member.updated': { carries: 'others', coveredBy: 'modules/groups/groups.routes.test.ts' },
  'group-member.removed': { carries: 'own' },
  'community-reply.created': { carries: 'others', coveredBy: 'modules/community' },
  'message.created': { carries: 'others', probe: 'liveCard' },
  'message.read': { carries: 'own' },
  'message.seen': { carries: 'others', coveredBy: 'modules/messaging/messaging.socket.test.ts' },
  'message.typing': { carries: 'others', coveredBy: 'modules/messaging/messaging.socket.test.ts' },
  'messaging-request.created': { carries: 'others', coveredBy: 'modules/messaging/requests.routes.test.ts' },
  'messaging-request.updated': { carries: 'others', coveredBy: 'modules/messaging/requests.routes.test.ts' },
  'messaging-request.removed': { carries: 'own' },
  forced_refresh: { carries: 'own' },
  'coaching.status-changed': { carries: 'others', coveredBy: 'modules/coaching' },
  'coaching.clients-changed': { carries: 'own' },
};
