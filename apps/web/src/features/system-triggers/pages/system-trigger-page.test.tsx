import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkInsTexts } from '@holdfast/shared/check-ins';
import { validationMessages } from '@holdfast/shared/validation';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { SystemTriggerPage } from './system-trigger-page';

const form = {
  id: 1,
  name: 'Crash report',
  questions: [
    { id: 11, question_text: 'What happened?', question_type_id: 2, question_type: 'textarea' as const, is_required: true, options: [] },
    { id: 12, question_text: 'Anything else?', question_type_id: 1, question_type: 'input' as const, is_required: false, options: [] },
  ],
};
const trigger = {
  id: 3,
  name: 'Crash report',
  action_name: 'Crash Report',
  icon: 'alert-triangle',
  icon_type: 'ionic',
  color: '#e03131',
  form_id: 1,
  is_multi_menu: false,
  multi_menus: [],
  show_details_in_messaging: false,
  form,
};

describe('SystemTriggerPage', () => {
  it('asks for the required answers, shows a refused report and a failure, then sends the answers and ends with care', async () => {
    const user = userEvent.setup();
    signIn();
    const posted: unknown[] = [];
    const answers: [number, unknown][] = [
      [422, { message: 'Invalid', errors: { questions: ['The answer is too long'] } }],
      [500, { message: 'boom' }],
      [201, { id: 9 }],
    ];
    mockApi({
      'GET system-triggers/3': [200, trigger],
      'POST system-triggers/3/answers': (init) => {
        posted.push(JSON.parse(String(init?.body)));
        return answers.shift()!;
      },
    });
    renderRoutes([{ path: '/system-triggers/:triggerId/:action', element: <SystemTriggerPage /> }], '/system-triggers/3/crash-report');
    const submit = await screen.findByRole('button', { name: 'Submit' });

    await user.click(submit);
    expect(await screen.findByText(checkInsTexts.completeForm)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.required)).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.type(screen.getByLabelText(/What happened/), '  I slipped  ');
    expect(screen.queryByText(validationMessages.required)).not.toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('The answer is too long')).toBeInTheDocument();
    expect(screen.getByText(checkInsTexts.submitGeneric)).toBeInTheDocument();
    expect(screen.queryByText(checkInsTexts.completeForm)).not.toBeInTheDocument();
    expect(posted[0]).toMatchObject({
      questions: [
        { question_id: 11, answer: 'I slipped' },
        { question_id: 12, answer: null },
      ],
    });

    // A second try clears the last refusal's messages.
    await user.click(submit);
    await waitFor(() => expect(posted).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('The answer is too long')).not.toBeInTheDocument());

    await user.click(submit);
    expect(await screen.findByText('Crash report submitted. Thank you for being honest.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to dashboard' })).toBeInTheDocument();
    expect(posted).toHaveLength(3);
  });
});
