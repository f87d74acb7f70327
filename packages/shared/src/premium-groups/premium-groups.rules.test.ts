import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEMBER_PREMIUM_STATUSES, type MemberPremiumStatus, type PremiumGroupStatus } from '../groups/groups.constants';
import { validationMessages as m } from '../validation';
import { PIPELINE_ACTIONS, PREMIUM_MONTHLY_PRICE_CENTS, PREMIUM_TOTAL_MONTHS } from './premium-groups.constants';
import {
  applicationInputSchema,
  guestApplicationInputSchema,
  rejectApplicantInputSchema,
  verifyOtpInputSchema,
} from './premium-groups.contract';
import {
  PIPELINE_TRANSITIONS,
  applicantActions,
  applicationStatusOf,
  canResendPrePayment,
  canResendSubscription,
  canTransition,
  leaveChargeCents,
  matchScore,
  nextPremiumStatus,
  paymentsMadeBy,
  rankGroups,
  seatsLeft,
  startDecision,
  type MatchApplicant,
  type MatchGroup,
} from './premium-groups.rules';
import { premiumTexts as t } from './premium-groups.texts';

describe('the pipeline (spec 4.5)', () => {
  it('allows exactly the listed transitions', () => {
    for (const from of MEMBER_PREMIUM_STATUSES) {
      for (const action of PIPELINE_ACTIONS) {
        const listed = PIPELINE_TRANSITIONS.find((x) => x.from === from && x.action === action);
        expect(nextPremiumStatus(from, action), `${from} ${action}`).toBe(listed?.to ?? null);
      }
    }
  });
  it('Start Review, then Accept, in that order only', () => {
    expect(nextPremiumStatus('applied', 'mark-review')).toBe('in-review');
    expect(nextPremiumStatus('in-review', 'accept')).toBe('accepted');
    expect(canTransition('applied', 'accept')).toBe(false);
    expect(canTransition('accepted', 'mark-review')).toBe(false);
  });
  it('rejects from any state but accepted, rejected, pre-payment-completed (and subscription-created: Holdfast)', () => {
    expect(canTransition('applied', 'reject')).toBe(true);
    expect(canTransition('in-review', 'reject')).toBe(true);
    for (const s of ['accepted', 'rejected', 'pre-payment-completed', 'subscription-created'] as const)
      expect(canTransition(s, 'reject')).toBe(false);
  });
  it('no action applies to a member without a premium status', () => {
    for (const action of PIPELINE_ACTIONS) expect(canTransition(null, action)).toBe(false);
  });
  it('resends: pre-payment while accepted; subscription while pre-paid in a started group', () => {
    expect(MEMBER_PREMIUM_STATUSES.filter(canResendPrePayment)).toEqual(['accepted']);
    expect(canResendSubscription('pre-payment-completed', 'started')).toBe(true);
    expect(canResendSubscription('pre-payment-completed', 'pending')).toBe(false);
    expect(canResendSubscription('subscription-created', 'started')).toBe(false);
  });
  it('application labels follow the member status', () => {
    expect(applicationStatusOf(null)).toBe('group-selection-pending');
    expect(applicationStatusOf('in-review')).toBe('leader-review-pending');
    expect(applicationStatusOf('accepted')).toBe('pending-pre-payment');
    expect(applicationStatusOf('subscription-created')).toBe('on-boarding-complete');
  });
  it('no review or acceptance once the group started', () => {
    expect(applicantActions('applied', 'started').mark_review).toBe(false);
    expect(applicantActions('applied', 'pending').mark_review).toBe(true);
  });
  it('property: every allowed transition leaves the state, and rejected is final', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MEMBER_PREMIUM_STATUSES), fc.constantFrom(...PIPELINE_ACTIONS), (from, action) => {
        const to = nextPremiumStatus(from, action);
        if (to !== null) expect(to).not.toBe(from);
        if (from === 'rejected') expect(to).toBeNull();
      }),
    );
  });
});

describe('the start rule (spec 4.5, 9)', () => {
  const prePaid = (n: number): MemberPremiumStatus[] => Array.from({ length: n }, () => 'pre-payment-completed');
  it('needs 4 pre-paid members', () => {
    expect(startDecision('pending', [...prePaid(3), 'accepted', 'applied'])).toEqual({ ok: false, reason: 'not_enough_pre_paid' });
    expect(startDecision('pending', [...prePaid(4), 'accepted'])).toEqual({ ok: true, keep: 4, remove: 1 });
  });
  it('only a group not yet started', () => {
    for (const s of ['started', 'completed', null] as (PremiumGroupStatus | null)[])
      expect(startDecision(s, prePaid(5))).toEqual({ ok: false, reason: 'not_startable' });
    expect(startDecision('launch-pending', prePaid(6)).ok).toBe(true);
  });
  it('at most 6', () => {
    expect(startDecision('pending', prePaid(7))).toEqual({ ok: false, reason: 'too_many_pre_paid' });
  });
  it('seats: 6 less everyone placed and not rejected', () => {
    expect(seatsLeft(['applied', 'rejected', 'accepted'])).toBe(4);
    expect(seatsLeft(prePaid(7))).toBe(0);
  });
});

describe('the leave charge (spec 9: 50% of the remaining payments)', () => {
  it('after the pre-payment only: half of 6 months', () => {
    expect(leaveChargeCents(1)).toBe(Math.round(6 * PREMIUM_MONTHLY_PRICE_CENTS * 0.5));
    expect(leaveChargeCents(1)).toBe(35_700);
  });
  it('nothing once all 7 are paid; clamps', () => {
    expect(leaveChargeCents(7)).toBe(0);
    expect(leaveChargeCents(9)).toBe(0);
    expect(leaveChargeCents(-2)).toBe(leaveChargeCents(0));
  });
  it('property: decreases as payments are made and is half of what remains', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: PREMIUM_TOTAL_MONTHS }), (k) => {
        expect(leaveChargeCents(k) * 2).toBe((PREMIUM_TOTAL_MONTHS - k) * PREMIUM_MONTHLY_PRICE_CENTS);
        if (k > 0) expect(leaveChargeCents(k)).toBeLessThan(leaveChargeCents(k - 1));
      }),
    );
  });
  it('payments made: pre-payment, then one at subscribing and one per whole month after', () => {
    const sub = new Date('2026-01-15T00:00:00Z');
    expect(paymentsMadeBy(new Date('2026-01-20T00:00:00Z'), { prePaid: false, subscribedAt: null })).toBe(0);
    expect(paymentsMadeBy(new Date('2026-01-20T00:00:00Z'), { prePaid: true, subscribedAt: null })).toBe(1);
    expect(paymentsMadeBy(new Date('2026-01-20T00:00:00Z'), { prePaid: true, subscribedAt: sub })).toBe(2);
    expect(paymentsMadeBy(new Date('2026-02-14T00:00:00Z'), { prePaid: true, subscribedAt: sub })).toBe(2);
    expect(paymentsMadeBy(new Date('2026-02-15T00:00:00Z'), { prePaid: true, subscribedAt: sub })).toBe(3);
    expect(paymentsMadeBy(new Date('2027-06-01T00:00:00Z'), { prePaid: true, subscribedAt: sub })).toBe(7);
  });
});

describe('matching', () => {
  const applicant: MatchApplicant = {
    gender: 'male',
    in_ministry: false,
    meeting_time: ['T-7:30-9:00PM(CST)', 'W-7:00-8:30PM(CST)'],
    other_day: null,
  };
  const group: MatchGroup = {
    gender: 'male',
    for_leaders: false,
    day: 'tuesday',
    meeting_time: '19:30',
    premium_group_status: 'pending',
    seats_left: 6,
  };
  it('same gender, for_leaders = in_ministry, a seat, not started, a time they can make', () => {
    expect(matchScore(applicant, group)).toEqual({ fits: true, score: 100, reasons: ['same_slot'] });
    expect(matchScore(applicant, { ...group, gender: 'female' }).fits).toBe(false);
    expect(matchScore(applicant, { ...group, for_leaders: true }).fits).toBe(false);
    expect(matchScore(applicant, { ...group, seats_left: 0 }).fits).toBe(false);
    expect(matchScore(applicant, { ...group, premium_group_status: 'started' }).fits).toBe(false);
    expect(matchScore(applicant, { ...group, day: 'friday' }).fits).toBe(false);
  });
  it('same day at another time, or a day named in other_day, fit less well', () => {
    expect(matchScore(applicant, { ...group, meeting_time: '12:00' })).toEqual({ fits: true, score: 40, reasons: ['same_day'] });
    expect(matchScore({ ...applicant, other_day: 'Fridays after 6pm' }, { ...group, day: 'friday' })).toEqual({
      fits: true,
      score: 30,
      reasons: ['other_day'],
    });
  });
  it('ranks best first; a group filling up before an empty one', () => {
    const groups = [
      { ...group, id: 1, projected_start_date: '2026-03-01', meeting_time: '12:00' },
      { ...group, id: 2, projected_start_date: '2026-03-01' },
      { ...group, id: 3, projected_start_date: '2026-03-01', seats_left: 3 },
      { ...group, id: 4, projected_start_date: '2026-03-01', gender: 'female' as const },
    ];
    expect(rankGroups(applicant, groups).map((x) => x.group.id)).toEqual([3, 2, 1]);
  });
  it('property: a fitting score is positive and never fits a group of the other gender', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.constantFrom('male', 'female' as const), (seats, gender) => {
        const r = matchScore(applicant, { ...group, seats_left: seats, gender });
        if (r.fits) {
          expect(r.score).toBeGreaterThan(0);
          expect(gender).toBe('male');
        }
      }),
    );
  });
});

describe('the application form (spec 5)', () => {
  const valid = {
    name: 'Sam Applicant',
    gender: 'male',
    is_married: false,
    in_ministry: false,
    timezone: 'America/Chicago',
    hope_to_gain: 'Freedom',
    will_add_to_group: 'Honesty',
    relationship_with_god: 'Growing',
    reason_not_attend_weekly: 'None',
    meeting_time: ['T-7:30-9:00PM(CST)'],
    confidentiality_agreement: true,
    daily_practice_commitment: 'yes',
    able_to_use_zoom: 'no',
    phone_number: '555-0100',
    email: 'Sam@Example.com',
  };
  it('parses a valid form', () => {
    const r = applicationInputSchema.parse(valid);
    expect(r.email).toBe('sam@example.com');
    expect(r.daily_practice_commitment).toBe(true);
    expect(r.able_to_use_zoom).toBe(false);
    expect(r.is_in_ministry_leader_group).toBeNull();
  });
  it('every required field says The field is required', () => {
    const r = applicationInputSchema.safeParse({});
    expect(r.success).toBe(false);
    const paths = new Set(r.error!.issues.map((i) => i.path[0]));
    for (const f of [
      'name',
      'in_ministry',
      'gender',
      'is_married',
      'timezone',
      'hope_to_gain',
      'will_add_to_group',
      'relationship_with_god',
      'reason_not_attend_weekly',
      'confidentiality_agreement',
      'daily_practice_commitment',
      'able_to_use_zoom',
      'phone_number',
      'email',
    ])
      expect(paths.has(f), f).toBe(true);
    expect(r.error!.issues.every((i) => i.message === m.required)).toBe(true);
  });
  it('is_in_ministry_leader_group is required only when in_ministry', () => {
    const r = applicationInputSchema.safeParse({ ...valid, in_ministry: true });
    expect(r.error?.issues).toEqual([expect.objectContaining({ path: ['is_in_ministry_leader_group'], message: m.required })]);
    expect(
      applicationInputSchema.parse({ ...valid, in_ministry: true, is_in_ministry_leader_group: 'yes' }).is_in_ministry_leader_group,
    ).toBe(true);
  });
  it('the agreements must be given; meeting times come from the options', () => {
    expect(applicationInputSchema.safeParse({ ...valid, confidentiality_agreement: false }).error?.issues[0]?.message).toBe(m.required);
    expect(applicationInputSchema.safeParse({ ...valid, meeting_time: ['Friday noon'] }).success).toBe(false);
  });
  it('questions_about_payment is the other spelling', () => {
    expect(applicationInputSchema.parse({ ...valid, questions_about_payment: 'Can I pay later?' }).questions_regarding_payment).toBe(
      'Can I pay later?',
    );
  });
  it('a guest form needs guest_email; the code is six digits; a rejection needs a reason', () => {
    expect(guestApplicationInputSchema.safeParse(valid).error?.issues[0]).toMatchObject({ path: ['guest_email'], message: m.required });
    expect(verifyOtpInputSchema.safeParse({ id: 1, otp: '12345' }).error?.issues[0]?.message).toBe(t.otpFormat);
    expect(verifyOtpInputSchema.safeParse({ id: 1, otp: '12345a' }).success).toBe(false);
    expect(verifyOtpInputSchema.parse({ id: '4', otp: '012345' })).toEqual({ id: 4, otp: '012345' });
    expect(rejectApplicantInputSchema.safeParse({ reason_to_reject: '  ' }).error?.issues[0]?.message).toBe('Reason is required to reject');
  });
});
