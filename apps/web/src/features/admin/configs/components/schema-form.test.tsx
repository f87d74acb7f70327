import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { configsConsoleTexts as t } from '@holdfast/shared/admin';
import { SYSTEM_CONFIG_SCHEMAS } from '@holdfast/shared/reference';
import { requiredText } from '@holdfast/shared/validation';
import { makeUser, mockApi, renderPage, signIn } from '@/test/render';
import { ConfigEditor } from './config-editor';
import { SchemaForm } from './schema-form';

function Harness({
  schema,
  initial,
  errors = {},
  onValue,
}: {
  schema: z.ZodType;
  initial: unknown;
  errors?: Record<string, string>;
  onValue: (v: unknown) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <SchemaForm
      schema={schema}
      value={value}
      errors={errors}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

const resourceSchema = z.object({
  title: requiredText({ max: 120 }),
  count: z.number().int().nullable(),
  shown: z.boolean(),
  kind: z.enum(['call', 'text']),
  steps: z.array(requiredText()).max(3),
  resources: z.array(z.object({ name: requiredText(), phone: z.string().nullable().default(null) })),
});

describe('SchemaForm (a form generated from a zod schema)', () => {
  it('draws a field for each kind and sends back the edited value', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderPage(
      <Harness
        schema={resourceSchema}
        initial={{ title: 'Help', count: null, shown: false, kind: 'call', steps: ['Breathe'], resources: [] }}
        onValue={onValue}
      />,
    );
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Talk');
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Talk' }));
    await user.click(screen.getByRole('switch', { name: 'Shown' }));
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ shown: true }));
    await user.type(screen.getByRole('textbox', { name: 'Count' }), '3');
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ count: 3 }));

    // A list: add an item (its empty value), fill it, move it, remove one.
    await user.click(screen.getByRole('button', { name: `${t.add}: step` }));
    await user.type(screen.getByRole('textbox', { name: 'Step 2' }), 'Pray');
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ steps: ['Breathe', 'Pray'] }));
    await user.click(screen.getByRole('button', { name: `${t.moveUp}: Step 2` }));
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ steps: ['Pray', 'Breathe'] }));
    await user.click(screen.getByRole('button', { name: `${t.remove}: Step 1` }));
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ steps: ['Breathe'] }));

    // A list of objects: a new one has each field's empty value (a nullable default is null).
    await user.click(screen.getByRole('button', { name: `${t.add}: resource` }));
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ resources: [{ name: '', phone: null }] }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '988');
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ resources: [{ name: '', phone: '988' }] }));
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ resources: [{ name: '', phone: null }] }));
  });

  it('a list at its maximum offers no more items', async () => {
    renderPage(
      <Harness
        schema={resourceSchema}
        initial={{ title: 'x', count: 1, shown: true, kind: 'text', steps: ['a', 'b', 'c'], resources: [] }}
        onValue={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: `${t.add}: step` })).toBeDisabled();
  });

  it('shows each error beside the field its path names', () => {
    renderPage(
      <Harness
        schema={SYSTEM_CONFIG_SCHEMAS.NewDashboardSystemAlerts}
        initial={{ items: [{ alert_1: { title: '', link: '/x' } }] }}
        errors={{ 'items.0.alert_1.title': 'The field is required' }}
        onValue={() => {}}
      />,
    );
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('The field is required');
    expect(screen.getByRole('textbox', { name: 'Link' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('a union lets the admin choose its option (alert 1 or alert 2)', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderPage(<Harness schema={SYSTEM_CONFIG_SCHEMAS.NewDashboardSystemAlerts} initial={{ items: [] }} onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: `${t.add}: item` }));
    expect(onValue).toHaveBeenLastCalledWith({ items: [{ alert_1: { title: '' } }] });
    await user.click(screen.getAllByLabelText('Item 1: kind').find((el) => el.tagName === 'INPUT')!);
    await user.click(await screen.findByRole('option', { name: 'Alert 2' }));
    expect(onValue).toHaveBeenLastCalledWith({ items: [{ alert_2: { title: '' } }] });
  });
});

describe('ConfigEditor', () => {
  it("shows the server's 422 on the field, then saves a fitting value; the preview follows the draft", async () => {
    signIn();
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let refuse = true;
    mockApi({
      'GET users/profile': [200, makeUser({ roles: [{ id: 1, name: 'ff_admin' }] })],
      'PUT admin/system-configs/NewDashboardSystemAlerts': (init) => {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        if (refuse) {
          refuse = false;
          return [422, { message: 'The given data was invalid.', errors: { 'config.items.0.alert_1.title': ['The field is required'] } }];
        }
        return [200, { id: 1, type: 'NewDashboardSystemAlerts', config: body.config }];
      },
    });
    renderPage(
      <ConfigEditor
        config={{
          id: 1,
          type: 'NewDashboardSystemAlerts',
          config: { items: [{ alert_1: { title: 'Call your partner', link: '/accountability' } }] },
        }}
      />,
    );
    const preview = screen.getByRole('region', { name: t.preview });
    expect(within(preview).getByText('Call your partner')).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(title).toHaveAccessibleDescription('The field is required'));
    expect(screen.getByRole('alert', { name: t.notSaved })).toBeInTheDocument();
    await user.type(title, 'Join the live call');
    expect(within(preview).getByText('Join the live call')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ config: { items: [{ alert_1: { title: 'Join the live call', link: '/accountability' } }] } });
    await waitFor(() => expect(title).not.toHaveAttribute('aria-invalid', 'true'));
  });
});
