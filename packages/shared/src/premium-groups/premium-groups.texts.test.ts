import { describe, expect, it } from 'vitest';
import { ROLES } from '../accounts/accounts.contract';
import { MEMBER_PREMIUM_STATUSES } from '../groups/groups.constants';
import {
  APPLICATION_STATUSES,
  GUEST_APPLICATIONS_PER_HOUR,
  LEAVE_CHARGE_STATUSES,
  OTP_LENGTH,
  OTP_MAX_TRIES,
  OTP_SENDS_PER_ADDRESS_PER_HOUR,
  OTP_SENDS_PER_HOUR,
  OTP_TTL_MINUTES,
  PREMIUM_ADMIN_ROLES,
  PREMIUM_MAIL_RESENDS_PER_HOUR,
  PREMIUM_MONTHLY_PRICE_CENTS,
  PREMIUM_ONE_ON_ONE_CENTS,
  PREMIUM_SUBSCRIPTION_MONTHS,
  PREMIUM_TOTAL_MONTHS,
} from './premium-groups.constants';
import { premiumApiPaths, premiumWebPaths } from './premium-groups.paths';
import { canCompleteGroup, canStartGroup, formatUsd, isOtpFormat } from './premium-groups.rules';
import {
  applicationStatusLabels,
  leaveChargeStatusLabels,
  memberPremiumStatusLabels,
  premiumMailTexts,
  premiumNotificationTexts,
  premiumTexts,
} from './premium-groups.texts';

describe('spec 9 numbers', () => {
  it('price, months, OTP', () => {
    expect(formatUsd(PREMIUM_MONTHLY_PRICE_CENTS)).toBe('$119.00');
    expect(formatUsd(PREMIUM_ONE_ON_ONE_CENTS)).toBe('$50.00');
    expect(PREMIUM_TOTAL_MONTHS).toBe(7);
    expect(PREMIUM_SUBSCRIPTION_MONTHS).toBe(6);
    expect([OTP_LENGTH, OTP_TTL_MINUTES, OTP_MAX_TRIES]).toEqual([6, 10, 5]);
    expect(isOtpFormat('012345')).toBe(true);
    expect(isOtpFormat('01234')).toBe(false);
    expect(isOtpFormat('0123456')).toBe(false);
  });
  it("Holdfast's limits are positive and per address at least per application", () => {
    for (const n of [OTP_SENDS_PER_HOUR, GUEST_APPLICATIONS_PER_HOUR, PREMIUM_MAIL_RESENDS_PER_HOUR]) expect(n).toBeGreaterThan(0);
    expect(OTP_SENDS_PER_ADDRESS_PER_HOUR).toBeGreaterThanOrEqual(OTP_SENDS_PER_HOUR);
  });
  it('only app roles that exist place applications', () => {
    for (const r of PREMIUM_ADMIN_ROLES) expect(ROLES).toContain(r);
  });
  it('start and completion by group status', () => {
    const four = Array.from({ length: 4 }, () => 'pre-payment-completed' as const);
    expect(canStartGroup('pending', four)).toBe(true);
    expect(canStartGroup('pending', four.slice(1))).toBe(false);
    expect(canCompleteGroup('started')).toBe(true);
    expect(canCompleteGroup('pending')).toBe(false);
  });
});

describe('texts (spec 2 sections 3, 5, 8)', () => {
  it('every status has its label; the spec labels as given', () => {
    for (const s of MEMBER_PREMIUM_STATUSES) expect(memberPremiumStatusLabels[s]).toBeTruthy();
    for (const s of APPLICATION_STATUSES) expect(applicationStatusLabels[s]).toBeTruthy();
    for (const s of LEAVE_CHARGE_STATUSES) expect(leaveChargeStatusLabels[s]).toBeTruthy();
    expect(memberPremiumStatusLabels.applied).toBe('New');
    expect(memberPremiumStatusLabels['pre-payment-completed']).toBe('Completed');
    expect(applicationStatusLabels['group-selection-pending']).toBe('In Group Selection');
    expect(applicationStatusLabels['leader-review-pending']).toBe('In Leader Review');
    expect(applicationStatusLabels['pending-pre-payment']).toBe('Payment Pending');
  });
  it('the spec messages word for word', () => {
    expect(premiumTexts.reasonRequired).toBe('Reason is required to reject');
    expect(premiumTexts.pleaseSubmitForm).toBe('Please submit the form');
    expect(premiumTexts.completeFailure).toBe('Unable to premium group mark as completed');
    expect(premiumTexts.otpResent).toBe('OTP resend successfully');
    expect(premiumTexts.formFilled).toBe('Premium Groups form filled successfully.');
    expect(premiumTexts.priceText).toContain('$119 per month');
  });
  it('mails and notifications carry their facts', () => {
    expect(premiumMailTexts.otpBody('012345', 10)).toContain('012345');
    expect(premiumMailTexts.subscriptionBody('G', '$119.00', 6)).toContain('6 months');
    expect(premiumNotificationTexts.placed('Tuesday men')).toContain('Tuesday men');
  });
});

describe('paths', () => {
  it('the spec paths (7.3, 7.4)', () => {
    expect(premiumApiPaths.guest).toBe('premium-groups/applications/guest');
    expect(premiumApiPaths.markRejected(3, 9)).toBe('groups/3/members/9/application/mark-rejected');
    expect(premiumApiPaths.start).toBe('premium-groups/start');
    expect(premiumApiPaths.place(5)).toBe('admin/premium-applications/5/place');
    expect(premiumWebPaths.guestOtp).toBe('/premium-groups/applications/submit/guest/user/otp');
    expect(premiumWebPaths.premiumGroupManagement(2)).toBe('/leaders-portal/2/premium-group-management');
  });
});
