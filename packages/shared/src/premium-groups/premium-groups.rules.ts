import type { GroupGender, MeetingDay, MemberPremiumStatus, PremiumGroupStatus } from '../groups/groups.constants';
import {
  GROUP_TIME_SLOTS,
  PREMIUM_LEAVE_CHARGE_RATE,
  PREMIUM_MAX_MEMBERS,
  PREMIUM_MIN_MEMBERS,
  PREMIUM_MONTHLY_PRICE_CENTS,
  PREMIUM_TOTAL_MONTHS,
  type ApplicationStatus,
  type PipelineAction,
} from './premium-groups.constants';

// ---------- the pipeline (spec 4.5) ----------

/**
 * The member status an action leads to from `from`, or null when the action is out of order:
 * - mark-review: applied -> in-review ('Start Review');
 * - accept: in-review -> accepted (after the leader confirms);
 * - reject: from applied or in-review -> rejected. The spec allows any status but accepted, rejected
 *   and pre-payment-completed; Holdfast also refuses subscription-created (a subscribed member leaves
 *   or is removed instead, which charges the leave fee), so only applied and in-review remain;
 * - pre-payment: accepted -> pre-payment-completed (the provider confirmed the first month);
 * - subscribe: pre-payment-completed -> subscription-created (only once the group started; see canSubscribe).
 */
export function nextPremiumStatus(from: MemberPremiumStatus | null, action: PipelineAction): MemberPremiumStatus | null {
  switch (action) {
    case 'mark-review':
      return from === 'applied' ? 'in-review' : null;
    case 'accept':
      return from === 'in-review' ? 'accepted' : null;
    case 'reject':
      return from === 'applied' || from === 'in-review' ? 'rejected' : null;
    case 'pre-payment':
      return from === 'accepted' ? 'pre-payment-completed' : null;
    case 'subscribe':
      return from === 'pre-payment-completed' ? 'subscription-created' : null;
  }
}

export const canTransition = (from: MemberPremiumStatus | null, action: PipelineAction) => nextPremiumStatus(from, action) !== null;

/** Every (from, action, to) the pipeline allows: the table the docs and tests print. */
export const PIPELINE_TRANSITIONS: ReadonlyArray<{ from: MemberPremiumStatus; action: PipelineAction; to: MemberPremiumStatus }> = [
  { from: 'applied', action: 'mark-review', to: 'in-review' },
  { from: 'in-review', action: 'accept', to: 'accepted' },
  { from: 'applied', action: 'reject', to: 'rejected' },
  { from: 'in-review', action: 'reject', to: 'rejected' },
  { from: 'accepted', action: 'pre-payment', to: 'pre-payment-completed' },
  { from: 'pre-payment-completed', action: 'subscribe', to: 'subscription-created' },
];

/** Spec 4.5: the pre-payment mail is resent while the member is accepted (pre-payment 'Pending'). */
export const canResendPrePayment = (status: MemberPremiumStatus | null) => status === 'accepted';

/**
 * Spec 4.5/6: a subscription link can be resent while no subscription exists. A link exists only once
 * the group started, and only pre-paid members stay in a started group: so pre-payment-completed
 * members of a started group (Holdfast's reading).
 */
export const canResendSubscription = (status: MemberPremiumStatus | null, groupStatus: PremiumGroupStatus | null) =>
  status === 'pre-payment-completed' && groupStatus === 'started';

/** Pre-paid, or subscribed: the members who stay when a group starts and who may enter the group (spec 4.5). */
/** The subscription is due: pre-paid members of a started group (the same members the link is resent to). */
export const canSubscribeNow = (status: MemberPremiumStatus | null, groupStatus: PremiumGroupStatus | null) =>
  canResendSubscription(status, groupStatus);

export const hasPrePaid = (status: MemberPremiumStatus | null) => status === 'pre-payment-completed' || status === 'subscription-created';

/** The application status a member's premium status shows (spec 3 pipeline labels). */
export function applicationStatusOf(member: MemberPremiumStatus | null): ApplicationStatus {
  switch (member) {
    case null:
      return 'group-selection-pending';
    case 'applied':
    case 'in-review':
      return 'leader-review-pending';
    case 'accepted':
      return 'pending-pre-payment';
    case 'pre-payment-completed':
    case 'subscription-created':
      return 'on-boarding-complete';
    case 'rejected':
      return 'rejected';
  }
}

/** What a leader may do on one applicant row now (the web shows exactly these). */
export function applicantActions(status: MemberPremiumStatus | null, groupStatus: PremiumGroupStatus | null) {
  const open = groupStatus === 'pending' || groupStatus === 'launch-pending' || groupStatus === null;
  return {
    mark_review: open && canTransition(status, 'mark-review'),
    accept: open && canTransition(status, 'accept'),
    reject: canTransition(status, 'reject'),
    resend_pre_payment: open && canResendPrePayment(status),
    resend_subscription: canResendSubscription(status, groupStatus),
  };
}

// ---------- start and completion (spec 4.5, 9) ----------

export type StartDecision =
  { ok: true; keep: number; remove: number } | { ok: false; reason: 'not_startable' | 'not_enough_pre_paid' | 'too_many_pre_paid' };

/**
 * 'Start Premium Group' is enabled at 4 or more pre-paid members (a group holds 4 to 6) of a group
 * not yet started. Starting keeps the pre-paid ones and removes every other applicant.
 */
export function startDecision(
  groupStatus: PremiumGroupStatus | null,
  applicantStatuses: readonly (MemberPremiumStatus | null)[],
): StartDecision {
  if (groupStatus !== 'pending' && groupStatus !== 'launch-pending') return { ok: false, reason: 'not_startable' };
  const keep = applicantStatuses.filter(hasPrePaid).length;
  if (keep < PREMIUM_MIN_MEMBERS) return { ok: false, reason: 'not_enough_pre_paid' };
  if (keep > PREMIUM_MAX_MEMBERS) return { ok: false, reason: 'too_many_pre_paid' };
  return { ok: true, keep, remove: applicantStatuses.length - keep };
}

export const canStartGroup = (groupStatus: PremiumGroupStatus | null, applicantStatuses: readonly (MemberPremiumStatus | null)[]) =>
  startDecision(groupStatus, applicantStatuses).ok;

export const canCompleteGroup = (groupStatus: PremiumGroupStatus | null) => groupStatus === 'started';

/**
 * Applicants that hold a seat: everyone placed and not rejected. Placing is refused once 6 hold seats
 * (Holdfast's: the spec says groups hold 4 to 6).
 */
export const holdsSeat = (status: MemberPremiumStatus | null) => status !== null && status !== 'rejected';
export const seatsLeft = (applicantStatuses: readonly (MemberPremiumStatus | null)[]) =>
  Math.max(0, PREMIUM_MAX_MEMBERS - applicantStatuses.filter(holdsSeat).length);

// ---------- the leave charge (spec 9) ----------

/**
 * Leaving or being removed after the start costs 50% of the remaining payments. `paymentsMade` counts
 * the months paid (the pre-payment is the first), clamped to 0..7; the answer is in cents, rounded to
 * the cent. Before the start nothing is charged (the caller does not ask).
 */
export function leaveChargeCents(paymentsMade: number, monthlyCents = PREMIUM_MONTHLY_PRICE_CENTS): number {
  const made = Math.min(PREMIUM_TOTAL_MONTHS, Math.max(0, Math.floor(paymentsMade)));
  return Math.round((PREMIUM_TOTAL_MONTHS - made) * monthlyCents * PREMIUM_LEAVE_CHARGE_RATE);
}

/**
 * Months paid by `now`: the pre-payment, plus (once subscribed) one payment at the subscription's
 * start and one more at each whole month after it, at most 7 in all.
 */
export function paymentsMadeBy(now: Date, facts: { prePaid: boolean; subscribedAt: Date | null }): number {
  if (!facts.prePaid) return 0;
  if (!facts.subscribedAt) return 1;
  const a = facts.subscribedAt;
  let months = (now.getUTCFullYear() - a.getUTCFullYear()) * 12 + (now.getUTCMonth() - a.getUTCMonth());
  if (now.getUTCDate() < a.getUTCDate()) months -= 1;
  return Math.min(PREMIUM_TOTAL_MONTHS, 1 + 1 + Math.max(0, months));
}

// ---------- matching ----------

export interface MatchApplicant {
  gender: GroupGender;
  in_ministry: boolean;
  meeting_time: readonly string[];
  other_day: string | null;
}

export interface MatchGroup {
  gender: GroupGender;
  for_leaders: boolean;
  day: MeetingDay;
  /** 24-hour 'HH:MM'. */
  meeting_time: string;
  premium_group_status: PremiumGroupStatus | null;
  seats_left: number;
}

export type MatchReason = 'same_slot' | 'same_day' | 'other_day' | 'filling_up';
export type MatchResult = { fits: false; score: 0; reasons: readonly [] } | { fits: true; score: number; reasons: MatchReason[] };

/**
 * Whether a premium group fits an applicant and how well (higher first). It fits when it is the same
 * gender, its for_leaders equals the applicant's in_ministry, it has a seat left, it has not started,
 * and the applicant can make its meeting: one of their time options is its day and start
 * (same_slot, +100), or an option on its day (same_day, +40), or its day is named in other_day
 * (other_day, +30). Among fitting groups, one that is filling up ranks higher (+10 per seat taken),
 * so groups reach their start sooner.
 */
export function matchScore(a: MatchApplicant, g: MatchGroup): MatchResult {
  const none = { fits: false, score: 0, reasons: [] } as const;
  if (a.gender !== g.gender || a.in_ministry !== g.for_leaders || g.seats_left <= 0) return none;
  if (g.premium_group_status !== 'pending' && g.premium_group_status !== 'launch-pending') return none;
  const slots = a.meeting_time.flatMap((o) => (o in GROUP_TIME_SLOTS ? [GROUP_TIME_SLOTS[o as keyof typeof GROUP_TIME_SLOTS]] : []));
  const reasons: MatchReason[] = [];
  let score = 0;
  if (slots.some((s) => s.day === g.day && s.start === g.meeting_time)) {
    reasons.push('same_slot');
    score += 100;
  } else if (slots.some((s) => s.day === g.day)) {
    reasons.push('same_day');
    score += 40;
  } else if (a.other_day && new RegExp(`\\b${g.day}`, 'i').test(a.other_day)) {
    reasons.push('other_day');
    score += 30;
  } else {
    return none;
  }
  const taken = PREMIUM_MAX_MEMBERS - g.seats_left;
  if (taken > 0) {
    reasons.push('filling_up');
    score += 10 * taken;
  }
  return { fits: true, score, reasons };
}

/** Fitting groups, best first (score, then earlier projected start, then lower id). */
export function rankGroups<G extends MatchGroup & { id: number; projected_start_date: string }>(a: MatchApplicant, groups: readonly G[]) {
  return groups
    .map((g) => ({ group: g, match: matchScore(a, g) }))
    .filter((x): x is { group: G; match: Extract<MatchResult, { fits: true }> } => x.match.fits)
    .sort(
      (x, y) =>
        y.match.score - x.match.score ||
        x.group.projected_start_date.localeCompare(y.group.projected_start_date) ||
        x.group.id - y.group.id,
    );
}

// ---------- OTP ----------

export const isOtpFormat = (v: string) => /^\d{6}$/.test(v);

/** Dollars with 2 decimals, from cents (spec 9: amount divided by 100). */
export const formatUsd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
