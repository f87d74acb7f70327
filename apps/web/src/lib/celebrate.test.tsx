import { renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckIn } from '@holdfast/shared/check-ins';
import { ResultsSummary } from '@/features/check-ins/components/results-summary';
import { today } from '@/lib/offset';
import { mediaQueryList } from '@/test/media';
import { renderPage, signIn } from '@/test/render';
import { celebrate, checkInCelebration, purityMilestoneMessage } from './celebrate';
import { useCelebratePurityMilestone } from './use-celebrate-purity';

const confetti = vi.hoisted(() => vi.fn((_options?: unknown) => Promise.resolve()));
vi.mock('canvas-confetti', () => ({ default: confetti }));

function reducedMotion(on: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, on && query.includes('prefers-reduced-motion: reduce')),
  );
}

/** The words of the polite live region (role=status) that celebrations speak through. */
async function announced(text: string) {
  await waitFor(() => expect(document.getElementById('holdfast-celebration')).toHaveTextContent(text));
  const region = document.getElementById('holdfast-celebration')!;
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(region).toHaveAttribute('role', 'status');
}

beforeEach(() => {
  confetti.mockClear();
  document.getElementById('holdfast-celebration')?.remove();
  signIn();
});
afterEach(() => vi.restoreAllMocks());

describe('celebrate', () => {
  it('announces the words and throws confetti in the brand colours', async () => {
    reducedMotion(false);
    await expect(celebrate('Well done')).resolves.toBe(true);
    await announced('Well done');
    expect(confetti).toHaveBeenCalledTimes(1);
    expect(confetti.mock.calls[0]![0]).toMatchObject({ disableForReducedMotion: true });
  });

  it('with reduced motion asked for: the words only, and the confetti library is not even loaded', async () => {
    reducedMotion(true);
    await expect(celebrate('Well done')).resolves.toBe(false);
    await announced('Well done');
    expect(confetti).not.toHaveBeenCalled();
  });
});

function checkIn(zone: CheckIn['feeling_zone'], id = 7): CheckIn {
  return {
    id,
    user_id: 1,
    emotion_id: null,
    checkin_on: new Date().toISOString(),
    checkin_date: today(),
    offset: 0,
    checkin_emotions: [3],
    feeling_zone: zone,
    feeling_notes: 'A good day.',
    fast_scale_answers: null,
    questions: null,
    created_at: new Date().toISOString(),
  };
}

describe("today's check-in", () => {
  it('is celebrated once when done, with the streak milestone shown and said', async () => {
    reducedMotion(false);
    const first = renderPage(<ResultsSummary checkIn={checkIn('recovery')} emotions={[]} streak={7} />);
    expect(await screen.findByTestId('streak-milestone')).toHaveTextContent('7-day check-in streak');
    await announced(checkInCelebration(7));
    expect(checkInCelebration(7)).toMatch(/^7-day check-in streak!/);
    await waitFor(() => expect(confetti).toHaveBeenCalledTimes(1));
    first.unmount();
    // A second visit to the same results (or the results after an edit) is not a new celebration.
    document.getElementById('holdfast-celebration')!.textContent = '';
    renderPage(<ResultsSummary checkIn={checkIn('recovery')} emotions={[]} streak={7} />);
    await screen.findByTestId('streak-milestone');
    await new Promise((r) => setTimeout(r, 120));
    expect(document.getElementById('holdfast-celebration')).toHaveTextContent('');
    expect(confetti).toHaveBeenCalledTimes(1);
  });

  it('waits for the fresh streak, and a hard day gets the words without confetti', async () => {
    reducedMotion(false);
    const view = renderPage(<ResultsSummary checkIn={checkIn('relapse', 8)} emotions={[]} streak={null} />);
    await new Promise((r) => setTimeout(r, 120));
    expect(document.getElementById('holdfast-celebration')).toBeNull();
    view.unmount();
    renderPage(<ResultsSummary checkIn={checkIn('relapse', 8)} emotions={[]} streak={3} />);
    await announced("Today's check-in is done. 3 days in a row.");
    expect(confetti).not.toHaveBeenCalled();
  });
});

describe('a purity streak milestone on the dashboard', () => {
  it('is celebrated once per streak, on the milestones only', async () => {
    reducedMotion(false);
    const { rerender } = renderHook(({ days }) => useCelebratePurityMilestone(days, '2026-11-24'), { initialProps: { days: 6 } });
    await new Promise((r) => setTimeout(r, 120));
    expect(confetti).not.toHaveBeenCalled();
    rerender({ days: 7 });
    await announced(purityMilestoneMessage(7));
    await waitFor(() => expect(confetti).toHaveBeenCalledTimes(1));
    rerender({ days: 8 });
    rerender({ days: 7 });
    await new Promise((r) => setTimeout(r, 120));
    expect(confetti).toHaveBeenCalledTimes(1);
  });
});
