import {
  DEFAULT_SHARING,
  displayNameOf,
  effectiveSharing,
  listingKeyOf,
  partnerSeesMyData,
  seesPartnerData,
  sosLevelLabels,
  type AccessLogEntry,
  type AccountabilityPartner,
  type PartnerEvent,
  type PersonSummary,
  type Sharing,
  type Sos,
} from '@holdfast/shared/accountability';
import { initials } from '@holdfast/shared/common';
import { checkInEvent, crashReportEvent, type checkInRecords } from '../check-ins';
import type { AccessLogRow } from '../../platform/access-log/access-log';
import type { PersonRow, RelationshipView } from './accountability.repository';
import type { SosView } from './sos.repository';
import { isoInstant, isoInstantOrNull } from '../../platform/db/instant';

/** Makes a viewer's signed avatar link from a stored file key. */
export type SignAvatar = (key: string) => string;

export function presentPerson(
  p: Omit<PersonRow, 'id'> & { id: number | null },
  sign: SignAvatar,
  email: string | null = null,
): PersonSummary {
  return {
    id: p.id,
    username: p.username,
    display_name: displayNameOf({ ...p, email }),
    initials: initials({ ...p, display_name: p.display_name ?? email }),
    profile_icon: p.profile_icon ? sign(p.profile_icon) : null,
    email,
  };
}

/** The address typed for an e-mail request, shown until it is answered (never whether an account is behind it). */
function addressOnly(email: string): PersonSummary {
  return { id: null, username: null, display_name: email, initials: initials({ display_name: email }), profile_icon: null, email };
}

/** The recipient of a request asked through an anonymous post, as the requester sees them until it is accepted. */
export const ANONYMOUS_PARTNER: PersonSummary = {
  id: null,
  username: null,
  display_name: 'Anonymous member',
  initials: '',
  profile_icon: null,
  email: null,
};

const sharingOf = (stored: Sharing | null): Sharing => effectiveSharing(stored ?? DEFAULT_SHARING);

export function presentRelationship(v: RelationshipView, viewerId: number, sign: SignAvatar): AccountabilityPartner {
  const shape = { user_id: v.requester_id, request_type: v.request_type };
  const isRequester = v.requester_id === viewerId;
  const accepted = v.status === 'accepted';
  const hideIdentity = isRequester && v.status === 'pending' && (v.action_type === 'email' || v.recipient_id === null);
  // Asked through an anonymous post: 'Anonymous member' to the requester until the recipient accepts (a refusal too).
  const anonymous = isRequester && v.status !== 'accepted' && !!v.recipient_hidden;
  const partner = anonymous
    ? ANONYMOUS_PARTNER
    : hideIdentity || v.other_id === null
      ? addressOnly(v.recipient_email ?? '')
      : presentPerson(
          {
            id: v.other_id,
            username: v.other_username ?? '',
            display_name: v.other_display_name,
            first_name: v.other_first_name,
            last_name: v.other_last_name,
            profile_icon: v.other_profile_icon,
          },
          sign,
        );
  return {
    id: v.id,
    user_id: v.requester_id,
    partner_id: hideIdentity || anonymous ? null : v.recipient_id,
    mutual_partner_id: accepted ? v.recipient_id : null,
    request_status: v.status,
    request_type: v.request_type,
    is_requester: isRequester,
    relationship: listingKeyOf(shape, viewerId),
    type: v.source,
    invitation_reference: v.invitation_reference,
    message: v.message,
    through_anonymous_post: !!v.recipient_hidden,
    partner,
    shares_with_me: accepted && seesPartnerData(shape, viewerId) ? sharingOf(v.their_sharing) : null,
    i_share: accepted && partnerSeesMyData(shape, viewerId) ? sharingOf(v.my_sharing) : null,
    created_at: isoInstant(v.created_at),
    updated_at: isoInstant(v.updated_at),
    accepted_at: isoInstantOrNull(v.accepted_at),
  };
}

export function presentAccessEntry(row: AccessLogRow, sign: SignAvatar): AccessLogEntry {
  return {
    id: Number(row.id),
    viewer: presentPerson(
      {
        id: Number(row.viewer_id),
        username: row.username ?? '',
        display_name: row.display_name,
        first_name: row.first_name,
        last_name: row.last_name,
        profile_icon: row.profile_icon,
      },
      sign,
    ),
    kind: row.kind as AccessLogEntry['kind'],
    record_id: row.record_id === null ? null : Number(row.record_id),
    range_start: row.range_start,
    range_end: row.range_end,
    via: row.via as AccessLogEntry['via'],
    created_at: isoInstant(row.created_at),
  };
}

export function presentSos(v: SosView, viewerId: number, sign: SignAvatar): Sos {
  return {
    id: v.id,
    level: v.level,
    level_label: sosLevelLabels[v.level],
    message: v.message,
    phone: v.phone,
    member: presentPerson(v.member, sign),
    is_mine: v.member.id === viewerId,
    status: v.status,
    created_at: isoInstant(v.created_at),
    escalated_at: isoInstantOrNull(v.escalated_at),
    acknowledged_by: v.acknowledger ? presentPerson(v.acknowledger, sign) : null,
    acknowledged_at: isoInstantOrNull(v.acknowledged_at),
    closed_at: isoInstantOrNull(v.closed_at),
    recipients: v.recipients,
  };
}

/**
 * The calendar's events from its rows, sorted by instant (crash reports first at the same instant).
 * The partner calendar itself has PostgreSQL write this JSON (checkInRecords.calendarEventsJson);
 * this presenter is the preview's and the proof's: calendar.json.test.ts checks both agree.
 */
type CheckInRow = Awaited<ReturnType<typeof checkInRecords.listCheckInsOf>>[number];
type CrashReportRow = Awaited<ReturnType<typeof checkInRecords.listCrashReportsOf>>[number];

export function presentCalendarEvents(checkIns: CheckInRow[], crashes: CrashReportRow[]): PartnerEvent[] {
  const events: PartnerEvent[] = [];
  for (const row of crashes) events.push(crashReportEvent(row));
  for (const row of checkIns) events.push(checkInEvent(row));
  return events.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}
