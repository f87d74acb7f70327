import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resourcesTexts as t, type Resource } from '@holdfast/shared/resources';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { AdminResourcesPage } from './admin-resources-page';

const resource = (over: Partial<Resource> = {}): Resource => ({
  id: 3,
  title: 'Urge surfing',
  category: 'Coping skills',
  kind: 'article',
  description: null,
  url: 'https://example.org/urge',
  has_file: false,
  audience: 'leaders',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});
const writes = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => [init!.method, String(url), init?.body ? JSON.parse(String(init.body)) : null]);

function renderPage(api: Parameters<typeof mockApi>[0]) {
  signIn();
  const spy = mockApi(api);
  renderRoutes([{ path: '/admin/resources', element: <AdminResourcesPage /> }], '/admin/resources');
  return spy;
}

describe('/admin/resources', () => {
  it('lists each resource; the form checks the shared schema before sending, then adds it', async () => {
    const user = userEvent.setup();
    const spy = renderPage({
      'GET admin/resources': () => [200, [resource()]],
      'POST admin/resources': () => [201, { message: t.created, item: resource({ id: 4, title: 'Journal' }) }],
    });
    const list = await screen.findByRole('list', { name: t.adminTitle });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Coping skills · Article · Leaders only');

    await user.click(screen.getByRole('button', { name: t.add }));
    const dialog = await screen.findByRole('dialog', { name: t.add });
    await user.type(within(dialog).getByRole('textbox', { name: t.fields.url }), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(t.httpOnly)).toBeInTheDocument();
    expect(within(dialog).getAllByText('The field is required').length).toBeGreaterThanOrEqual(2);
    expect(writes(spy)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: t.fields.title }), 'Journal');
    await user.type(within(dialog).getByRole('textbox', { name: t.fields.category }), 'Tools');
    await user.click(within(dialog).getByRole('combobox', { name: t.fields.kind }));
    await user.click(await screen.findByRole('option', { name: t.kinds.link }));
    const url = within(dialog).getByRole('textbox', { name: t.fields.url });
    await user.clear(url);
    await user.type(url, 'https://example.org/journal');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.created)).toBeInTheDocument();
    expect(writes(spy)).toEqual([
      [
        'POST',
        expect.stringContaining('admin/resources'),
        expect.objectContaining({
          title: 'Journal',
          category: 'Tools',
          kind: 'link',
          url: 'https://example.org/journal',
          audience: 'members',
        }),
      ],
    ]);
  });
});
