import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { coachCentreTexts as c, coachingTexts as t } from '@holdfast/shared/coaching';
import { person } from '@/test/accountability';
import { coachClient, coachDetail, invitedClient } from '@/test/coach-centre';
import { APP_INFO, mockApi, preloadLazyRoutes, renderRoutes, signIn } from '@/test/render';
import { Outlet } from 'react-router';
import { coachAppRoutes } from '../coach-routes';
import { CoachBillingWatcher } from '../components/coach-billing-watcher';
import { PULL_TO_REFRESH_PX } from '../lib/use-pull-to-refresh';

const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('@/lib/realtime', () => ({
  onRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
    handlers.set(event, handler);
    return () => handlers.delete(event);
  },
  onRealtimeConnect: () => () => undefined,
}));
const emit = (event: string, payload: unknown) =>
  act(() => {
    handlers.get(event)!(payload);
  });

const pending = invitedClient('new@example.org', { id: 22 });
const accepted = coachClient({ id: 22, user: person({ display_name: 'Pat Lee' }) });

beforeAll(async () => {
  await preloadLazyRoutes(coachAppRoutes);
});
beforeEach(() => handlers.clear());

function renderCentre(answers: { coach: () => unknown; clients: () => unknown }) {
  signIn();
  const spy = mockApi({
    'GET app-info': [200, APP_INFO],
    'GET coach': () => [200, answers.coach()],
    'GET coach/users': () => [200, answers.clients()],
  });
  // As the shell mounts it on every coach page: the watcher beside the page.
  const shell = (
    <>
      <CoachBillingWatcher />
      <Outlet />
    </>
  );
  renderRoutes(
    [{ element: shell, children: [...coachAppRoutes, { path: '/dashboard', element: <p>Dashboard page</p> }] }],
    '/coaching-center',
  );
  return spy;
}

describe('the coaching centre stays current', () => {
  it("'coaching.clients-changed' refreshes the list: an accepted invitation becomes a client row", async () => {
    let clients = [pending];
    renderCentre({ coach: () => coachDetail(), clients: () => clients });
    expect(await screen.findByText(t.pending)).toBeInTheDocument();
    clients = [accepted];
    emit('coaching.clients-changed', { coach_id: 4 });
    expect(await screen.findByRole('link', { name: /^Pat Lee/ })).toHaveAttribute('href', '/coaching-center/users/22');
    expect(screen.queryByText(t.pending)).not.toBeInTheDocument();
  });

  it("'coaching.status-changed' closes the centre when the payment failed (the dialog, /dashboard), and lifts the dialog when it is active again", async () => {
    let status: 'active' | 'past_due' = 'active';
    renderCentre({ coach: () => coachDetail({ subscription_status: status }), clients: () => [accepted] });
    expect(await screen.findByRole('list', { name: c.clients })).toBeInTheDocument();
    status = 'past_due';
    emit('coaching.status-changed', { coach_id: 4, subscription_status: 'past_due', is_open: false });
    expect(await screen.findByRole('dialog', { name: t.coachInactiveTitle })).toBeInTheDocument();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    status = 'active';
    emit('coaching.status-changed', { coach_id: 4, subscription_status: 'active', is_open: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.coachInactiveTitle })).not.toBeInTheDocument());
  });

  it('a pull down from the top of the page refreshes the list', async () => {
    let clients = [pending];
    renderCentre({ coach: () => coachDetail(), clients: () => clients });
    const heading = await screen.findByRole('heading', { name: c.title });
    clients = [accepted];
    fireEvent.touchStart(heading, { touches: [{ clientY: 10 }] });
    fireEvent.touchMove(heading, { touches: [{ clientY: 10 + PULL_TO_REFRESH_PX + 5 }] });
    expect(screen.getByRole('status')).toHaveTextContent(c.pullToRefresh);
    fireEvent.touchEnd(heading);
    expect(await screen.findByRole('link', { name: /^Pat Lee/ })).toBeInTheDocument();
  });
});
