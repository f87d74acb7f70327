import type { CoachRequestStatus, SubscriptionStatus } from './coaching.constants';
import { coachingWebPaths } from './coaching.paths';
import { coachingOpen, paymentFailed } from './coaching.rules';

/**
 * Where a coach stands, for the web's billing page and the guard of the coach's pages (spec 3
 * sections 4 and 6): no invitation, invited (answer it), billing to set up, a failed payment (update
 * the card), another status that closes the centre, or open (active or trialing).
 */
export type CoachAccess = 'none' | 'invited' | 'billing-required' | 'payment-failed' | 'inactive' | 'open';

export function coachAccessOf(
  coach:
    | { request_status: CoachRequestStatus; is_billing_setup_complete: boolean; subscription_status: SubscriptionStatus | null }
    | null
    | undefined,
): CoachAccess {
  if (!coach || coach.request_status === 'rejected') return 'none';
  if (coach.request_status === 'pending') return 'invited';
  if (!coach.is_billing_setup_complete) return 'billing-required';
  if (coachingOpen(coach.subscription_status)) return 'open';
  return paymentFailed(coach.subscription_status) ? 'payment-failed' : 'inactive';
}

/** The client's own coaching pages, which the coach's billing does not close. */
const CLIENT_PAGES = ['/coaching-center/client', '/coaching-center/coach-resources'];

/** Whether a path is one of the coach's pages (the centre, its reports, resources, a client, a chat with a client). */
export function isCoachPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (CLIENT_PAGES.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  if (path === coachingWebPaths.centre || path.startsWith(`${coachingWebPaths.centre}/`)) return true;
  return /^\/messages\/coach\/[^/]+\/users\/[^/]+/.test(path);
}

/** The billing page's and the onboarding's texts where the spec gives none. */
export const coachBillingTexts = {
  billingTitle: 'Billing',
  profile: 'Profile',
  loading: 'Loading billing',
  billingFailed: 'Unable to fetch billing info',
  noInvitation: 'You have no coach invitation. An administrator invites coaches by e-mail.',
  invitationTitle: 'You are invited to coach',
  invitationText:
    'An administrator invited you to coach on Holdfast. Accept, then add a card, and your coaching center opens. Nothing is charged until 30 days after your first client is invited.',
  accept: 'Accept',
  setUpBilling: 'Set up billing',
  cardTitle: 'Add a card',
  saveCard: 'Save card',
  preparingCard: 'Preparing the card form',
  cardFormFailed: 'Unable to prepare the card form',
  iosBlockedTitle: 'Set up billing on the website',
  goToDashboard: 'Go to dashboard',
  paymentInfo: 'Payment info',
  card: 'Card',
  expires: 'Expires',
  billingDetails: 'Billing details',
  noCard: 'No card on file.',
  upcomingPayment: 'Upcoming payment',
  noUpcomingPayment: 'No payment is due yet.',
  trialEnds: (date: string) => `Trial: the first payment falls on ${date}.`,
  clients: 'Clients',
  noClients: 'No clients yet. Invite a client: each accepted client is billed monthly.',
  inviteUser: 'Invite User',
  email: 'E-mail',
  sendInvite: 'Send invitation',
  remove: 'Remove',
  removeTitle: 'Remove client',
  perMonth: 'a month',
  totalNow: (total: string, clients: number) => `Now: ${total} a month for ${clients} accepted client${clients === 1 ? '' : 's'}.`,
  totalAfter: (total: string, clients: number) =>
    `Once this client accepts: ${total} a month for ${clients} accepted client${clients === 1 ? '' : 's'}.`,
  monthlyTotal: 'Monthly total',
  updateCardTitle: 'Update your card',
  okay: 'OK',
} as const;
