import { addDays, localDateOf, type LocalDate } from '../check-ins/check-ins.days';
import {
  INVITATION_TTL_DAYS,
  SOS_ESCALATION_MINUTES,
  type InvitationContextType,
  type ListingKey,
  type RequestType,
} from './accountability.constants';
import type { Sharing } from './accountability.contract';

/** A relationship as the rules need it: who asked, and which kind. */
export interface RelationshipShape {
  /** The requester. */
  user_id: number;
  request_type: RequestType;
}

/**
 * Where the other person sits in `viewerId`'s lists. A standard request from A to B asks B to hold
 * A accountable: for A it is `accountable_for` (B sees A's data), for B `my_accountable`.
 */
export function listingKeyOf(rel: RelationshipShape, viewerId: number): ListingKey {
  if (rel.request_type === 'mutual') return 'mutual';
  return rel.user_id === viewerId ? 'accountable_for' : 'my_accountable';
}

/** Whether `viewerId` sees the other party's data once the relationship is accepted. */
export function seesPartnerData(rel: RelationshipShape, viewerId: number): boolean {
  return listingKeyOf(rel, viewerId) !== 'accountable_for';
}

/** Whether the other party sees `viewerId`'s data once accepted. */
export function partnerSeesMyData(rel: RelationshipShape, viewerId: number): boolean {
  return listingKeyOf(rel, viewerId) !== 'my_accountable';
}

/** No choice stored means everything is shared (the default). */
export const DEFAULT_SHARING: Sharing = { check_ins: true, crash_reports: true, faster: true, streaks: true };

/** FASTER answers are part of a check-in: without check-ins there is nothing of them to see. */
export function effectiveSharing(s: Sharing): Sharing {
  return { ...s, faster: s.check_ins && s.faster };
}

/** The name to show for a person: display name, first + last, username, then the address. */
export function displayNameOf(p: {
  display_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  username?: string | null;
  email?: string | null;
}): string {
  const named =
    p.display_name?.trim() ||
    [p.first_name, p.last_name]
      .filter((v) => v && v.trim())
      .join(' ')
      .trim();
  return named || p.username?.trim() || p.email?.trim() || 'Member';
}

/** The web path an invitation mail links to (spec 2 section 2.6). */
export function invitationPath(q: {
  token: string;
  email: string;
  context_type: InvitationContextType;
  context_id: number | null;
}): string {
  const params = new URLSearchParams({ token: q.token, email: q.email, context_type: q.context_type });
  if (q.context_id !== null) params.set('context_id', String(q.context_id));
  return `/invited-user?${params}`;
}

export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 86_400_000;
export const SOS_ESCALATION_MS = SOS_ESCALATION_MINUTES * 60_000;

/** An SOS still open and not acknowledged this long after it was sent is due to be sent again. */
export function isSosEscalationDue(
  sos: {
    created_at: string | Date;
    acknowledged_at: string | Date | null;
    closed_at: string | Date | null;
    escalated_at: string | Date | null;
  },
  now: Date,
): boolean {
  if (sos.acknowledged_at || sos.closed_at || sos.escalated_at) return false;
  return now.getTime() - new Date(sos.created_at).getTime() >= SOS_ESCALATION_MS;
}

/**
 * The week a Monday digest covers: Monday to Sunday of the week before the one `now` falls in,
 * in calendar days at `offset` (seconds west of UTC; 0 for UTC).
 */
export function digestWeekOf(now: Date, offset = 0): { start: LocalDate; end: LocalDate } {
  const today = localDateOf(now, offset);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
  const thisMonday = addDays(today, -weekday);
  return { start: addDays(thisMonday, -7), end: addDays(thisMonday, -1) };
}
