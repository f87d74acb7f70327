import { displayNameOf, type PersonSummary, type Sharing } from '@holdfast/shared/accountability';
import {
  coachingOpen,
  orderClients,
  type AdminCoach,
  type CoachClient,
  type CoachClientView,
  type CoachDetail,
} from '@holdfast/shared/coaching';
import { initials } from '@holdfast/shared/common';
import type { NamedPerson } from '../accounts';
import { isoInstant, isoInstantOrNull } from '../../platform/db/instant';
import type { SignAvatar } from '../../platform/resources/avatar-links';
import type { ClientLinkRow, CoachRow } from './coaching.repository';
import type { AdminCoachRow, ClientLinkView } from './relationships.repository';

/** A person with an account, as the viewer sees them (`email` only where the viewer typed it or it is their own). */
export function presentPerson(p: NamedPerson, sign: SignAvatar, email: string | null = null): PersonSummary {
  return {
    id: Number(p.id),
    username: p.username,
    display_name: displayNameOf({ ...p, email }),
    initials: initials(p),
    profile_icon: p.profile_icon ? sign(p.profile_icon) : null,
    email,
  };
}

/** The address typed for an invitation, shown until it is accepted (never whether an account is behind it). */
export function addressOnly(email: string): PersonSummary {
  return { id: null, username: null, display_name: email, initials: initials({ display_name: email }), profile_icon: null, email };
}

export function presentAdminCoach(r: Omit<AdminCoachRow, 'total'>): AdminCoach {
  return {
    id: Number(r.id),
    email: r.email,
    user_id: r.user_id === null ? null : Number(r.user_id),
    request_status: r.request_status,
    is_billing_setup_complete: r.is_billing_setup_complete,
    subscription_status: r.subscription_status,
    accepted_clients: Number(r.accepted_clients),
    created_at: isoInstant(r.created_at),
  };
}

/** GET coach: the caller's own record; `me` is the caller (the record's user, with their own address). */
export function presentCoachDetail(
  row: CoachRow,
  me: { id: number; person: PersonSummary },
  clients: readonly { id: number; request_status: CoachClient['request_status'] }[],
): CoachDetail {
  return {
    id: Number(row.id),
    user_id: me.id,
    user: me.person,
    is_billing_setup_complete: row.is_billing_setup_complete,
    subscription_status: row.subscription_status,
    meeting_url: row.meeting_url,
    request_status: row.request_status,
    trial_end: isoInstantOrNull(row.trial_end),
    users: orderClients(clients.map((c) => ({ id: Number(c.id), request_status: c.request_status }))),
  };
}

export const sharingOf = (r: Pick<ClientLinkRow, 'check_ins' | 'crash_reports' | 'faster' | 'streaks'>): Sharing => ({
  check_ins: r.check_ins,
  crash_reports: r.crash_reports,
  faster: r.faster,
  streaks: r.streaks,
});

/** A row the coach just invited (or re-invited): pending, the address only, nothing of the person's data yet. */
export function presentInvitedClient(r: ClientLinkRow): CoachClient {
  return {
    id: Number(r.id),
    coach_id: Number(r.coach_id),
    user_id: null,
    user: addressOnly(r.email),
    request_status: r.request_status,
    sharing: null,
    latest_checkin: null,
    latest_triggers: null,
    user_courses: [],
    habit_metric_calculation: null,
    streaks: null,
    unread_count: 0,
    needs: [],
    invited_at: isoInstant(r.invited_at),
  };
}

/** GET coach/client: the client's own link and their coach (the coach's address only until the coach has an account). */
export function presentClientView(v: ClientLinkView, coach: NamedPerson | null, sign: SignAvatar): CoachClientView {
  return {
    id: Number(v.id),
    coach_id: Number(v.coach_id),
    request_status: v.request_status,
    sharing: sharingOf(v),
    coach: {
      id: Number(v.coach_id),
      user: coach ? presentPerson(coach, sign) : addressOnly(v.coach_email),
      meeting_url: v.meeting_url,
      subscription_status: v.subscription_status,
      is_open: coachingOpen(v.subscription_status),
    },
  };
}
