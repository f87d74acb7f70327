import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { settingsTexts as st } from '@holdfast/shared/accounts';
import { mockApi, renderPage, signIn } from '@/test/render';
import { SessionsPage } from './sessions-page';

const session = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  device: 'Chrome on Android',
  place: 'Europe/Berlin',
  created_at: '2026-11-30T08:00:00.000Z',
  last_used_at: '2026-12-01T09:30:00.000Z',
  expires_at: '2026-12-30T08:00:00.000Z',
  is_current: false,
  is_impersonation: false,
  ...over,
});

describe('SessionsPage', () => {
  it('lists sessions with device, place and last use, marks this one, and signs out one and all others', async () => {
    signIn();
    let items = [
      session(1, { is_current: true, device: 'Firefox on Linux', place: null }),
      session(2),
      session(3, { device: null, last_used_at: null }),
    ];
    const signOutOne = vi.fn(() => {
      items = items.filter((s) => s.id !== 2);
      return [200, { message: st.sessionSignedOut }] as [number, unknown];
    });
    const signOutOthers = vi.fn(() => {
      items = items.filter((s) => s.is_current);
      return [200, { message: st.otherSessionsSignedOut, signed_out: 1 }] as [number, unknown];
    });
    mockApi({
      'GET users/sessions': () => [200, { items }],
      'DELETE users/sessions/2': signOutOne,
      'DELETE users/sessions': signOutOthers,
      'GET devices': [
        200,
        { items: [{ id: 9, platform: 'android', created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-02T00:00:00.000Z' }] },
      ],
    });
    renderPage(<SessionsPage />, '/privacy/sessions');
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Place: Not given')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Place: Europe/Berlin')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Unknown device')).toBeInTheDocument();
    expect(within(cards[2]!).getByText(/Last used Not yet/)).toBeInTheDocument();
    expect(await screen.findByText('Android app')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(cards[1]!).getByRole('button', { name: 'Sign out' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(st.sessionSignedOut)).toBeInTheDocument();
    expect(signOutOne).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out others' }));
    expect(await screen.findByText(st.otherSessionsSignedOut)).toBeInTheDocument();
    expect(signOutOthers).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  });
});
