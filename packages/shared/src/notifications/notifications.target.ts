import { coachInvitationNotification } from '../coaching/coach-invitation';
import { safeNextPath } from '../shell';
import type { NotificationMeta } from './notifications.contract';

/**
 * Where a tapped notification (or push) leads, from its meta (spec 1 "Route guards": push tap
 * targets). An area that writes `meta.target` (accountability, groups) is followed to it; for the
 * others the spec's type names and ids lead (global message, community thread, coach, messages,
 * partners, check-in, groups). Unknown types return null: the user stays where they are.
 */
export function notificationTarget(meta: NotificationMeta | Record<string, unknown> | null | undefined): string | null {
  if (!meta) return null;
  // Areas that name their target (accountability: shared/accountability's targets) are followed as is,
  // when it is a path inside the app.
  const target = typeof meta.target === 'string' ? safeNextPath(meta.target) : null;
  if (target) return target;
  const type = String(meta.type ?? '')
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const id = (key: string) => {
    const v = meta[key];
    return typeof v === 'number' || (typeof v === 'string' && v !== '') ? encodeURIComponent(String(v)) : null;
  };

  if (type.includes('global_message') || type === 'global') {
    const redirectUrl = typeof meta.redirectUrl === 'string' ? meta.redirectUrl : null;
    return redirectUrl ? `/global-message?redirectUrl=${encodeURIComponent(redirectUrl)}` : '/global-message';
  }
  if (type.includes('thread') || type.includes('community')) {
    const threadId = id('thread_id');
    return threadId ? `/community/threads/${threadId}` : null;
  }
  // An invited coach has no centre yet: the invitation is answered on the billing page.
  if (type === coachInvitationNotification.type.replace(/-/g, '_')) return coachInvitationNotification.target;
  if (type.includes('coach')) {
    const coachId = id('coach_id') ?? id('coach_client_id');
    if (type.includes('message') && coachId) return `/messages/coaches/${coachId}`;
    return '/coaching-center';
  }
  if (type.includes('message') || type.includes('chat')) {
    const partnerId = id('accountability_partner_id');
    if (partnerId) return `/messages/partners/${partnerId}`;
    const groupId = id('group_id');
    if (groupId) return `/messages/groups/${groupId}`;
    return '/messages';
  }
  if (type.includes('partner') || type.includes('accountability')) return '/accountability/partners';
  if (type.includes('check_in') || type.includes('checkin')) return '/check-in';
  if (type.includes('group')) return '/small-groups';
  return null;
}
