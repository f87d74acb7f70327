import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accessLogTexts, accountabilityTexts as t, sosTexts } from '@holdfast/shared/accountability';
import { validationMessages as m } from '@holdfast/shared/validation';
import { ALL_SHARED, person, sos } from '@/test/accountability';
import { mockApi, renderPage, renderRoutes, signIn } from '@/test/render';
import { AccessLogPage } from './access-log-page';
import { AddAccountabilityPage } from './add-accountability-page';
import { SendSosPage } from './send-sos-page';
import { SharingPage } from './sharing-page';
import { SosPage } from './sos-page';

const bodyOf = (spy: ReturnType<typeof mockApi>, method: string, path: string) => {
  const calls = spy.mock.calls.filter(([url, init]) => String(url).split('?')[0]!.endsWith(path) && init?.method === method);
  return calls.map(([, init]) => JSON.parse(String(init!.body ?? 'null')));
};

describe('/add-accountability', () => {
  it("disables 'Add Partner' with the spec's note for a person who rejected me", async () => {
    signIn();
    mockApi({
      'GET accountability-partners/lookup': [200, { relationship: 'none', pending: null, can_request: false, reason: t.notOpen }],
    });
    renderPage(<AddAccountabilityPage />, '/add-accountability?user_id=7');
    const button = await screen.findByRole('button', { name: t.addPartner });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(t.notOpen);
  });

  it('opens the request modal by e-mail when no user is named', async () => {
    const user = userEvent.setup();
    signIn();
    mockApi({});
    renderPage(<AddAccountabilityPage />, '/add-accountability');
    await user.click(await screen.findByRole('button', { name: t.addPartner }));
    const dialog = await screen.findByRole('dialog', { name: t.requestModalTitle });
    expect(within(dialog).getByRole('textbox', { name: t.partnerEmailLabel })).toBeInTheDocument();
  });

  it('to a known user: no address asked, user_id sent', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = mockApi({
      'GET accountability-partners/lookup': [200, { relationship: 'none', pending: null, can_request: true, reason: null }],
      'POST accountability-partners': [201, { message: t.requestSent, item: {} }],
    });
    renderPage(<AddAccountabilityPage />, '/add-accountability?user_id=7', [
      { path: '/accountability/requests', element: <p>requests</p> },
    ]);
    await user.click(await screen.findByRole('button', { name: t.addPartner }));
    const dialog = await screen.findByRole('dialog', { name: t.requestModalTitle });
    expect(within(dialog).queryByRole('textbox', { name: t.partnerEmailLabel })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: t.requestTypeMutual }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('requests')).toBeInTheDocument();
    expect(bodyOf(spy, 'POST', 'accountability-partners')[0]).toMatchObject({ action_type: 'user', user_id: 7, request_type: 'mutual' });
  });
});

describe('the sharing screen', () => {
  const state = (sharing = ALL_SHARED) => ({ relationship_id: 11, partner: person(), applies: true, sharing });

  it('turns one switch off and sends only that one', async () => {
    const user = userEvent.setup();
    signIn();
    let current = ALL_SHARED;
    const spy = mockApi({
      'GET accountability-partners/11/sharing': () => [200, state(current)],
      'PUT accountability-partners/11/sharing': (init) => {
        current = { ...current, ...JSON.parse(String(init!.body)) };
        return [200, state(current)];
      },
    });
    renderRoutes([{ path: '/accountability/partners/:id/sharing', element: <SharingPage /> }], '/accountability/partners/11/sharing');
    const crash = await screen.findByRole('switch', { name: 'Crash reports' });
    expect(crash).toBeChecked();
    await user.click(crash);
    expect(await screen.findByText(t.sharingSaved)).toBeInTheDocument();
    expect(bodyOf(spy, 'PUT', 'accountability-partners/11/sharing')).toEqual([{ crash_reports: false }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Crash reports' })).not.toBeChecked());
  });

  it('FASTER answers wait for check-ins', async () => {
    signIn();
    mockApi({ 'GET accountability-partners/11/sharing': [200, state({ ...ALL_SHARED, check_ins: false })] });
    renderRoutes([{ path: '/accountability/partners/:id/sharing', element: <SharingPage /> }], '/accountability/partners/11/sharing');
    const faster = await screen.findByRole('switch', { name: 'FASTER answers' });
    expect(faster).toBeDisabled();
    expect(faster).toHaveAccessibleDescription('Shown only with check-ins.');
    expect(faster).not.toBeChecked();
  });

  it("'Preview as partner' shows the partner's own answer about me", async () => {
    const user = userEvent.setup();
    signIn();
    mockApi({
      'GET accountability-partners/11/sharing': [200, state()],
      'GET accountability-partners/11/sharing/preview': (_init, url) => [
        200,
        {
          calendar: { start_date: url.searchParams.get('startDate'), end_date: url.searchParams.get('endDate'), people: [], events: [] },
          streaks: { purity_streak: 12, checkin_streak: 4 },
        },
      ],
    });
    renderRoutes([{ path: '/accountability/partners/:id/sharing', element: <SharingPage /> }], '/accountability/partners/11/sharing');
    await user.click(await screen.findByRole('button', { name: t.previewAsPartner }));
    expect(await screen.findByRole('heading', { name: 'What Jo Banks sees' })).toBeInTheDocument();
    expect(await screen.findByText('Purity streak: 12 · Check-in streak: 4')).toBeInTheDocument();
  });

  it('a relationship that is not mine is not found', async () => {
    signIn();
    mockApi({ 'GET accountability-partners/99/sharing': [404, { message: 'Not found.' }] });
    renderRoutes([{ path: '/accountability/partners/:id/sharing', element: <SharingPage /> }], '/accountability/partners/99/sharing');
    expect(await screen.findByText(t.partnerNotFound)).toBeInTheDocument();
  });
});

describe('Who viewed my data', () => {
  it('lists each read with who, what and when, and pages', async () => {
    const user = userEvent.setup();
    signIn();
    const entry = (id: number, overrides = {}) => ({
      id,
      viewer: person(),
      kind: 'crash_reports',
      record_id: 40,
      range_start: null,
      range_end: null,
      via: 'partner',
      created_at: '2026-03-05T20:15:00.000Z',
      ...overrides,
    });
    const spy = mockApi({
      'GET users/access-log': (_init, url) =>
        url.searchParams.get('page') === '2'
          ? [
              200,
              {
                items: [entry(3, { kind: 'check_ins', record_id: null, range_start: '2026-03-01', range_end: '2026-03-31' })],
                page: 2,
                perPage: 15,
                totalPages: 2,
                totalItems: 16,
                offset: 15,
              },
            ]
          : [200, { items: [entry(1)], page: 1, perPage: 15, totalPages: 2, totalItems: 16, offset: 0 }],
    });
    renderPage(<AccessLogPage />, '/who-viewed-my-data');
    const list = await screen.findByRole('list', { name: accessLogTexts.title });
    expect(within(list).getByRole('listitem')).toHaveTextContent(`Jo Banks viewed one of your crash reports ${accessLogTexts.viaPartner}`);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText(/your check-ins from Mar 1 to Mar 31, 2026/)).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('/api/v1.2/users/access-log?page=2&perPage=15', expect.anything());
  });

  it('says so when nobody looked', async () => {
    signIn();
    mockApi({ 'GET users/access-log': [200, { items: [], page: 1, perPage: 15, totalPages: 0, totalItems: 0, offset: 0 }] });
    renderPage(<AccessLogPage />, '/who-viewed-my-data');
    expect(await screen.findByText(accessLogTexts.empty)).toBeInTheDocument();
  });
});

describe('SOS', () => {
  it('asks for a level, offers a phone for Text me, and opens the sent SOS', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = mockApi({
      'GET sos': [200, { mine: null, received: [] }],
      'POST sos': [201, { message: sosTexts.sent, item: sos({ id: 8, is_mine: true, level: 'text', level_label: 'Text me' }) }],
    });
    const { router } = renderRoutes(
      [
        { path: '/sos', element: <SendSosPage /> },
        { path: '/sos/:id', element: <p>sent</p> },
      ],
      '/sos',
    );
    await user.click(await screen.findByRole('button', { name: sosTexts.button }));
    expect(await screen.findByText(m.required)).toBeInTheDocument();
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(screen.queryByRole('textbox', { name: /phone/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Text me/ }));
    await user.type(screen.getByRole('textbox', { name: /phone/ }), '+1 555 0100');
    await user.click(screen.getByRole('button', { name: sosTexts.button }));
    expect(await screen.findByText('sent')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sos/8');
    expect(bodyOf(spy, 'POST', 'sos')[0]).toMatchObject({ level: 'text', phone: '+1 555 0100' });
  });

  it('with an SOS already open, points to it instead of a second one', async () => {
    signIn();
    mockApi({ 'GET sos': [200, { mine: sos({ id: 8, is_mine: true }), received: [] }] });
    renderPage(<SendSosPage />, '/sos');
    expect(await screen.findByText(sosTexts.alreadyOpen)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your open SOS' })).toHaveAttribute('href', '/sos/8');
  });

  it("a partner taps I'm here; the guide says what to say", async () => {
    const user = userEvent.setup();
    signIn();
    let acknowledged = false;
    const answered = () =>
      sos({ status: 'acknowledged', acknowledged_by: person({ display_name: 'Jo Banks' }), acknowledged_at: '2026-03-05T22:03:00.000Z' });
    const spy = mockApi({
      'GET sos/5': () => [200, acknowledged ? answered() : sos()],
      'POST sos/5/acknowledge': () => {
        acknowledged = true;
        return [200, { message: sosTexts.acknowledged, item: answered() }];
      },
    });
    renderRoutes([{ path: '/sos/:id', element: <SosPage /> }], '/sos/5');
    expect(await screen.findByText('Call me now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call +1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
    expect(screen.getByRole('heading', { name: 'Someone is asking for help now' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: sosTexts.imHere }));
    expect(await screen.findByText(sosTexts.acknowledged)).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('/api/v1.2/sos/5/acknowledge', expect.objectContaining({ method: 'POST' }));
    expect(await screen.findByText(/^Jo Banks is here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: sosTexts.imHere })).not.toBeInTheDocument();
  });

  it('the member sees who acknowledged and when', async () => {
    signIn();
    mockApi({
      'GET sos/5': [
        200,
        sos({
          is_mine: true,
          status: 'acknowledged',
          acknowledged_by: person({ display_name: 'Jo Banks' }),
          acknowledged_at: '2026-03-05T22:03:00.000Z',
        }),
      ],
    });
    renderRoutes([{ path: '/sos/:id', element: <SosPage /> }], '/sos/5');
    expect(await screen.findByText(/^Jo Banks is here \(since \d{1,2}:03 [AP]M\)$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: sosTexts.imHere })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: sosTexts.close })).toBeInTheDocument();
  });

  it("the member's 'I'm OK now' closes it; a refusal says the API's words", async () => {
    const user = userEvent.setup();
    signIn();
    const spy = mockApi({
      'GET sos/5': [200, sos({ is_mine: true })],
      'POST sos/5/close': [409, { message: 'This SOS is already closed.' }],
    });
    renderRoutes([{ path: '/sos/:id', element: <SosPage /> }], '/sos/5');
    await user.click(await screen.findByRole('button', { name: sosTexts.close }));
    expect(await screen.findByText('This SOS is already closed.')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('/api/v1.2/sos/5/close', expect.objectContaining({ method: 'POST' }));
  });
});
