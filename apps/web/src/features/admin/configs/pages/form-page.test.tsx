import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminForm } from '@holdfast/shared/admin';
import { configsConsoleTexts as t } from '@holdfast/shared/admin';
import { makeUser, mockApi, renderRoutes, signIn } from '@/test/render';
import { FormPage } from './form-page';

const question = (id: number, over: Partial<AdminForm['questions'][number]> = {}) => ({
  id,
  question_text: `Question ${id}`,
  question_type: 'textarea' as const,
  is_required: false,
  options: [],
  position: id,
  retired: false,
  answered: false,
  ...over,
});
const form = (questions: AdminForm['questions']): AdminForm => ({
  id: 7,
  key: 'weekly-questions',
  name: 'Weekly questions',
  used_by: [{ kind: 'config', label: 'Weekly check-in questions' }],
  questions,
});

const page = () => renderRoutes([{ path: '/admin/forms/:id', element: <FormPage /> }], '/admin/forms/7');

describe('FormPage', () => {
  it('offers delete only for an unanswered question; retire, move and delete send their calls', async () => {
    signIn();
    const user = userEvent.setup();
    const calls: string[] = [];
    let current = form([question(1, { answered: true }), question(2)]);
    mockApi({
      'GET users/profile': [200, makeUser({ roles: [{ id: 1, name: 'ff_admin' }] })],
      'GET admin/forms/7': () => [200, current],
      'PUT admin/form-questions/1/retired': (init) => {
        calls.push(`retire ${String(init?.body)}`);
        current = form([question(1, { answered: true, retired: true }), question(2)]);
        return [200, current];
      },
      'PUT admin/forms/7/question-order': (init) => {
        calls.push(`order ${String(init?.body)}`);
        current = form([question(2), question(1, { answered: true, retired: true })]);
        return [200, current];
      },
      'DELETE admin/form-questions/2': () => {
        calls.push('delete 2');
        current = form([question(1, { answered: true, retired: true })]);
        return [200, current];
      },
    });
    page();
    const answered = await screen.findByRole('listitem', { name: 'Question 1' });
    expect(screen.getByText('Used by: Weekly check-in questions')).toBeInTheDocument();
    expect(within(answered).getByText(t.answered)).toBeInTheDocument();
    expect(within(answered).queryByRole('button', { name: t.delete })).not.toBeInTheDocument();
    await user.click(within(answered).getByRole('button', { name: t.retire }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Question 1' })).getByText(t.retired)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: `${t.moveUp}: Question 2` }));
    await waitFor(() => expect(calls).toContain('order {"ids":[2,1]}'));
    await user.click(within(screen.getByRole('listitem', { name: 'Question 2' })).getByRole('button', { name: t.delete }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Question 2' })).not.toBeInTheDocument());
    expect(calls).toEqual(['retire {"retired":true}', 'order {"ids":[2,1]}', 'delete 2']);
  });
});
