import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountabilityTexts as t, sosTexts } from '@holdfast/shared/accountability';
import { relationship, sos } from '@/test/accountability';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { RequestsTab } from '../pages/requests-tab';
import { AccountabilityWatcher } from './accountability-watcher';

const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('@/lib/realtime', () => ({
  onRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
    handlers.set(event, handler);
    return () => handlers.delete(event);
  },
}));
const emit = (event: string, payload: unknown) =>
  act(() => {
    handlers.get(event)!(payload);
  });

beforeEach(() => handlers.clear());

describe('AccountabilityWatcher', () => {
  it('a request sent to me appears in the open list without a reload, with the spec warning', async () => {
    signIn();
    const incoming = relationship({ id: 30, request_status: 'pending', is_requester: false, accepted_at: null });
    let sent = false;
    mockApi({ 'GET accountability-partners/requests': () => [200, { items: sent ? [incoming] : [], action_required: sent ? 1 : 0 }] });
    renderRoutes(
      [
        {
          path: '/accountability/requests',
          element: (
            <>
              <AccountabilityWatcher />
              <RequestsTab />
            </>
          ),
        },
      ],
      '/accountability/requests',
    );
    expect(await screen.findByText(t.noRequestPending)).toBeInTheDocument();
    sent = true;
    emit('accountability.created', { item: incoming });
    expect(await screen.findByText(t.realtimeRequested)).toBeInTheDocument();
    expect(await screen.findByText(t.actionRequired)).toBeInTheDocument();
  });

  it('warns on an answer and a removal, not on a sharing change', async () => {
    signIn();
    const pending = relationship({ id: 31, request_status: 'pending', is_requester: true, accepted_at: null });
    mockApi({ 'GET accountability-partners/requests': [200, { items: [pending], action_required: 0 }] });
    renderRoutes(
      [
        {
          path: '/accountability/requests',
          element: (
            <>
              <AccountabilityWatcher />
              <RequestsTab />
            </>
          ),
        },
      ],
      '/accountability/requests',
    );
    await screen.findByRole('button', { name: /Jo Banks/ });
    // A sharing change on a relationship accepted long ago: no toast.
    emit('accountability.updated', { item: relationship({ id: 12, accepted_at: '2025-01-01T00:00:00.000Z' }) });
    expect(screen.queryByText(t.realtimeStatusUpdated)).not.toBeInTheDocument();
    emit('accountability.updated', { item: { ...pending, request_status: 'accepted', accepted_at: '2025-01-01T00:00:00.000Z' } });
    expect(await screen.findByText(t.realtimeStatusUpdated)).toBeInTheDocument();
    emit('accountability.removed', { id: 31 });
    expect(await screen.findByText(t.realtimeRemoved)).toBeInTheDocument();
  });

  it('an SOS sent to me stays on screen with the way to it; an answer to mine is told', async () => {
    const user = userEvent.setup();
    signIn();
    mockApi({ 'GET sos': [200, { mine: null, received: [] }] });
    // As in the app shell: the watcher stays while pages change.
    const { router } = renderRoutes(
      [
        {
          element: (
            <>
              <AccountabilityWatcher />
              <Outlet />
            </>
          ),
          children: [
            { path: '/dashboard', element: <p>dashboard</p> },
            { path: '/sos/:id', element: <p>sos page</p> },
          ],
        },
      ],
      '/dashboard',
    );
    emit('sos.created', { item: sos({ id: 9 }) });
    expect(await screen.findByText(sosTexts.realtimeReceived)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(router.state.location.pathname).toBe('/sos/9');
    emit('sos.updated', { item: sos({ id: 9, is_mine: true, status: 'acknowledged' }) });
    expect(await screen.findByText(sosTexts.realtimeAcknowledged)).toBeInTheDocument();
  });
});
