import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ModerationDecision } from '@holdfast/shared/community';
import { cPerson } from '@/test/community';
import { renderPage } from '@/test/render';
import { postedAt } from '../lib/dates';
import { communityUi as ui } from '../lib/texts';
import { ModerationHistory } from './moderation';

const flag = (id: number, reason: string, name: string) => ({
  id,
  reason,
  created_at: '2026-03-01T12:00:00.000Z',
  user: cPerson({ id: 10 + id, name }),
});

describe('a queue item’s moderation history', () => {
  it('lists each earlier decision (what, who, when) with the flags it settled, oldest first', () => {
    const history: ModerationDecision[] = [
      {
        action: 'restore',
        decided_at: '2026-03-02T09:15:00.000Z',
        decided_by: cPerson({ id: 2, name: 'Mod Mia' }),
        flags: [flag(1, 'Explicit details', 'Ana Cruz'), flag(2, 'Triggering', 'Lee Park'), flag(3, 'Rude', 'Sam Lowe')],
      },
      { action: 'dismiss', decided_at: '2026-03-04T18:40:00.000Z', decided_by: null, flags: [flag(4, 'Spam', 'Kim Ode')] },
    ];
    renderPage(<ModerationHistory history={history} />);
    const section = screen.getByRole('region', { name: ui.moderationHistory });
    const items = within(section)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.parentElement === section);
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(ui.moderationDecision('restore', 'Mod Mia', postedAt('2026-03-02T09:15:00.000Z')));
    expect(items[0]).toHaveTextContent(ui.settledFlags(3));
    for (const reason of ['Explicit details', 'Triggering', 'Rude']) expect(within(items[0]!).getByText(reason)).toBeInTheDocument();
    expect(within(items[0]!).getByText(ui.flaggedBy('Lee Park'))).toBeInTheDocument();
    expect(items[1]).toHaveTextContent(ui.moderationDecision('dismiss', null, postedAt('2026-03-04T18:40:00.000Z')));
    expect(items[1]).toHaveTextContent('Flags dismissed by a former moderator');
    expect(within(items[1]!).getByText('Spam')).toBeInTheDocument();
    expect(within(section).getByText(ui.openFlagsSince)).toBeInTheDocument();
  });

  it('shows nothing for an item no moderator has acted on yet', () => {
    renderPage(<ModerationHistory history={[]} />);
    expect(screen.queryByRole('region', { name: ui.moderationHistory })).not.toBeInTheDocument();
  });
});
