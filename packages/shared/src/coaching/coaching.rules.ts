import {
  COACH_PRICE_TIERS,
  FAILED_SUBSCRIPTION_STATUSES,
  OPEN_SUBSCRIPTION_STATUSES,
  type CoachRequestStatus,
  type SubscriptionStatus,
} from './coaching.constants';

/** The price of one client when a coach has `clients` accepted clients (volume tiers), in cents a month. */
export function unitPriceCents(clients: number): number {
  const tier = COACH_PRICE_TIERS.find((t) => t.upTo === null || clients <= t.upTo)!;
  return tier.unitCents;
}

/** A coach's monthly total for `clients` accepted clients, in cents (4 → 6000, 5 → 6000, 9 → 10800, 10 → 8000). */
export function monthlyTotalCents(clients: number): number {
  const n = Math.max(0, Math.floor(clients));
  return n === 0 ? 0 : n * unitPriceCents(n);
}

/** Whether a subscription status opens the coaching centre (for the coach and their clients). */
export const coachingOpen = (status: SubscriptionStatus | null | undefined): boolean =>
  !!status && OPEN_SUBSCRIPTION_STATUSES.includes(status);

/** Whether a status asks the coach to update the card. */
export const paymentFailed = (status: SubscriptionStatus | null | undefined): boolean =>
  !!status && FAILED_SUBSCRIPTION_STATUSES.includes(status);

const STATUS_ORDER: Record<CoachRequestStatus, number> = { accepted: 0, pending: 1, rejected: 2 };

/** Coach clients in the spec's order: accepted first, then pending, then rejected (stable inside each). */
export function orderClients<T extends { request_status: CoachRequestStatus }>(clients: readonly T[]): T[] {
  return [...clients].sort((a, b) => STATUS_ORDER[a.request_status] - STATUS_ORDER[b.request_status]);
}

/** Cents shown as dollars (spec 3 section 9: amounts in cents divided by 100). */
export const formatCents = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
