import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { premiumTexts as t, type LeaveCharge } from '@holdfast/shared/premium-groups';
import { person } from '@/test/accountability';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { AdminPremiumLeaveChargesPage } from './admin-leave-charges-page';

const charge = (id: number, overrides: Partial<LeaveCharge> = {}): LeaveCharge => ({
  id,
  group_id: 7,
  group_name: 'Tuesday Premium',
  user_id: 30 + id,
  person: person({ id: 30 + id, display_name: 'Jo Banks', email: 'jo@example.org' }),
  reason: 'left',
  amount: 29_750,
  payments_made: 2,
  status: 'charged',
  created_at: '2026-05-02T10:00:00.000Z',
  waived_at: null,
  ...overrides,
});
const page = (items: LeaveCharge[]) => ({ items, page: 1, perPage: 15, totalPages: 1, totalItems: items.length, offset: 0 });
const waives = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).includes('/waive')).map(([url]) => String(url));

function renderPage(api: Parameters<typeof mockApi>[0]) {
  signIn();
  const spy = mockApi(api);
  renderRoutes([{ path: '/admin/premium-leave-charges', element: <AdminPremiumLeaveChargesPage /> }], '/admin/premium-leave-charges');
  return spy;
}

describe('/admin/premium-leave-charges', () => {
  it('lists each charge with its person, group, amount and state; Waive asks first, then the charge shows as waived', async () => {
    const user = userEvent.setup();
    let waived = false;
    const spy = renderPage({
      'GET admin/premium-leave-charges': () => [
        200,
        page([
          waived ? charge(1, { status: 'waived', waived_at: '2026-05-03T09:00:00.000Z' }) : charge(1),
          charge(2, {
            person: person({ id: 32, display_name: 'Ana Cruz', email: 'ana@example.org' }),
            reason: 'removed',
            amount: 35_700,
            payments_made: 1,
            status: 'failed',
          }),
          charge(3, {
            person: person({ id: 33, display_name: 'Lee Park', email: null }),
            status: 'waived',
            waived_at: '2026-04-20T09:00:00.000Z',
          }),
        ]),
      ],
      'POST admin/premium-leave-charges/1/waive': () => {
        waived = true;
        return [200, { message: t.leaveChargeWaived, item: charge(1, { status: 'waived', waived_at: '2026-05-03T09:00:00.000Z' }) }];
      },
    });
    const list = await screen.findByRole('list', { name: 'Leave charges' });
    const jo = within(list).getByRole('listitem', { name: 'Jo Banks, Tuesday Premium' });
    expect(jo).toHaveTextContent('jo@example.org · Tuesday Premium · Left the group on 2026-05-02');
    expect(jo).toHaveTextContent('$297.50 · 2 of 7 payments made');
    expect(within(jo).getByText('Charged')).toBeInTheDocument();
    const ana = within(list).getByRole('listitem', { name: 'Ana Cruz, Tuesday Premium' });
    expect(ana).toHaveTextContent('Removed by a leader');
    expect(within(ana).getByText('Charge failed')).toBeInTheDocument();
    expect(within(ana).getByRole('button', { name: 'Waive' })).toBeInTheDocument();
    const lee = within(list).getByRole('listitem', { name: 'Lee Park, Tuesday Premium' });
    expect(within(lee).getByText('Waived')).toBeInTheDocument();
    expect(lee).toHaveTextContent('Waived on 2026-04-20');
    expect(within(lee).queryByRole('button', { name: 'Waive' })).not.toBeInTheDocument();

    // Cancelling the confirmation sends nothing.
    await user.click(within(jo).getByRole('button', { name: 'Waive' }));
    let dialog = await screen.findByRole('dialog', { name: 'Waive leave charge' });
    expect(dialog).toHaveTextContent('Waive the $297.50 charge of Jo Banks for Tuesday Premium? It will be given back to their card');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(waives(spy)).toEqual([]);

    await user.click(within(jo).getByRole('button', { name: 'Waive' }));
    dialog = await screen.findByRole('dialog', { name: 'Waive leave charge' });
    await user.click(within(dialog).getByRole('button', { name: 'Waive' }));
    expect(await screen.findByText(t.leaveChargeWaived)).toBeInTheDocument();
    expect(waives(spy)).toHaveLength(1);
    expect(waives(spy)[0]).toMatch(/admin\/premium-leave-charges\/1\/waive$/);
    const after = await screen.findByRole('listitem', { name: 'Jo Banks, Tuesday Premium' });
    expect(await within(after).findByText('Waived on 2026-05-03')).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'Waive' })).not.toBeInTheDocument();
  });

  it("a failed charge's confirmation says nothing is given back; a refused waiver shows the API's reason", async () => {
    const user = userEvent.setup();
    renderPage({
      'GET admin/premium-leave-charges': [200, page([charge(2, { status: 'failed' })])],
      'POST admin/premium-leave-charges/2/waive': [409, { message: t.leaveChargeNotWaivable }],
    });
    await user.click(await screen.findByRole('button', { name: 'Waive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waive leave charge' });
    expect(dialog).toHaveTextContent('The charge did not go through, so nothing is given back');
    await user.click(within(dialog).getByRole('button', { name: 'Waive' }));
    expect(await screen.findByText(t.leaveChargeNotWaivable)).toBeInTheDocument();
  });

  it('an empty list says so', async () => {
    renderPage({ 'GET admin/premium-leave-charges': [200, page([])] });
    expect(await screen.findByText('No leave charges.')).toBeInTheDocument();
  });

  it('someone who is not an admin is told who may see them, and no Waive is offered', async () => {
    renderPage({ 'GET admin/premium-leave-charges': [403, { message: 'Forbidden' }] });
    expect(await screen.findByText(t.onlyAdminsLeaveCharges)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Waive' })).not.toBeInTheDocument();
  });
});
