import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FASTER_CATEGORIES } from '@holdfast/shared/check-ins';
import { mockApi, preloadLazyRoutes, renderRoutes, signIn } from '@/test/render';
import { userKey } from '@/lib/user-storage';
import { draftKey } from '../lib/check-in-draft';
import { checkInsAppRoutes } from '../routes';

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

afterEach(() => setOnline(true));

beforeAll(() => preloadLazyRoutes(checkInsAppRoutes));

describe('check-in draft safety', () => {
  it('keeps the draft across a reload and sends an offline submit when the connection returns', async () => {
    signIn();
    localStorage.setItem(
      draftKey(null),
      JSON.stringify({ checkin_emotions: [1], feeling_zone: 'recovery', feeling_notes: 'Calm', fast_scale_answers: [] }),
    );
    let exists = false;
    const posted: unknown[] = [];
    mockApi({
      'GET checkins/for-day': () => [
        200,
        {
          exists,
          checkin: exists
            ? {
                id: 5,
                user_id: 1,
                emotion_id: 1,
                checkin_emotions: [1],
                checkin_on: new Date().toISOString(),
                checkin_date: '2026-03-10',
                offset: 0,
                feeling_zone: 'recovery',
                feeling_notes: 'Calm',
                questions: null,
                fast_scale_answers: null,
                created_at: new Date().toISOString(),
              }
            : null,
        },
      ],
      'GET checkin/faster-scale': [200, FASTER_CATEGORIES.map((c) => ({ ...c, emotions: [] }))],
      'GET checkin/emotions': [200, []],
      'GET dashboard': [200, { checkin_streak: 1 }],
      'POST checkins': (init) => {
        posted.push(JSON.parse(String(init?.body)));
        exists = true;
        return [201, {}];
      },
    });
    const user = userEvent.setup();
    const { router, client } = renderRoutes(checkInsAppRoutes, '/check-in/faster-scale');
    const invalidated = vi.spyOn(client, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    setOnline(false);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Waiting for a connection')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    expect(localStorage.getItem(userKey('check-in-outbox')!)).toContain('Calm');

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-in/results'));
    expect(posted).toHaveLength(1);
    expect(localStorage.getItem(userKey('check-in-outbox')!)).toBeNull();
    expect(localStorage.getItem(draftKey(null))).toBeNull();
    // Sent through the submit mutation, so the check-in lists and the dashboard refresh.
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['checkins'] });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['dashboard'] });
  });
});
