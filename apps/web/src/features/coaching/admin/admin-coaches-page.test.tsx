import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { coachAdminTexts as t, coachingTexts } from '@holdfast/shared/coaching';
import { validationMessages as m } from '@holdfast/shared/validation';
import { adminCoach } from '@/test/coach-billing';
import { makeUser, mockApi, renderPage, signIn } from '@/test/render';
import { AdminCoachesPage } from './admin-coaches-page';

const page = (items: unknown[]) => ({ items, page: 1, perPage: 15, totalPages: 1, totalItems: items.length, offset: 0 });
const admin = makeUser({ roles: [{ id: 1, name: 'ff_admin' }] });

type Spy = ReturnType<typeof mockApi>;
const calls = (spy: Spy, method: string) =>
  spy.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'http://x').pathname === '/api/v1.2/admin/coaches',
  );

describe('AdminCoachesPage', () => {
  it('a member who is not an administrator is told so, and nothing is asked', async () => {
    signIn();
    const spy = mockApi({ 'GET users/profile': [200, makeUser({ roles: [{ id: 1, name: 'coach' }] })] });
    renderPage(<AdminCoachesPage />, '/admin/coaches');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.onlyAdmins);
    expect(screen.queryByRole('button', { name: t.inviteCoach })).not.toBeInTheDocument();
    expect(calls(spy, 'GET')).toHaveLength(0);
  });

  it('lists the coaches with their status, billing state and accepted clients', async () => {
    signIn();
    mockApi({
      'GET users/profile': [200, admin],
      'GET admin/coaches': [
        200,
        page([
          adminCoach(1),
          adminCoach(2, { request_status: 'pending', is_billing_setup_complete: false, subscription_status: null, accepted_clients: 0 }),
        ]),
      ],
    });
    renderPage(<AdminCoachesPage />, '/admin/coaches');
    const first = await screen.findByRole('listitem', { name: 'coach1@example.org' });
    expect(within(first).getByText('Accepted')).toBeInTheDocument();
    expect(within(first).getByText(`${t.billingSetUp} · trialing`)).toBeInTheDocument();
    expect(within(first).getByText(`Invited 2026-03-01 · ${t.acceptedClients(3)}`)).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: 'coach2@example.org' });
    expect(within(second).getByText(coachingTexts.pending)).toBeInTheDocument();
    expect(within(second).getByText(t.billingNotSetUp)).toBeInTheDocument();
  });

  it('with no coaches yet says so', async () => {
    signIn();
    mockApi({ 'GET users/profile': [200, admin], 'GET admin/coaches': [200, page([])] });
    renderPage(<AdminCoachesPage />, '/admin/coaches');
    expect(await screen.findByText(t.noCoaches)).toBeInTheDocument();
  });

  it('the invite form checks the address and the link before anything is sent, then sends them', async () => {
    signIn();
    const user = userEvent.setup();
    let listed: unknown[] = [];
    const spy = mockApi({
      'GET users/profile': [200, admin],
      'GET admin/coaches': () => [200, page(listed)],
      'POST admin/coaches': (init) => {
        const body = JSON.parse(String(init!.body)) as { email: string };
        listed = [
          adminCoach(9, { email: body.email, request_status: 'pending', is_billing_setup_complete: false, subscription_status: null }),
        ];
        return [200, { message: coachingTexts.coachInvited, item: listed[0] }];
      },
    });
    renderPage(<AdminCoachesPage />, '/admin/coaches');
    const email = await screen.findByRole('textbox', { name: /E-mail/ });
    const link = screen.getByRole('textbox', { name: t.meetingUrl });
    const submit = screen.getByRole('button', { name: t.inviteCoach });

    await user.click(submit);
    expect(await screen.findByText(m.required)).toBeInTheDocument();
    await user.type(email, 'not-an-address');
    await user.type(link, 'not a link');
    await user.click(submit);
    expect(await screen.findByText(m.email)).toBeInTheDocument();
    expect(screen.getByText(m.invalid)).toBeInTheDocument();
    expect(calls(spy, 'POST')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'New.Coach@Example.org');
    await user.clear(link);
    await user.click(submit);
    expect(await screen.findByText(coachingTexts.coachInvited)).toBeInTheDocument();
    expect(JSON.parse(String(calls(spy, 'POST')[0]![1]!.body))).toEqual({ email: 'new.coach@example.org', meeting_url: null });
    expect(await screen.findByRole('listitem', { name: 'new.coach@example.org' })).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveValue(''));

    await user.type(email, 'second@example.org');
    await user.type(link, 'https://meet.example.org/sam');
    await user.click(submit);
    await waitFor(() => expect(calls(spy, 'POST')).toHaveLength(2));
    expect(JSON.parse(String(calls(spy, 'POST')[1]![1]!.body))).toEqual({
      email: 'second@example.org',
      meeting_url: 'https://meet.example.org/sam',
    });
  });

  it("the API's refusal of an address (422) is said under the field", async () => {
    signIn();
    const user = userEvent.setup();
    mockApi({
      'GET users/profile': [200, admin],
      'GET admin/coaches': [200, page([])],
      'POST admin/coaches': [422, { message: 'The given data was invalid.', errors: { email: [coachingTexts.coachAlreadyInvited] } }],
    });
    renderPage(<AdminCoachesPage />, '/admin/coaches');
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'coach1@example.org');
    await user.click(screen.getByRole('button', { name: t.inviteCoach }));
    expect(await screen.findByText(coachingTexts.coachAlreadyInvited)).toBeInTheDocument();
  });
});
