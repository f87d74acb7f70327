import type { AccountabilityPartner, PersonSummary, Sharing, Sos } from '@holdfast/shared/accountability';

/** Contract-shaped answers of the accountability API for component tests. */
export function person(overrides: Partial<PersonSummary> = {}): PersonSummary {
  return { id: 2, username: 'jo', display_name: 'Jo Banks', initials: 'JB', profile_icon: null, email: null, ...overrides };
}

export const ALL_SHARED: Sharing = { check_ins: true, crash_reports: true, faster: true, streaks: true };

export function relationship(overrides: Partial<AccountabilityPartner> = {}): AccountabilityPartner {
  return {
    id: 11,
    user_id: 1,
    partner_id: 2,
    mutual_partner_id: 2,
    request_status: 'accepted',
    request_type: 'mutual',
    is_requester: true,
    relationship: 'mutual',
    type: 'direct',
    invitation_reference: 'direct',
    message: null,
    through_anonymous_post: false,
    partner: person(),
    shares_with_me: ALL_SHARED,
    i_share: ALL_SHARED,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    accepted_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function sos(overrides: Partial<Sos> = {}): Sos {
  return {
    id: 5,
    level: 'call',
    level_label: 'Call me now',
    message: 'Rough night.',
    phone: '+1 555 0100',
    member: person({ id: 1, display_name: 'Sam Rivers', initials: 'SR' }),
    is_mine: false,
    status: 'open',
    created_at: '2026-03-05T22:00:00.000Z',
    escalated_at: null,
    acknowledged_by: null,
    acknowledged_at: null,
    closed_at: null,
    recipients: 2,
    ...overrides,
  };
}
