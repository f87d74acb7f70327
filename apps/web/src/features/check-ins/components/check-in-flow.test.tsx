import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkInsTexts as t, FASTER_CATEGORIES, fasterEmotionId, fasterExplanation as x } from '@holdfast/shared/check-ins';
import { mockApi, preloadLazyRoutes, renderRoutes, signIn } from '@/test/render';
import { checkInsAppRoutes } from '../routes';
import { draftKey, type CheckInDraft } from '../lib/check-in-draft';

const categories = FASTER_CATEGORIES.map((c) => ({
  id: c.id,
  name: c.name,
  display_name: c.display_name,
  color_code: c.color_code,
  order_number: c.order_number,
  emotions: c.behaviors.map((b, i) => ({ id: fasterEmotionId(c.id, i + 1), display_name: b, color_code: c.color_code })),
}));
const emotions = [
  { id: 1, display_name: 'Bored', emoji_image: '/e/1.svg', is_active: true },
  { id: 2, display_name: 'Lonely', emoji_image: '/e/2.svg', is_active: true },
];

function checkIn(overrides: Record<string, unknown> = {}) {
  return {
    id: 42,
    user_id: 1,
    emotion_id: 1,
    checkin_emotions: [1],
    checkin_on: '2026-03-02T15:00:00.000Z',
    checkin_date: '2026-03-02',
    offset: 0,
    feeling_zone: 'danger',
    feeling_notes: 'Tired',
    questions: null,
    fast_scale_answers: null,
    created_at: '2026-03-02T15:00:00.000Z',
    ...overrides,
  };
}

function setup(path: string, draft?: Partial<CheckInDraft>, extra: Record<string, [number, unknown?]> = {}) {
  signIn();
  if (draft) {
    localStorage.setItem(
      draftKey(null),
      JSON.stringify({ checkin_emotions: [], feeling_zone: null, feeling_notes: '', fast_scale_answers: [], ...draft }),
    );
  }
  let exists = false;
  const posted: unknown[] = [];
  const fetchSpy = mockApi({
    'GET checkins/for-day': () => [200, { exists, checkin: exists ? checkIn() : null }],
    'GET checkin/faster-scale': [200, categories],
    'GET checkin/emotions': [200, emotions],
    'GET dashboard': [200, { checkin_streak: 3 }],
    'POST checkins': (init) => {
      posted.push(JSON.parse(String(init?.body)));
      exists = true;
      return [201, checkIn()];
    },
    ...extra,
  });
  const utils = renderRoutes([...checkInsAppRoutes, { path: '/dashboard', element: <p>dashboard</p> }], path);
  return { ...utils, posted, fetchSpy };
}

const full: Partial<CheckInDraft> = { checkin_emotions: [1], feeling_zone: 'danger', feeling_notes: 'Tired' };

beforeAll(() => preloadLazyRoutes(checkInsAppRoutes));

describe('daily check-in steps', () => {
  it('shows each step its own "Please select" message on Next', async () => {
    const user = userEvent.setup();
    const { router } = setup('/check-in');
    await screen.findByRole('heading', { name: t.emotionTitle });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(t.selectEmotion)).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /Lonely/ }));
    expect(screen.queryByText(t.selectEmotion)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: t.zoneTitle });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(t.selectZone)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Recovery' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: t.feelingTitle });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(t.writeFeeling)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: t.feelingTitle }), 'Steady');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'FASTER Scale' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(t.selectFaster)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/check-in/faster-scale');
  });

  it('sends a later step back to the first missing answer, and a FASTER page without an emotion to /check-in', async () => {
    const { router } = setup('/check-in/feeling', { checkin_emotions: [1] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-in/zone'));
    router.dispose();
  });

  it('a FASTER page without an emotion goes back to the start', async () => {
    const { router } = setup('/check-in/priority-scale', {});
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-in/emotion'));
  });

  it('taps a FASTER behaviour to priority 1, then 2, then removes it', async () => {
    const user = userEvent.setup();
    setup('/check-in/faster-scale', full);
    await user.click(await screen.findByRole('button', { name: 'Expand' }));
    const behaviour = () => screen.getByRole('button', { name: /Acted out/ });
    await user.click(behaviour());
    expect(behaviour()).toHaveAttribute('aria-pressed', 'true');
    expect(behaviour()).toHaveAttribute('data-priority', '1');
    await user.click(behaviour());
    expect(behaviour()).toHaveAttribute('data-priority', '2');
    expect(within(behaviour()).getByText('Highest')).toBeInTheDocument();
    await user.click(behaviour());
    expect(behaviour()).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem(draftKey(null))!).fast_scale_answers).toEqual([]);
  });

  it('Skip asks first; Cancel keeps the step; Continue submits without the scale and shows the results', async () => {
    const user = userEvent.setup();
    const { router, posted } = setup('/check-in/faster-scale', full);
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByText(t.skipConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(t.skipConfirm)).not.toBeInTheDocument());
    expect(posted).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-in/results'));
    expect(posted[0]).toMatchObject({ checkin_emotions: [1], feeling_zone: 'danger', feeling_notes: 'Tired', fast_scale_answers: null });
    expect(posted[0]).toHaveProperty('offset');
    expect(await screen.findByRole('heading', { name: t.resultsTitle })).toBeInTheDocument();
    expect(await screen.findByText(t.submitted)).toBeInTheDocument();
  });

  it('the priority step lists only the lowest category and needs one choice', async () => {
    const user = userEvent.setup();
    const anxious = fasterEmotionId(3, 1);
    const tickedA = fasterEmotionId(5, 1);
    const tickedB = fasterEmotionId(5, 2);
    const { posted } = setup('/check-in/priority-scale', {
      ...full,
      fast_scale_answers: [
        { fast_emotion_id: anxious, priority: 1 },
        { fast_emotion_id: tickedA, priority: 1 },
        { fast_emotion_id: tickedB, priority: 1 },
      ],
    });
    await screen.findByRole('heading', { name: t.priorityTitle });
    const group = await screen.findByRole('radiogroup', { name: t.priorityTitle });
    await within(group).findByText('Irritated at small things');
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(group).queryByText('Worrying about things I cannot change')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(t.selectBehavior)).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.click(within(group).getByRole('radio', { name: 'Blaming others' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      fast_scale_answers: [
        { fast_emotion_id: anxious, priority: 1 },
        { fast_emotion_id: tickedA, priority: 1 },
        { fast_emotion_id: tickedB, priority: 2 },
      ],
    });
  });

  it('with one behaviour at the lowest stage, the priority step does not ask to choose it: it is marked and submitted', async () => {
    const user = userEvent.setup();
    const anxious = fasterEmotionId(3, 1);
    const ticked = fasterEmotionId(5, 1);
    const { posted } = setup('/check-in/priority-scale', {
      ...full,
      fast_scale_answers: [
        { fast_emotion_id: anxious, priority: 1 },
        { fast_emotion_id: ticked, priority: 1 },
      ],
    });
    expect(await screen.findByRole('heading', { name: x.prioritySingleTitle })).toBeInTheDocument();
    expect(await screen.findByTestId('single-priority')).toHaveTextContent('Irritated at small things');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      fast_scale_answers: [
        { fast_emotion_id: anxious, priority: 1 },
        { fast_emotion_id: ticked, priority: 2 },
      ],
    });
  });

  it('the FASTER step explains the scale: a dismissible note that stays dismissed, and "What is this?" for the stages', async () => {
    const user = userEvent.setup();
    localStorage.removeItem('holdfast.faster-intro-dismissed');
    const first = setup('/check-in/faster-scale', full);
    expect(await screen.findByText(x.short)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss explanation' }));
    await waitFor(() => expect(screen.queryByText(x.short)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: x.linkLabel }));
    const dialog = await screen.findByRole('dialog', { name: x.title });
    expect(within(dialog).getByText(x.stages[7]!)).toBeInTheDocument();
    first.unmount();

    setup('/check-in/faster-scale', full);
    expect(await screen.findByRole('button', { name: x.linkLabel })).toBeInTheDocument();
    expect(screen.queryByText(x.short)).not.toBeInTheDocument();
  });

  it("redirects /check-in to the results when today's check-in exists", async () => {
    signIn();
    mockApi({
      'GET checkins/for-day': [200, { exists: true, checkin: checkIn({ checkin_emotions: [1, 2, 3, 4, 5, 6] }) }],
      'GET checkin/emotions': [200, emotions],
      'GET dashboard': [200, { checkin_streak: 3 }],
    });
    const { router } = renderRoutes(checkInsAppRoutes, '/check-in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-in/results'));
    expect(await screen.findByRole('heading', { name: t.resultsTitle })).toBeInTheDocument();
    // Six feelings: three shown and a '3 More' chip.
    expect(await screen.findByText('Bored')).toBeInTheDocument();
    expect(screen.getByText('3 More')).toBeInTheDocument();
    expect(screen.getByText('3 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Progress' })).toHaveAttribute('href', '/progress');
    expect(screen.getByRole('link', { name: 'Edit Check-In' })).toHaveAttribute('href', '/check-in/edit/42/emotion');
    expect(screen.getByRole('link', { name: 'Edit FASTER scale' })).toHaveAttribute('href', '/check-in/edit/42/faster-scale');
  });
});
