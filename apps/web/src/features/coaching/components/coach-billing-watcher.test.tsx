import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coachBillingTexts as t, coachingTexts } from '@holdfast/shared/coaching';
import { asPlatform, coachDetail } from '@/test/coach-billing';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { CoachBillingWatcher } from './coach-billing-watcher';

const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('@/lib/realtime', () => ({
  onRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
    handlers.set(event, handler);
    return () => handlers.delete(event);
  },
  onRealtimeConnect: () => () => undefined,
}));

const coachCalls = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === '/api/v1.2/coach').length;

/** The shell's coach part around a coaching page, the dashboard and the billing page. */
function renderShell(path: string) {
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
          { path: '/coaching-center', element: <p>Coaching centre page</p> },
          { path: '/coaching-center/client', element: <p>My coach page</p> },
          { path: '/dashboard', element: <p>Dashboard page</p> },
          { path: '/billing-info', element: <p>Billing page</p> },
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
afterEach(() => asPlatform(null));

describe('CoachBillingWatcher', () => {
  it('an open subscription leaves the coach on their page, with no banner', async () => {
    const spy = mockApi({ 'GET coach': [200, coachDetail({ subscription_status: 'trialing' })] });
    renderShell('/coaching-center');
    await waitFor(() => expect(coachCalls(spy)).toBe(1));
    expect(screen.getByText('Coaching centre page')).toBeInTheDocument();
    expect(screen.queryByText(coachingTexts.updateCardBanner)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a failed payment on a coach's page: asked once more, then the blocking dialog on the dashboard, with 'Update card'", async () => {
    const user = userEvent.setup();
    const spy = mockApi({ 'GET coach': [200, coachDetail({ subscription_status: 'past_due' })] });
    const { router } = renderShell('/coaching-center');
    const dialog = await screen.findByRole('dialog', { name: coachingTexts.coachInactiveTitle });
    expect(within(dialog).getByText(coachingTexts.coachInactiveText)).toBeInTheDocument();
    expect(coachCalls(spy)).toBe(2);
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    // Behind the dialog, the shell's banner says the same and leads to the card form.
    expect(screen.getByText(coachingTexts.updateCardBanner)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: coachingTexts.updateCard }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing-info'));
    expect(router.state.location.search).toBe('?update=card');
    // On the billing page the page's own banner stands in for the shell's.
    expect(screen.queryByText(coachingTexts.updateCardBanner)).not.toBeInTheDocument();
  });

  it('a status that becomes open on asking again lets the coach stay', async () => {
    let asked = 0;
    mockApi({ 'GET coach': () => [200, coachDetail({ subscription_status: ++asked === 1 ? 'unpaid' : 'active' })] });
    renderShell('/coaching-center');
    await waitFor(() => expect(asked).toBe(2));
    expect(screen.getByText('Coaching centre page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("the client's own coaching page is not closed by their coach role's billing", async () => {
    const spy = mockApi({ 'GET coach': [200, coachDetail({ subscription_status: 'canceled' })] });
    renderShell('/coaching-center/client');
    await waitFor(() => expect(coachCalls(spy)).toBe(1));
    expect(screen.getByText('My coach page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a coach without billing on a coach's page is sent to /billing-info with 'Billing info required'", async () => {
    mockApi({ 'GET coach': [200, coachDetail({ is_billing_setup_complete: false, subscription_status: null })] });
    renderShell('/coaching-center');
    const dialog = await screen.findByRole('dialog', { name: coachingTexts.billingRequiredTitle });
    expect(within(dialog).getByText(coachingTexts.billingRequiredText)).toBeInTheDocument();
    expect(await screen.findByText('Billing page')).toBeInTheDocument();
  });

  it('on iOS a coach without billing is blocked with its dialog and sent to the dashboard', async () => {
    asPlatform('ios');
    mockApi({ 'GET coach': [200, coachDetail({ is_billing_setup_complete: false, subscription_status: null })] });
    renderShell('/coaching-center');
    const dialog = await screen.findByRole('dialog', { name: t.iosBlockedTitle });
    expect(within(dialog).getByText(coachingTexts.iosBillingBlocked)).toBeInTheDocument();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(screen.queryByText('Billing page')).not.toBeInTheDocument();
  });

  it("'coaching.status-changed' restores the coach at once: the banner and the dialog go, nothing is asked again", async () => {
    const spy = mockApi({ 'GET coach': [200, coachDetail({ subscription_status: 'past_due' })] });
    renderShell('/coaching-center');
    await screen.findByRole('dialog', { name: coachingTexts.coachInactiveTitle });
    const asked = coachCalls(spy);
    act(() => handlers.get('coaching.status-changed')!({ coach_id: 7, subscription_status: 'active', is_open: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: coachingTexts.coachInactiveTitle })).not.toBeInTheDocument());
    expect(screen.queryByText(coachingTexts.updateCardBanner)).not.toBeInTheDocument();
    expect(coachCalls(spy)).toBe(asked);
  });

  it('a payment failing while the coach is on the dashboard shows the banner at once, with its link to the card form', async () => {
    mockApi({ 'GET coach': [200, coachDetail({ subscription_status: 'active' })] });
    renderShell('/dashboard');
    await waitFor(() => expect(handlers.has('coaching.status-changed')).toBe(true));
    await screen.findByText('Dashboard page');
    act(() => handlers.get('coaching.status-changed')!({ coach_id: 7, subscription_status: 'past_due', is_open: false }));
    expect(await screen.findByText(coachingTexts.updateCardBanner)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: coachingTexts.updateCard })).toHaveAttribute('href', '/billing-info?update=card');
  });

  it("'coaching.clients-changed' of this coach asks the clients and billing again", async () => {
    const spy = mockApi({ 'GET coach': [200, coachDetail()] });
    renderShell('/dashboard');
    await waitFor(() => expect(coachCalls(spy)).toBe(1));
    act(() => handlers.get('coaching.clients-changed')!({ coach_id: 99 }));
    act(() => handlers.get('coaching.clients-changed')!({ coach_id: 7 }));
    await waitFor(() => expect(coachCalls(spy)).toBe(2));
  });
});
