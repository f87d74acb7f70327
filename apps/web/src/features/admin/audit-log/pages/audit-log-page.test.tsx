import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auditLogTexts as t, type AuditEntry } from '@holdfast/shared/admin';
import { makeUser, mockApi, renderPage, signIn } from '@/test/render';
import { AuditLogPage } from './audit-log-page';

const admin = makeUser({ roles: [{ id: 1, name: 'ff_admin' }] });
const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  created_at: '2026-12-03T07:00:00.000Z',
  action: 'user.flags_changed',
  actor: { id: 1, display_name: 'Ada Admin', email: 'ada@example.org' },
  target_user: { id: 9, display_name: 'Sam Rivers', email: 'sam@example.org' },
  target_kind: null,
  target_id: null,
  reason: null,
  before: { is_leader: false },
  after: { is_leader: true },
  meta: {},
  ...over,
});
const page = (items: AuditEntry[], totalPages = 1) => ({ items, page: 1, perPage: 50, totalPages, totalItems: items.length, offset: 0 });
const queries = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((u) => u.pathname === '/api/v1.2/admin/audit-log')
    .map((u) => Object.fromEntries(u.searchParams));

describe('AuditLogPage', () => {
  it('is refused to support volunteers, and asks nothing', async () => {
    signIn();
    const spy = mockApi({ 'GET users/profile': [200, makeUser({ roles: [{ id: 2, name: 'support' }] })] });
    renderPage(<AuditLogPage />, '/admin/audit-log');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(queries(spy)).toEqual([]);
  });

  it('lists the entries and shows one entry’s before and after', async () => {
    signIn();
    const user = userEvent.setup();
    mockApi({
      'GET users/profile': [200, admin],
      'GET admin/audit-log': [
        200,
        page([entry(2, { action: 'impersonation.started', reason: 'Help-desk mail', before: null, after: null }), entry(1)]),
      ],
    });
    renderPage(<AuditLogPage />, '/admin/audit-log');
    const table = await screen.findByRole('table', { name: t.title });
    expect(within(table).getByText('impersonation.started')).toBeInTheDocument();
    expect(within(table).getByText('Help-desk mail')).toBeInTheDocument();
    // The first has nothing to show beyond its line; the second has a change.
    expect(screen.queryByRole('button', { name: `${t.showChanges}: impersonation.started #2` })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: `${t.showChanges}: user.flags_changed #1` })[0]!);
    const diff = await screen.findByRole('table', { name: t.changesTitle });
    const row = within(diff).getByRole('row', { name: /is_leader/ });
    expect(within(row).getByText('false')).toBeInTheDocument();
    expect(within(row).getByText('true')).toBeInTheDocument();
    expect(within(row).getByText('changed')).toBeInTheDocument();
  });

  it('sends the filters, and a name in the list narrows to that person', async () => {
    signIn();
    const user = userEvent.setup();
    const spy = mockApi({ 'GET users/profile': [200, admin], 'GET admin/audit-log': [200, page([entry(1)])] });
    renderPage(<AuditLogPage />, '/admin/audit-log');
    await screen.findByRole('table', { name: t.title });
    await user.type(screen.getByRole('textbox', { name: new RegExp(t.filterAction) }), 'impersonation');
    await waitFor(() => expect(queries(spy).at(-1)).toEqual({ page: '1', action: 'impersonation' }));
    await user.click(screen.getAllByRole('button', { name: t.filterByTarget('Sam Rivers') })[0]!);
    await waitFor(() => expect(queries(spy).at(-1)).toEqual({ page: '1', action: 'impersonation', target_user_id: '9' }));
    expect(screen.getByRole('textbox', { name: t.filterTarget })).toHaveValue('9');
  });

  it('says so when nothing matches', async () => {
    signIn();
    mockApi({ 'GET users/profile': [200, admin], 'GET admin/audit-log': [200, page([])] });
    renderPage(<AuditLogPage />, '/admin/audit-log');
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });
});
