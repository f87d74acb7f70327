/**
 * Numbers and names the accountability area fixes (spec 2 sections 3, 4.3, 7.2). Where
 * the spec is silent the value is Holdfast's, and docs/areas/accountability.md says so.
 */

/** `mutual`: once approved each sees the other's data. `standard` from A to B: B holds A accountable (B sees A's data). */
export const REQUEST_TYPES = ['mutual', 'standard'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** How the requester names the partner: by e-mail address or by a known user's id. */
export const ACTION_TYPES = ['email', 'user'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** What the non-requester may answer (PATCH accountability-partners/{id}/update-status). */
export const ANSWER_STATUSES = ['accepted', 'rejected'] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

/**
 * The listing keys of GET accountability-partners, from the caller's side:
 * `my_accountable` are the people I hold accountable (I see their data), `accountable_for` the
 * people I am accountable to (they see mine), `mutual` both.
 */
export const LISTING_KEYS = ['mutual', 'my_accountable', 'accountable_for'] as const;
export type ListingKey = (typeof LISTING_KEYS)[number];

/** Where a relationship came from (spec 3 "type"). Only `direct` is made today; groups and coaching follow. */
export const RELATIONSHIP_SOURCES = ['direct', 'group', 'coach'] as const;
export type RelationshipSource = (typeof RELATIONSHIP_SOURCES)[number];

/** Spec 3 "invitation reference kinds": where in the app the request was started. */
export const INVITATION_REFERENCES = ['direct', 'community_messaging', 'community_forum', 'group_member_upgrade'] as const;
export type InvitationReference = (typeof INVITATION_REFERENCES)[number];

/** What a member shares with one partner, each switch on by default. FASTER answers are part of a check-in. */
export const SHARE_KINDS = ['check_ins', 'crash_reports', 'faster', 'streaks'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/**
 * What the access log records a read of.
 * `streaks`: a partner read my check-in and purity streaks (the purity streak tells the day of my last relapse).
 * `course_progress`: a group leader read my course progress (member progress, course info).
 * `premium_application`: a premium group's leader read my application's answers.
 * `habit_results`: my coach read my habit tracker results.
 * `account`, `account_end`: the Holdfast team started, and stopped, viewing my account read-only (impersonation; via 'support').
 */
export const ACCESS_KINDS = [
  'check_ins',
  'crash_reports',
  'streaks',
  'course_progress',
  'premium_application',
  'habit_results',
  'account',
  'account_end',
] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/**
 * Through which link the viewer could see the data: a partner, a group's leaders ('group'), a fellow
 * member reading the check-in and crash-report cards in the group's chat ('group_chat'), a coach,
 * the Holdfast team viewing the account read-only ('support': no consent source grants it; the admin tools write it).
 */
export const ACCESS_VIA = ['partner', 'group', 'group_chat', 'coach', 'support'] as const;
export type AccessVia = (typeof ACCESS_VIA)[number];

/** What an invitation leads to once its link is used (`context_type` of the link). */
export const INVITATION_CONTEXT_TYPES = ['accountability', 'referral', 'group', 'coaching', 'coach'] as const;
export type InvitationContextType = (typeof INVITATION_CONTEXT_TYPES)[number];

/** Invitation links work this long, once. */
export const INVITATION_TTL_DAYS = 7;

/** A request's optional message. */
export const PARTNER_MESSAGE_MAX = 1000;

/** The partner calendar answers at most this many days at once (a month view shows six weeks). */
export const PARTNER_CALENDAR_MAX_DAYS = 93;

export const ACCESS_LOG_PAGE_SIZE = 15;

/** SOS levels, mildest first. */
export const SOS_LEVELS = ['pray', 'text', 'call'] as const;
export type SosLevel = (typeof SOS_LEVELS)[number];
export const SOS_STATUSES = ['open', 'acknowledged', 'closed'] as const;
export type SosStatus = (typeof SOS_STATUSES)[number];
/** Not acknowledged within this many minutes: sent again to the same people and marked escalated. */
export const SOS_ESCALATION_MINUTES = 15;
export const SOS_MESSAGE_MAX = 500;
export const SOS_PHONE_MAX = 32;
