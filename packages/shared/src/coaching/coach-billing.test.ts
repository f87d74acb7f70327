import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES } from './coaching.constants';
import { coachAccessOf, isCoachPage } from './coach-billing';

const coach = (over: Partial<Parameters<typeof coachAccessOf>[0] & object> = {}) => ({
  request_status: 'accepted' as const,
  is_billing_setup_complete: true,
  subscription_status: 'active' as const,
  ...over,
});

describe('coachAccessOf', () => {
  it('no record or a rejected invitation is no coach; a pending one is an invitation', () => {
    expect(coachAccessOf(null)).toBe('none');
    expect(coachAccessOf(undefined)).toBe('none');
    expect(coachAccessOf(coach({ request_status: 'rejected' }))).toBe('none');
    expect(coachAccessOf(coach({ request_status: 'pending', is_billing_setup_complete: false, subscription_status: null }))).toBe(
      'invited',
    );
  });

  it('an accepted coach without billing must set it up, whatever the status', () => {
    for (const status of [null, ...SUBSCRIPTION_STATUSES]) {
      expect(coachAccessOf(coach({ is_billing_setup_complete: false, subscription_status: status }))).toBe('billing-required');
    }
  });

  it('active and trialing open the centre; past_due and unpaid ask for a card; the rest close it', () => {
    const seen = Object.fromEntries(
      [null, ...SUBSCRIPTION_STATUSES].map((s) => [String(s), coachAccessOf(coach({ subscription_status: s }))]),
    );
    expect(seen).toEqual({
      null: 'inactive',
      active: 'open',
      trialing: 'open',
      past_due: 'payment-failed',
      unpaid: 'payment-failed',
      canceled: 'inactive',
      incomplete: 'inactive',
      incomplete_expired: 'inactive',
      paused: 'inactive',
    });
  });
});

describe('isCoachPage', () => {
  it.each([
    ['/coaching-center', true],
    ['/coaching-center/', true],
    ['/coaching-center/more', true],
    ['/coaching-center/resources', true],
    ['/coaching-center/users/12', true],
    ['/messages/coach/3/users/12', true],
    ['/coaching-center/client', false],
    ['/coaching-center/coach-resources', false],
    ['/messages/coach/3/client/12', false],
    ['/coaching-client/habit-tracker', false],
    ['/billing-info', false],
    ['/coaching-centers', false],
    ['/dashboard', false],
  ])('%s → %s', (path, expected) => {
    expect(isCoachPage(path)).toBe(expected);
  });
});
