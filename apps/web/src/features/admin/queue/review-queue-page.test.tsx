import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queueTexts as t, type QueueItem } from '@holdfast/shared/admin';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { ReviewQueuePage } from './review-queue-page';

const item = (over: Partial<QueueItem>): QueueItem => ({
  kind: 'scholarship',
  id: 5,
  created_at: '2026-05-02T10:00:00.000Z',
  priority: 'normal',
  title: 'Scholarship for Purity Path',
  summary: 'Stu Dent asks for a scholarship.',
  subject: { id: 9, name: 'Stu Dent' },
  details: [{ label: 'School', value: 'State University' }],
  sensitive: false,
  sensitive_label: null,
  actions: [
    { key: 'approve', label: 'Approve (grant the course)', needs_reason: false, tone: 'positive' },
    { key: 'reject', label: 'Decline', needs_reason: true, tone: 'negative' },
  ],
  history: [],
  ...over,
});
const flagged = item({
  kind: 'flagged-reply',
  id: 12,
  title: 'Reply in “Hard night”',
  summary: '1 flag · written by Kim',
  sensitive: true,
  sensitive_label: 'The reply and the reasons given',
  actions: [{ key: 'dismiss', label: 'Dismiss flags', needs_reason: false, tone: 'positive' }],
  history: [{ at: '2026-04-01T10:00:00.000Z', by: 'Mod', what: 'Flags dismissed (1 flag)' }],
});
const posts = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), init?.body ? JSON.parse(String(init.body)) : null]);

function renderPage(api: Parameters<typeof mockApi>[0]) {
  signIn();
  const spy = mockApi(api);
  renderRoutes([{ path: '/admin/queue', element: <ReviewQueuePage /> }], '/admin/queue');
  return spy;
}

describe('/admin/queue', () => {
  it('keeps flagged text blurred until Reveal, then shows what the server answered', async () => {
    const user = userEvent.setup();
    const spy = renderPage({
      'GET admin/queue': () => [200, { items: [flagged], total: 1 }],
      'POST admin/queue/flagged-reply/12/reveal': () => [200, { kind: 'flagged-reply', id: 12, text: 'The flagged words' }],
    });
    const card = await screen.findByRole('listitem', { name: 'Reply in “Hard night”' });
    expect(within(card).queryByText('The flagged words')).toBeNull();
    expect(within(card).getByTestId('blurred-text')).toHaveAttribute('aria-hidden');
    await user.click(within(card).getByRole('button', { name: /Reveal/ }));
    expect(await within(card).findByText('The flagged words')).toBeInTheDocument();
    expect(posts(spy).map(([url]) => url)).toEqual([expect.stringContaining('admin/queue/flagged-reply/12/reveal')]);
    await user.click(within(card).getByRole('button', { name: `${t.history} (1)` }));
    expect(within(card).getByText(/Flags dismissed \(1 flag\) · Mod/)).toBeInTheDocument();
  });

  it('decides in two clicks; an action that needs a reason is not sent without one', async () => {
    const user = userEvent.setup();
    let left = [item({})];
    const spy = renderPage({
      'GET admin/queue': () => [200, { items: left, total: left.length }],
      'POST admin/queue/scholarship/5/resolve': () => {
        left = [];
        return [200, { message: 'Scholarship declined; the student is told why.' }];
      },
    });
    const card = await screen.findByRole('listitem', { name: 'Scholarship for Purity Path' });
    expect(card).toHaveTextContent('School:State University');
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline' });
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await within(dialog).findByText(t.reasonRequired)).toBeInTheDocument();
    expect(posts(spy)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Apply next term');
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(posts(spy)).toEqual([
      [expect.stringContaining('admin/queue/scholarship/5/resolve'), { action: 'reject', reason: 'Apply next term' }],
    ]);
  });
});
