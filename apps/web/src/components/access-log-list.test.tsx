import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessLogTexts as t, type AccessLogEntry } from '@holdfast/shared/accountability';
import { AppProviders } from '@/app/providers';
import { AccessLogList } from './access-log-list';

const viewer = { id: 4, username: 'ada', display_name: 'Ada Admin', initials: 'AA', profile_icon: null, email: null };
const entry = (id: number, over: Partial<AccessLogEntry>): AccessLogEntry => ({
  id,
  viewer,
  kind: 'check_ins',
  record_id: 1,
  range_start: null,
  range_end: null,
  via: 'partner',
  created_at: '2026-12-03T07:00:00.000Z',
  ...over,
});

describe('AccessLogList', () => {
  it("says 'Support viewed your account' for an impersonation's start and end, naming no one", () => {
    render(
      <AppProviders env="test">
        <AccessLogList
          label="Who viewed my data"
          page={1}
          totalPages={1}
          onPage={() => undefined}
          items={[
            entry(3, { kind: 'account_end', via: 'support' }),
            entry(2, { kind: 'account', via: 'support' }),
            entry(1, { kind: 'check_ins', via: 'partner' }),
          ]}
        />
      </AppProviders>,
    );
    const items = within(screen.getByRole('list', { name: 'Who viewed my data' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(t.supportStopped);
    expect(items[1]).toHaveTextContent(t.supportViewed);
    expect(items[1]).toHaveTextContent(t.supportDetail);
    expect(items[0]).not.toHaveTextContent('Ada Admin');
    expect(items[1]).not.toHaveTextContent('Ada Admin');
    expect(items[2]).toHaveTextContent('Ada Admin viewed one of your check-ins as your accountability partner');
  });
});
