import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkInsTexts as t, DEFAULT_HARD_DAY_CARE as care, HELP_NOW_PATH, type CheckIn } from '@holdfast/shared/check-ins';
import { renderPage } from '@/test/render';
import { ResultsSummary, visibleFeelings } from './results-summary';

describe('results feelings', () => {
  it('shows up to four as they are, and three plus "{n} More" above four', () => {
    expect(visibleFeelings([1, 2, 3, 4])).toEqual({ shown: [1, 2, 3, 4], more: 0 });
    expect(visibleFeelings([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
  });
});

function checkIn(zone: CheckIn['feeling_zone']): CheckIn {
  return {
    id: 7,
    user_id: 1,
    emotion_id: null,
    checkin_on: '2026-11-20T20:00:00.000Z',
    checkin_date: '2026-11-20',
    offset: 0,
    checkin_emotions: [3],
    feeling_zone: zone,
    feeling_notes: 'Hard evening.',
    fast_scale_answers: null,
    questions: null,
    created_at: '2026-11-20T20:00:00.000Z',
  };
}

describe('the results screen answers the zone', () => {
  it('after a Relapse: encouragement, "I need help now" as the one primary step, a reading, and no celebration', async () => {
    renderPage(<ResultsSummary checkIn={checkIn('relapse')} emotions={[]} streak={1} care={care} />);
    expect(await screen.findByRole('heading', { name: care.relapse.title })).toBeInTheDocument();
    expect(screen.getByText(care.relapse.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: care.next_step.label })).toHaveAttribute('href', HELP_NOW_PATH);
    expect(screen.getByText(care.reading.title)).toBeInTheDocument();
    expect(screen.getByTestId('results-icon')).toHaveAttribute('data-tone', 'care');
    // 'View Progress' steps back so the care's next step is the one filled button.
    expect(screen.getByRole('link', { name: 'View Progress' })).not.toHaveAttribute('data-variant', 'filled');
  });

  it('after Danger: its own words', async () => {
    renderPage(<ResultsSummary checkIn={checkIn('danger')} emotions={[]} streak={1} care={care} />);
    expect(await screen.findByRole('heading', { name: care.danger.title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: care.relapse.title })).not.toBeInTheDocument();
  });

  it('after a Recovery day: the green tick and no crisis words', async () => {
    renderPage(<ResultsSummary checkIn={checkIn('recovery')} emotions={[]} streak={3} care={care} />);
    expect(await screen.findByRole('heading', { name: t.resultsTitle })).toBeInTheDocument();
    expect(screen.getByTestId('results-icon')).toHaveAttribute('data-tone', 'celebrate');
    expect(screen.queryByRole('link', { name: care.next_step.label })).not.toBeInTheDocument();
  });
});

describe('the feelings on the results screen', () => {
  const emotions = ['Anxious', 'Lonely', 'Hopeful', 'Tired', 'Angry'].map((name, i) => ({
    id: i + 1,
    display_name: name,
    emoji_image: '',
    is_active: true,
  }));
  const many = { ...checkIn('recovery'), checkin_emotions: [1, 2, 3, 4, 5] };

  it("'2 More' opens the rest", async () => {
    renderPage(<ResultsSummary checkIn={many} emotions={emotions} streak={3} care={care} />);
    expect(await screen.findByText('Anxious')).toBeInTheDocument();
    expect(screen.queryByText('Angry')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2 More' }));
    expect(screen.getByText('Tired')).toBeInTheDocument();
    expect(screen.getByText('Angry')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '2 More' })).not.toBeInTheDocument();
  });

  it('are never green success chips, even on a Recovery day', async () => {
    renderPage(<ResultsSummary checkIn={many} emotions={emotions} streak={3} care={care} />);
    const anxious = (await screen.findByText('Anxious')).closest('.mantine-Badge-root')!;
    expect(anxious.getAttribute('style') ?? '').not.toMatch(/teal|green/);
  });
});
