import { displayNameOf } from '@holdfast/shared/accountability';
import { initials } from '@holdfast/shared/common';
import type { PremiumGroupStatus } from '@holdfast/shared/groups';
import {
  applicantActions,
  applicationStatusLabels,
  memberPremiumStatusLabels,
  type ApplicantDetails,
  type PremiumApplication,
  type PremiumPayment,
  type SuggestedGroup,
  type MatchReason,
} from '@holdfast/shared/premium-groups';
import type { ApplicantMemberRow, PremiumGroupRow } from '../groups';
import type { ApplicationRow } from './applications.repository';
import type { PaymentRow } from './payments.repository';
import { isoInstant, isoInstantOrNull } from '../../platform/db/instant';

const numOrNull = (v: number | null) => (v === null ? null : Number(v));

export function presentApplication(a: ApplicationRow): PremiumApplication {
  const person =
    a.user_id === null
      ? null
      : { user_id: a.user_id, username: a.username, display_name: a.display_name, first_name: a.first_name, last_name: a.last_name };
  return {
    id: Number(a.id),
    status: a.status,
    status_label: applicationStatusLabels[a.status],
    user_id: numOrNull(a.user_id),
    applicant: person
      ? {
          id: Number(a.user_id),
          username: a.username,
          display_name: displayNameOf({ ...person, username: a.username ?? '', email: a.user_email }),
          initials: initials({ ...person, display_name: a.display_name ?? a.username }),
          // Avatars are not signed here: the application lists show names only.
          profile_icon: null,
          email: a.user_email,
        }
      : null,
    guest_email: a.guest_email,
    is_verified: a.verified_at !== null || (a.user_id !== null && a.user_verified_on !== null),
    group_id: numOrNull(a.group_id),
    group_name: a.group_name,
    member_id: numOrNull(a.member_id),
    member_status: a.member_status,
    answers: {
      name: a.name,
      gender: a.gender,
      is_married: a.is_married,
      in_ministry: a.in_ministry,
      is_in_ministry_leader_group: a.is_in_ministry_leader_group,
      timezone: a.timezone,
      hope_to_gain: a.hope_to_gain,
      will_add_to_group: a.will_add_to_group,
      relationship_with_god: a.relationship_with_god,
      reason_not_attend_weekly: a.reason_not_attend_weekly,
      meeting_time: a.meeting_time,
      other_day: a.other_day,
      confidentiality_agreement: a.confidentiality_agreement,
      daily_practice_commitment: a.daily_practice_commitment,
      able_to_use_zoom: a.able_to_use_zoom,
      questions_regarding_payment: a.questions_regarding_payment,
      phone_number: a.phone_number,
      email: a.email,
      age: numOrNull(a.age),
    },
    created_at: isoInstant(a.created_at),
    updated_at: isoInstant(a.updated_at),
  };
}

export function presentPayment(p: PaymentRow): PremiumPayment {
  return {
    id: Number(p.id),
    kind: p.kind,
    status: p.status,
    amount: Number(p.amount),
    provider: p.provider,
    created_at: isoInstant(p.created_at),
    completed_at: isoInstantOrNull(p.completed_at),
  };
}

export function presentApplicant(
  m: ApplicantMemberRow,
  a: ApplicationRow,
  groupStatus: PremiumGroupStatus | null,
  payments: readonly PaymentRow[],
): ApplicantDetails {
  const status = m.premium_group_status!;
  const prePayment =
    status === 'accepted' ? 'Pending' : status === 'pre-payment-completed' || status === 'subscription-created' ? 'Completed' : null;
  return {
    group_id: Number(m.group_id),
    member_id: Number(m.id),
    premium_group_status: status,
    status_label: memberPremiumStatusLabels[status],
    pre_payment: prePayment,
    reason_to_reject: a.reason_to_reject,
    application: presentApplication(a),
    payments: payments.map(presentPayment),
    actions: applicantActions(status, groupStatus),
  };
}

export function presentSuggestion(g: PremiumGroupRow, match: { score: number; reasons: MatchReason[] }, seatsLeft: number): SuggestedGroup {
  const s = g.premium_group_settings;
  return {
    group_id: Number(g.id),
    name: g.name,
    score: match.score,
    reasons: match.reasons,
    day: s.day,
    meeting_time: s.meeting_time,
    projected_start_date: s.projected_start_date,
    gender: s.gender,
    for_leaders: s.for_leaders,
    seats_left: seatsLeft,
    premium_group_status: g.premium_group_status,
    owner: {
      id: Number(g.owner_id),
      username: g.username,
      display_name: displayNameOf({ ...g, username: g.username ?? '', email: g.owner_email }),
      initials: initials({ ...g, display_name: g.display_name ?? g.username }),
      profile_icon: null,
      email: g.owner_email,
    },
  };
}
