import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { premiumTexts as t, type MemberPaymentStatus, type PremiumApplication } from '@holdfast/shared/premium-groups';
import { validationMessages as m } from '@holdfast/shared/validation';
import { person } from '@/test/accountability';
import { APP_INFO, makeUser, mockApi, renderRoutes, signIn } from '@/test/render';
import { AdminPremiumApplicationsPage } from './admin-applications-page';
import { PremiumPaymentPage } from './payment-page';
import { PremiumApplicationPage } from './premium-application-page';

const bodyOf = (spy: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = spy.mock.calls.findLast(([url, init]) => String(url).split('?')[0]!.endsWith(path) && init?.method === method);
  return call ? JSON.parse(String(call[1]!.body ?? 'null')) : undefined;
};
const posts = (spy: ReturnType<typeof mockApi>) => spy.mock.calls.filter(([, init]) => init?.method === 'POST');

const status = (overrides: Partial<MemberPaymentStatus> = {}): MemberPaymentStatus => ({
  member_id: 61,
  group_id: 7,
  group_name: 'Tuesday Premium',
  premium_group_status: 'accepted',
  group_status: 'pending',
  due: 'pre-payment',
  amount: 11_900,
  monthly_amount: 11_900,
  subscription_months: 6,
  provider: 'dev',
  payments: [],
  ...overrides,
});

function renderPayment(api: Parameters<typeof mockApi>[0]) {
  signIn();
  const spy = mockApi(api);
  renderRoutes([{ path: '/premium-groups/payment/:memberId', element: <PremiumPaymentPage /> }], '/premium-groups/payment/61');
  return spy;
}

describe('the pre-payment and subscription page', () => {
  it('pays the pre-payment with the dev test card; the card fields are checked first', async () => {
    const user = userEvent.setup();
    let paid = false;
    const spy = renderPayment({
      'GET premium-groups/members/61/payment': () => [
        200,
        paid ? status({ premium_group_status: 'pre-payment-completed', due: null }) : status(),
      ],
      'POST premium-groups/members/61/pre-payment/setup-intent': [
        200,
        { setup_intent_id: 'seti_1', client_secret: 'sec_1', amount: 11_900, provider: 'dev' },
      ],
      'POST payments/dev/setup-intents/seti_1/confirm': [200, { id: 'seti_1', status: 'succeeded' }],
      'POST premium-groups/members/61/pre-payment/confirm': () => {
        paid = true;
        return [
          200,
          {
            message: t.transactionCompleted,
            item: status({
              premium_group_status: 'pre-payment-completed',
              due: null,
              payments: [
                {
                  id: 1,
                  kind: 'pre-payment',
                  status: 'completed',
                  amount: 11_900,
                  provider: 'dev',
                  created_at: '2026-03-01T10:00:00.000Z',
                  completed_at: '2026-03-01T10:00:00.000Z',
                },
              ],
            }),
          },
        ];
      },
    });
    expect(await screen.findByText('$119.00')).toBeInTheDocument();
    expect(screen.getByText('Tuesday Premium')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const card = await screen.findByRole('form', { name: 'Card details' });
    await user.click(within(card).getByRole('button', { name: 'Pay $119.00' }));
    expect(await within(card).findAllByText(m.required)).toHaveLength(3);
    expect(posts(spy).filter(([url]) => String(url).includes('/confirm'))).toHaveLength(0);
    await user.type(within(card).getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(within(card).getByRole('textbox', { name: /Expiry/ }), '12/30');
    await user.type(within(card).getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(within(card).getByRole('button', { name: 'Pay $119.00' }));
    expect(await screen.findByText(t.transactionCompleted)).toBeInTheDocument();
    expect(bodyOf(spy, 'POST', 'payments/dev/setup-intents/seti_1/confirm')).toMatchObject({
      client_secret: 'sec_1',
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
    expect(bodyOf(spy, 'POST', 'pre-payment/confirm')).toEqual({ setup_intent_id: 'seti_1' });
    expect(await screen.findByText(/Your pre-payment is complete/)).toBeInTheDocument();
  });

  it('a declined confirmation says "The transaction has not been completed"', async () => {
    const user = userEvent.setup();
    renderPayment({
      'GET premium-groups/members/61/payment': [
        200,
        status({ due: 'subscription', premium_group_status: 'pre-payment-completed', group_status: 'started' }),
      ],
      'POST premium-groups/members/61/subscription/setup-intent': [
        200,
        { setup_intent_id: 'seti_2', client_secret: 'sec_2', amount: 11_900, provider: 'dev' },
      ],
      'POST payments/dev/setup-intents/seti_2/confirm': [200, { id: 'seti_2', status: 'succeeded' }],
      'POST premium-groups/members/61/subscription/confirm': [402, { message: 'Your card was declined.' }],
    });
    expect(await screen.findByText('$119.00 / month for 6 months')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const card = await screen.findByRole('form', { name: 'Card details' });
    await user.type(within(card).getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(within(card).getByRole('textbox', { name: /Expiry/ }), '12/30');
    await user.type(within(card).getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(within(card).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(t.transactionNotCompleted)).toBeInTheDocument();
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
  });

  it('nothing due once subscribed; a link that is not mine says so', async () => {
    renderPayment({ 'GET premium-groups/members/61/payment': [200, status({ due: null, premium_group_status: 'subscription-created' })] });
    expect(await screen.findByText('Your subscription is set up. Nothing is due.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
  });

  it('a link that is not mine', async () => {
    renderPayment({ 'GET premium-groups/members/61/payment': [404, { message: 'Not found' }] });
    expect(await screen.findByText('This payment link is not yours or no longer valid.')).toBeInTheDocument();
  });
});

const app = (id: number, name: string, overrides: Partial<PremiumApplication> = {}): PremiumApplication => ({
  id,
  status: 'group-selection-pending',
  status_label: 'In Group Selection',
  user_id: null,
  applicant: null,
  guest_email: `${name.toLowerCase().split(' ')[0]}@example.org`,
  is_verified: true,
  group_id: null,
  group_name: null,
  member_id: null,
  member_status: null,
  answers: {
    name,
    gender: 'male',
    is_married: false,
    in_ministry: false,
    is_in_ministry_leader_group: null,
    timezone: 'America/Chicago',
    hope_to_gain: 'x',
    will_add_to_group: 'x',
    relationship_with_god: 'x',
    reason_not_attend_weekly: 'x',
    meeting_time: ['T-7:30-9:00PM(CST)'],
    other_day: null,
    confidentiality_agreement: true,
    daily_practice_commitment: true,
    able_to_use_zoom: true,
    questions_regarding_payment: null,
    phone_number: '555',
    email: `${name.toLowerCase().split(' ')[0]}@example.org`,
    age: null,
  },
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});
const page = (items: PremiumApplication[]) => ({ items, page: 1, perPage: 15, totalPages: 1, totalItems: items.length, offset: 0 });

describe('/admin/premium-applications', () => {
  it('lists the applications waiting, shows the groups that fit best first, and places one after a confirmation', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = mockApi({
      'GET admin/premium-applications': (_init, url) => [
        200,
        page(url.searchParams.get('status') === 'group-selection-pending' ? [app(41, 'Jo Banks')] : []),
      ],
      'GET admin/premium-applications/41/suggested-groups': [
        200,
        {
          application_id: 41,
          items: [
            {
              group_id: 7,
              name: 'Tuesday Premium',
              score: 100,
              reasons: ['same_slot'],
              day: 'tuesday',
              meeting_time: '19:30',
              projected_start_date: '2026-04-07',
              gender: 'male',
              for_leaders: false,
              seats_left: 5,
              premium_group_status: 'pending',
              owner: person({ display_name: 'Sam Rivers' }),
            },
            {
              group_id: 8,
              name: 'Wednesday Premium',
              score: 40,
              reasons: ['other_day'],
              day: 'wednesday',
              meeting_time: '19:00',
              projected_start_date: '2026-04-08',
              gender: 'male',
              for_leaders: false,
              seats_left: 2,
              premium_group_status: 'pending',
              owner: person({ display_name: 'Ana Cruz' }),
            },
          ],
        },
      ],
      'POST admin/premium-applications/41/place': [
        200,
        {
          message: 'Application placed in Tuesday Premium.',
          item: app(41, 'Jo Banks', { status: 'leader-review-pending', group_id: 7, group_name: 'Tuesday Premium' }),
        },
      ],
    });
    renderRoutes([{ path: '/admin/premium-applications', element: <AdminPremiumApplicationsPage /> }], '/admin/premium-applications');
    expect(await screen.findByText('Jo Banks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suggested groups' }));
    const list = await screen.findByRole('list', { name: 'Suggested groups for Jo Banks' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Tuesday Premium');
    expect(rows[0]).toHaveTextContent('Same meeting time');
    expect(rows[1]).toHaveTextContent('Wednesday Premium');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place application' });
    await user.click(within(dialog).getByRole('button', { name: 'Place' }));
    expect(await screen.findByText('Application placed in Tuesday Premium.')).toBeInTheDocument();
    expect(bodyOf(spy, 'POST', 'admin/premium-applications/41/place')).toEqual({ group_id: 7 });
  });

  it('another status can be chosen; an empty list says so', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = mockApi({
      'GET admin/premium-applications': (_init, url) => [
        200,
        page(url.searchParams.get('status') === 'rejected' ? [] : [app(41, 'Jo Banks')]),
      ],
    });
    renderRoutes([{ path: '/admin/premium-applications', element: <AdminPremiumApplicationsPage /> }], '/admin/premium-applications');
    await screen.findByText('Jo Banks');
    await user.click(screen.getByLabelText('Status', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    expect(await screen.findByText('No applications with this status.')).toBeInTheDocument();
    expect(spy.mock.calls.some(([url]) => String(url).includes('status=rejected'))).toBe(true);
  });

  it('someone who is not an admin is told who may place', async () => {
    signIn();
    mockApi({ 'GET admin/premium-applications': [403, { message: 'Forbidden' }] });
    renderRoutes([{ path: '/admin/premium-applications', element: <AdminPremiumApplicationsPage /> }], '/admin/premium-applications');
    expect(await screen.findByText(t.onlyPremiumAdmins)).toBeInTheDocument();
  });
});

describe("'Premium Groups Application' (signed in)", () => {
  it('shows the price and program, prefills from the profile, asks the age, and sends the form', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = mockApi({
      'GET users/profile': [200, makeUser({ email: 'sam@example.org' }, { display_name: 'Sam Rivers', age: 41, is_married: true })],
      'GET app-info': [200, APP_INFO],
      'GET timezones': [200, [{ id: 1, name: 'America/Chicago' }]],
      'POST premium-groups/applications': [201, { message: t.formFilled, item: app(42, 'Sam Rivers') }],
    });
    renderRoutes([{ path: '/premium-application', element: <PremiumApplicationPage /> }], '/premium-application');
    expect(await screen.findByRole('heading', { name: t.premiumGroupsApplication })).toBeInTheDocument();
    expect(screen.getByText(t.priceText)).toBeInTheDocument();
    expect(screen.getByText(t.programDescription)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Sam Rivers');
    expect(screen.getByRole('textbox', { name: /^Age/ })).toHaveValue('41');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(t.pleaseSubmitForm)).toBeInTheDocument();
    expect(posts(spy)).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByText(m.required).length).toBeGreaterThan(5));
  });
});
