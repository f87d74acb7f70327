import type { AdminCoach, CoachClient, CoachDetail, SetupIntentResponse, SubscriptionDetail } from '@holdfast/shared/coaching';

/** Contract-shaped answers of the coach billing API for component tests. */
export function coachDetail(overrides: Partial<CoachDetail> = {}): CoachDetail {
  return {
    id: 7,
    user_id: 1,
    user: { id: 1, username: 'sam', display_name: 'Sam Rivers', initials: 'SR', profile_icon: null, email: 'sam@example.org' },
    is_billing_setup_complete: true,
    subscription_status: 'active',
    meeting_url: null,
    request_status: 'accepted',
    trial_end: null,
    users: [],
    ...overrides,
  };
}

export const invitedCoach = () => coachDetail({ request_status: 'pending', is_billing_setup_complete: false, subscription_status: null });

export function setupIntent(overrides: Partial<SetupIntentResponse> = {}): SetupIntentResponse {
  return { client_secret: 'seti_1_secret', setup_intent_id: 'seti_1', provider: 'dev', publishable_key: null, ...overrides };
}

export function subscriptionDetail(overrides: Partial<NonNullable<SubscriptionDetail['subscription']>> = {}): SubscriptionDetail {
  return {
    payment_method: {
      card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 },
      billing_details: {
        name: 'Sam Rivers',
        address: { line1: '1 Harbour Street', line2: null, city: 'Portland', postal_code: '97201', state: 'OR', country: 'US' },
      },
    },
    subscription: {
      status: 'active',
      quantity: 4,
      current_period_end: '2026-04-01T12:00:00.000Z',
      trial_end: null,
      upcoming_invoice: { amount_due: 6000, currency: 'usd', next_payment_attempt: '2026-04-01T12:00:00.000Z' },
      ...overrides,
    },
  };
}

export function coachClient(id: number, overrides: Partial<CoachClient> = {}): CoachClient {
  return {
    id,
    coach_id: 7,
    user_id: 100 + id,
    user: {
      id: 100 + id,
      username: `client${id}`,
      display_name: `Client ${id}`,
      initials: `C${id}`,
      profile_icon: null,
      email: `client${id}@example.org`,
    },
    request_status: 'accepted',
    sharing: null,
    latest_checkin: null,
    latest_triggers: null,
    user_courses: [],
    habit_metric_calculation: null,
    streaks: null,
    unread_count: 0,
    needs: [],
    invited_at: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function adminCoach(id: number, overrides: Partial<AdminCoach> = {}): AdminCoach {
  return {
    id,
    email: `coach${id}@example.org`,
    user_id: id,
    request_status: 'accepted',
    is_billing_setup_complete: true,
    subscription_status: 'trialing',
    accepted_clients: 3,
    created_at: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** Runs the page as the native wrapper on `platform` would (its bridge says which). */
export function asPlatform(platform: 'ios' | 'android' | null) {
  const global = globalThis as { Capacitor?: unknown };
  if (platform) global.Capacitor = { getPlatform: () => platform };
  else delete global.Capacitor;
}
