import { FASTER_CATEGORIES, fasterExplanation } from '@holdfast/shared/check-ins';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage, signIn } from '@/test/render';
import AnalyticsView, { ZONE_SCORE_NOTE } from './analytics-view';

const analytics = {
  start_date: '2026-03-04',
  end_date: '2026-03-10',
  top_emotions: [
    { id: 3, label: 'Anxious', count: 4 },
    { id: 9, label: 'Encouraged', count: 2 },
  ],
  top_faster: [
    { id: 301, label: 'Trouble sleeping', count: 3, color_code: '#fab005' },
    { id: 501, label: 'Resentful', count: 1, color_code: '#f03e3e' },
  ],
  zone_days: { recovery: 5, danger: 1, relapse: 0 },
  zone_scores: [],
  faster_trend: [],
};

describe('AnalyticsView', () => {
  it('pads the top FASTER list with N/A, labels day counts and disables forward at today', async () => {
    signIn();
    const fetchSpy = mockApi({ 'GET checkins/analytics': [200, analytics] });
    const user = userEvent.setup();
    renderPage(<AnalyticsView today="2026-03-10" />, '/progress');

    expect(await screen.findByText('Trouble sleeping')).toBeInTheDocument();
    expect(screen.getAllByText('N/A')).toHaveLength(3);
    expect(screen.getByText('5 Days')).toBeInTheDocument();
    expect(screen.getByText('1 Day')).toBeInTheDocument();
    expect(screen.getByText('0 Days')).toBeInTheDocument();
    expect(screen.getByText(/1\. Anxious/)).toBeInTheDocument();
    // The FASTER trend is explained beside the chart.
    expect(screen.getByText(fasterExplanation.trendNote)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: fasterExplanation.linkLabel }));
    expect(await screen.findByRole('dialog', { name: fasterExplanation.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: fasterExplanation.dismiss }));

    const next = screen.getByRole('button', { name: 'Next range' });
    expect(next).toBeDisabled();
    const firstUrl = new URL(String(fetchSpy.mock.calls[0]![0]), 'http://localhost');
    expect(firstUrl.searchParams.get('startDate')).toBe('2026-03-04');
    expect(firstUrl.searchParams.get('endDate')).toBe('2026-03-10');

    await user.click(screen.getByRole('button', { name: 'Previous range' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next range' })).toBeEnabled());
    const lastUrl = new URL(String(fetchSpy.mock.calls.at(-1)![0]), 'http://localhost');
    expect(lastUrl.searchParams.get('startDate')).toBe('2026-02-25');
    expect(lastUrl.searchParams.get('endDate')).toBe('2026-03-03');
    await user.click(screen.getByRole('button', { name: 'Next range' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next range' })).toBeDisabled());
  });

  it('explains beside the chart that the zone score is the FASTER scale (a Recovery day can sit low), with the scale as a key', async () => {
    signIn();
    // A week of Recovery days, one of them with 'Ticked off' (2.5) ticked: it is drawn low.
    mockApi({
      'GET checkins/analytics': [
        200,
        {
          ...analytics,
          zone_days: { recovery: 2, danger: 0, relapse: 0 },
          zone_scores: [
            { date: '2026-03-09', score: 6.5 },
            { date: '2026-03-10', score: 2.5 },
          ],
          faster_trend: [
            { date: '2026-03-09', stage: 1, name: 'Restoration' },
            { date: '2026-03-10', stage: 5, name: 'Ticked off' },
          ],
        },
      ],
    });
    renderPage(<AnalyticsView today="2026-03-10" />, '/progress');
    expect(await screen.findByText(ZONE_SCORE_NOTE)).toBeInTheDocument();
    const key = screen.getByRole('list', { name: 'Zone score scale' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(FASTER_CATEGORIES.map((c) => `${c.score} ${c.display_name}`));
  });
});
