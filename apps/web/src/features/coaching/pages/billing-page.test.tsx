import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coachBillingAnswerSchema, coachBillingTexts as t, coachCentreTexts as c, coachingTexts } from '@holdfast/shared/coaching';
import { validationMessages as m } from '@holdfast/shared/validation';
import { asPlatform, coachClient, coachDetail, invitedCoach, setupIntent, subscriptionDetail } from '@/test/coach-billing';
import { mockApi, renderPage, renderRoutes, signIn } from '@/test/render';
import { CoachBillingWatcher } from '../components/coach-billing-watcher';
import { BillingPage } from './billing-page';

const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('@/lib/realtime', () => ({
  onRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
    handlers.set(event, handler);
    return () => handlers.delete(event);
  },
  onRealtimeConnect: () => () => undefined,
}));

const DEV_CONFIRM = 'POST payments/dev/setup-intents/seti_1/confirm';
const confirmed = [200, { status: 'succeeded', setup_intent_id: 'seti_1', message: 'ok' }] as [number, unknown];

type Spy = ReturnType<typeof mockApi>;
const callsTo = (spy: Spy, method: string, path: string) =>
  spy.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'http://x').pathname === `/api/v1.2/${path}`,
  );
const bodyOf = (spy: Spy, method: string, path: string) => JSON.parse(String(callsTo(spy, method, path).at(-1)![1]!.body)) as unknown;

async function typeCard(user: ReturnType<typeof userEvent.setup>, label = t.saveCard) {
  await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242424242424242');
  await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '12/30');
  await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
  await user.click(screen.getByRole('button', { name: label }));
}

/** The billing page with the dashboard behind it (and, when asked, the coach's app-wide watcher). */
function renderBilling(path = '/billing-info', { watcher = false } = {}) {
  if (!watcher) return renderPage(<BillingPage />, path, [{ path: '/dashboard', element: <p>Dashboard page</p> }]);
  return renderRoutes(
    [
      {
        element: (
          <>
            <CoachBillingWatcher />
            <Outlet />
          </>
        ),
        children: [
          { path: '/billing-info', element: <BillingPage /> },
          { path: '/dashboard', element: <p>Dashboard page</p> },
        ],
      },
    ],
    path,
  );
}

beforeEach(() => {
  handlers.clear();
  signIn();
});
afterEach(() => {
  asPlatform(null);
  vi.useRealTimers();
});

describe('BillingPage: onboarding', () => {
  it('an invited coach accepts, is told billing is required, saves a card, and the page shows billing', async () => {
    const user = userEvent.setup();
    let coach = invitedCoach();
    const spy = mockApi({
      'GET coach': () => [200, coach],
      'PATCH coach/invitation/accept': () => {
        coach = coachDetail({ is_billing_setup_complete: false, subscription_status: null });
        return [200, { message: 'Accepted', item: coach }];
      },
      'GET coach/billing-info/setup-intent': [200, setupIntent()],
      [DEV_CONFIRM]: confirmed,
      'PATCH coach/invitation/complete': () => {
        coach = coachDetail({ subscription_status: 'trialing' });
        // The server's answer is the billing state (coachBillingAnswerSchema), not the coach record.
        const item = {
          coach_id: coach.id,
          is_billing_setup_complete: true,
          subscription_status: 'trialing',
          is_open: true,
          trial_end: null,
        };
        return [200, coachBillingAnswerSchema.parse({ message: 'Billing set up', item })];
      },
      'GET coach/billing-info/subscription-detail': [
        200,
        subscriptionDetail({ status: 'trialing', trial_end: '2026-04-15T12:00:00.000Z' }),
      ],
      'GET coach/users': [200, []],
    });
    renderBilling();

    expect(await screen.findByRole('heading', { name: t.invitationTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.accept }));
    expect(await screen.findByText(coachingTexts.coachInvitationUpdated)).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: coachingTexts.billingRequiredTitle });
    expect(within(dialog).getByText(coachingTexts.billingRequiredText)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.setUpBilling }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: coachingTexts.billingRequiredTitle })).not.toBeInTheDocument());

    expect(screen.getByRole('heading', { name: t.cardTitle })).toBeInTheDocument();
    await typeCard(user);
    await waitFor(() => expect(callsTo(spy, 'PATCH', 'coach/invitation/complete')).toHaveLength(1));
    expect(bodyOf(spy, 'PATCH', 'coach/invitation/complete')).toEqual({ setup_intent_id: 'seti_1' });
    expect(await screen.findByText('Billing set up')).toBeInTheDocument();

    // The billing state: the card, the upcoming payment, the trial, an empty client list.
    expect(await screen.findByText('Card: Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('Expires: 04/2030')).toBeInTheDocument();
    expect(screen.getByText('1 Harbour Street')).toBeInTheDocument();
    expect(screen.getByText(t.trialEnds('Apr 15, 2026'))).toBeInTheDocument();
    expect(screen.getByText(t.noClients)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t.cardTitle })).not.toBeInTheDocument();
  });

  it("a failed completion says the API's reason on the form and keeps it", async () => {
    const user = userEvent.setup();
    const spy = mockApi({
      'GET coach': [200, coachDetail({ is_billing_setup_complete: false, subscription_status: null })],
      'GET coach/billing-info/setup-intent': [200, setupIntent()],
      [DEV_CONFIRM]: confirmed,
      'PATCH coach/invitation/complete': [403, { message: coachingTexts.setupNotSucceeded }],
    });
    renderBilling();
    await typeCard(user);
    expect(await screen.findByText(coachingTexts.setupNotSucceeded)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t.cardTitle })).toBeInTheDocument();
    expect(callsTo(spy, 'GET', 'coach/billing-info/subscription-detail')).toHaveLength(0);
  });

  it("a declined card is the provider's message, and nothing is completed", async () => {
    const user = userEvent.setup();
    const spy = mockApi({
      'GET coach': [200, coachDetail({ is_billing_setup_complete: false, subscription_status: null })],
      'GET coach/billing-info/setup-intent': [200, setupIntent()],
      [DEV_CONFIRM]: [404, { message: 'That setup intent was not found.' }],
    });
    renderBilling();
    await typeCard(user);
    expect(await screen.findByText('That setup intent was not found.')).toBeInTheDocument();
    expect(callsTo(spy, 'PATCH', 'coach/invitation/complete')).toHaveLength(0);
  });

  it('asks for the setup intent again, 2000 ms apart, until it answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const spy = mockApi({
      'GET coach': [200, coachDetail({ is_billing_setup_complete: false, subscription_status: null })],
      'GET coach/billing-info/setup-intent': () => (++calls < 3 ? [503, { message: 'Unavailable' }] : [200, setupIntent()]),
    });
    renderBilling();
    expect(await screen.findByRole('status', { name: t.preparingCard })).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(calls).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(2100));
    await waitFor(() => expect(calls).toBe(3));
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
    expect(callsTo(spy, 'GET', 'coach/billing-info/setup-intent')).toHaveLength(3);
  });

  it('after the first try and 4 more it says the form could not be prepared, with Try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    mockApi({
      'GET coach': [200, coachDetail({ is_billing_setup_complete: false, subscription_status: null })],
      'GET coach/billing-info/setup-intent': () => (++calls, [500, { message: 'Down' }]),
    });
    renderBilling();
    await waitFor(() => expect(calls).toBe(1));
    for (let i = 2; i <= 5; i++) {
      await act(() => vi.advanceTimersByTimeAsync(2100));
      await waitFor(() => expect(calls).toBe(i));
    }
    expect(await screen.findByText(t.cardFormFailed)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls).toBe(5);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('on iOS a coach without billing is blocked with the dialog, which leads to the dashboard; no card is asked for', async () => {
    asPlatform('ios');
    const user = userEvent.setup();
    const spy = mockApi({ 'GET coach': [200, coachDetail({ is_billing_setup_complete: false, subscription_status: null })] });
    renderBilling();
    const dialog = await screen.findByRole('dialog', { name: t.iosBlockedTitle });
    expect(within(dialog).getByText(coachingTexts.iosBillingBlocked)).toBeInTheDocument();
    expect(callsTo(spy, 'GET', 'coach/billing-info/setup-intent')).toHaveLength(0);
    await user.click(within(dialog).getByRole('link', { name: t.goToDashboard }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('someone never invited is told so', async () => {
    mockApi({ 'GET coach': [404, { message: coachingTexts.coachNotFound }] });
    renderBilling();
    expect(await screen.findByText(t.noInvitation)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.goToDashboard })).toHaveAttribute('href', '/dashboard');
  });
});

describe('BillingPage: billing set up', () => {
  const clients = [coachClient(1), coachClient(2), coachClient(3), coachClient(4), coachClient(5, { request_status: 'pending' })];
  const setUp = (extra: Parameters<typeof mockApi>[0] = {}) =>
    mockApi({
      'GET coach': [200, coachDetail({ users: clients.map((c) => ({ id: c.id, request_status: c.request_status })) })],
      'GET coach/billing-info/subscription-detail': [200, subscriptionDetail()],
      'GET coach/users': [200, clients],
      ...extra,
    });

  it('shows the payment info, the upcoming payment and the clients with their monthly cost', async () => {
    setUp();
    renderBilling();
    expect(await screen.findByText('Card: Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('Sam Rivers')).toBeInTheDocument();
    expect(screen.getByText('Portland, OR, 97201')).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: t.upcomingPayment });
    expect(upcoming).toHaveTextContent('$60.00 on Apr 01, 2026');
    const list = await screen.findByRole('list', { name: t.clients });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getAllByText('$15.00 a month')).toHaveLength(4);
    expect(within(list).getByText(coachingTexts.pending)).toBeInTheDocument();
    expect(screen.getByText(`${t.monthlyTotal}:`, { exact: false })).toHaveTextContent(`${t.monthlyTotal}: $60.00`);
    expect(screen.queryByText(coachingTexts.updateCardBanner)).not.toBeInTheDocument();
  });

  it('Invite User checks the address, shows the total before and after, and sends it', async () => {
    const user = userEvent.setup();
    const spy = setUp({
      'GET coach/billing-info/preview': (_init, url) => [
        200,
        { clients_now: 4, total_now: 6000, clients_after: Number(url.searchParams.get('clients')), total_after: 6000, currency: 'usd' },
      ],
      'POST coach/users': [200, { message: coachingTexts.clientInvited, item: coachClient(6, { request_status: 'pending' }) }],
    });
    renderBilling();
    await user.click(await screen.findByRole('button', { name: t.inviteUser }));
    const dialog = await screen.findByRole('dialog', { name: c.inviteClient });
    const totals = await within(dialog).findByRole('group', { name: 'Monthly total' });
    expect(within(totals).getByText(c.monthlyNow).parentElement).toHaveTextContent('(4 clients)');
    expect(within(totals).getByText(c.monthlyAfter).parentElement).toHaveTextContent('(5 clients)');
    expect(within(totals).getAllByText('$60.00')).toHaveLength(2);
    expect(new URL(String(callsTo(spy, 'GET', 'coach/billing-info/preview')[0]![0]), 'http://x').searchParams.get('clients')).toBe('5');

    await user.click(within(dialog).getByRole('button', { name: c.sendInvitation }));
    expect(await within(dialog).findByText(m.required)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Email/), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: c.sendInvitation }));
    expect(await within(dialog).findByText(m.email)).toBeInTheDocument();
    expect(callsTo(spy, 'POST', 'coach/users')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Email/));
    await user.type(within(dialog).getByLabelText(/Email/), 'New@Example.org');
    await user.click(within(dialog).getByRole('button', { name: c.sendInvitation }));
    expect(await screen.findByText(coachingTexts.clientInvited)).toBeInTheDocument();
    expect(bodyOf(spy, 'POST', 'coach/users')).toEqual({ email: 'new@example.org' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: c.inviteClient })).not.toBeInTheDocument());
  });

  it('an invite the API refuses says why and keeps the dialog open', async () => {
    const user = userEvent.setup();
    setUp({
      'GET coach/billing-info/preview': [200, { clients_now: 4, total_now: 6000, clients_after: 5, total_after: 6000, currency: 'usd' }],
      'POST coach/users': [409, { message: coachingTexts.hasAnotherCoach }],
    });
    renderBilling();
    await user.click(await screen.findByRole('button', { name: t.inviteUser }));
    const dialog = await screen.findByRole('dialog', { name: c.inviteClient });
    await user.type(within(dialog).getByLabelText(/Email/), 'taken@example.org');
    await user.click(within(dialog).getByRole('button', { name: c.sendInvitation }));
    expect(await screen.findByText(coachingTexts.hasAnotherCoach)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: c.inviteClient })).toBeInTheDocument();
  });

  it('Remove asks first, then removes the client', async () => {
    const user = userEvent.setup();
    const spy = setUp({ 'DELETE coach/users/2': [200, { message: coachingTexts.clientRemoved }] });
    renderBilling();
    await user.click(await screen.findByRole('button', { name: 'Remove Client 2' }));
    const dialog = await screen.findByRole('dialog', { name: t.removeTitle });
    expect(within(dialog).getByText(coachingTexts.removeClientConfirm)).toBeInTheDocument();
    expect(callsTo(spy, 'DELETE', 'coach/users/2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: t.remove }));
    expect(await screen.findByText(coachingTexts.clientRemoved)).toBeInTheDocument();
    expect(callsTo(spy, 'DELETE', 'coach/users/2')).toHaveLength(1);
  });
});

describe('BillingPage: a failed card', () => {
  it('the banner opens a new card form; the new card is sent to coach/billing-info/card', async () => {
    const user = userEvent.setup();
    let status: 'past_due' | 'active' = 'past_due';
    const spy = mockApi({
      'GET coach': () => [200, coachDetail({ subscription_status: status })],
      'GET coach/billing-info/subscription-detail': [200, subscriptionDetail({ status: 'past_due' })],
      'GET coach/users': [200, []],
      'GET coach/billing-info/setup-intent': [200, setupIntent()],
      [DEV_CONFIRM]: confirmed,
      'PATCH coach/billing-info/card': () => {
        status = 'active';
        return [200, { message: coachingTexts.cardUpdated }];
      },
    });
    renderBilling();
    const banner = await screen.findByText(coachingTexts.updateCardBanner);
    expect(callsTo(spy, 'GET', 'coach/billing-info/setup-intent')).toHaveLength(0);
    await user.click(within(banner.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: coachingTexts.updateCard }));
    expect(await screen.findByRole('heading', { name: t.updateCardTitle })).toBeInTheDocument();
    await typeCard(user);
    await waitFor(() => expect(callsTo(spy, 'PATCH', 'coach/billing-info/card')).toHaveLength(1));
    expect(bodyOf(spy, 'PATCH', 'coach/billing-info/card')).toEqual({ setup_intent_id: 'seti_1' });
    expect(await screen.findByText(coachingTexts.cardUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(coachingTexts.updateCardBanner)).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: t.updateCardTitle })).not.toBeInTheDocument();
  });

  it("the dialog's 'Update card' link (?update=card) opens the card form at once", async () => {
    mockApi({
      'GET coach': [200, coachDetail({ subscription_status: 'unpaid' })],
      'GET coach/billing-info/subscription-detail': [200, subscriptionDetail({ status: 'unpaid' })],
      'GET coach/users': [200, []],
      'GET coach/billing-info/setup-intent': [200, setupIntent()],
    });
    renderBilling('/billing-info?update=card');
    expect(await screen.findByRole('heading', { name: t.updateCardTitle })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
  });

  it("is restored at once by 'coaching.status-changed', without asking the API again", async () => {
    const spy = mockApi({
      'GET coach': [200, coachDetail({ subscription_status: 'past_due' })],
      'GET coach/billing-info/subscription-detail': [200, subscriptionDetail({ status: 'past_due' })],
      'GET coach/users': [200, []],
    });
    renderBilling('/billing-info', { watcher: true });
    expect(await screen.findByText(coachingTexts.updateCardBanner)).toBeInTheDocument();
    // The page's own banner only: the shell's banner is for the other pages.
    expect(screen.getAllByText(coachingTexts.updateCardBanner)).toHaveLength(1);
    await waitFor(() => expect(handlers.has('coaching.status-changed')).toBe(true));
    const asked = callsTo(spy, 'GET', 'coach').length;
    // Another coach's event changes nothing.
    act(() => handlers.get('coaching.status-changed')!({ coach_id: 99, subscription_status: 'active', is_open: true }));
    expect(screen.getByText(coachingTexts.updateCardBanner)).toBeInTheDocument();
    act(() => handlers.get('coaching.status-changed')!({ coach_id: 7, subscription_status: 'active', is_open: true }));
    await waitFor(() => expect(screen.queryByText(coachingTexts.updateCardBanner)).not.toBeInTheDocument());
    expect(callsTo(spy, 'GET', 'coach')).toHaveLength(asked);
  });
});
