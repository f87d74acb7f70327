import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { campaignsTexts as t } from '@holdfast/shared/admin';
import { validationMessages as m } from '@holdfast/shared/validation';
import { makeUser, mockApi, renderRoutes, signIn } from '@/test/render';
import { CampaignPage } from './campaign-page';

const admin = makeUser({ roles: [{ id: 1, name: 'ff_admin' }] });
const sent = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && new URL(String(url), 'http://x').pathname === '/api/v1.2/admin/push-campaigns')
    .map(([, init]) => JSON.parse(String(init?.body)));
const renderPage = () => renderRoutes([{ path: '/admin/campaigns', element: <CampaignPage /> }], '/admin/campaigns');

describe('CampaignPage', () => {
  it('is refused to someone who is not an ff_admin, and offers no form', async () => {
    signIn();
    const spy = mockApi({ 'GET users/profile': [200, makeUser({ roles: [{ id: 2, name: 'support' }] })] });
    renderPage();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.send })).not.toBeInTheDocument();
    expect(sent(spy)).toEqual([]);
  });

  it('asks for a title and a message before anything is sent', async () => {
    signIn();
    const user = userEvent.setup();
    const spy = mockApi({ 'GET users/profile': [200, admin] });
    renderPage();
    await user.click(await screen.findByRole('button', { name: t.send }));
    expect(await screen.findAllByText(m.required)).toHaveLength(2);
    expect(sent(spy)).toEqual([]);
  });

  it('sends the words, says the campaign is on its way and clears the form', async () => {
    signIn();
    const user = userEvent.setup();
    const spy = mockApi({
      'GET users/profile': [200, admin],
      'POST admin/push-campaigns': [202, { queued: true, topic: 'production-campaign' }],
    });
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: t.titleLabel }), 'Spring course');
    await user.type(screen.getByRole('textbox', { name: t.bodyLabel }), 'A new course opens on Monday.');
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(t.sent)).toBeInTheDocument();
    expect(sent(spy)).toEqual([{ title: 'Spring course', body: 'A new course opens on Monday.' }]);
    expect(screen.getByRole('textbox', { name: t.titleLabel })).toHaveValue('');
  });

  it("shows the server's field message on a 422 and its message on a refusal", async () => {
    signIn();
    const user = userEvent.setup();
    let answer: [number, unknown] = [422, { message: 'x', errors: { body: ['The field is invalid'] } }];
    mockApi({ 'GET users/profile': [200, admin], 'POST admin/push-campaigns': () => answer });
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: t.titleLabel }), 'Spring');
    await user.type(screen.getByRole('textbox', { name: t.bodyLabel }), 'Hello');
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText('The field is invalid')).toBeInTheDocument();
    answer = [403, { message: 'This action is unauthorized.' }];
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText('This action is unauthorized.')).toBeInTheDocument();
  });
});
