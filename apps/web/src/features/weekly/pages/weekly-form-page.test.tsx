import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkInsTexts } from '@holdfast/shared/check-ins';
import { mockApi, renderPage, signIn } from '@/test/render';
import { WeeklyQuestionsPage } from './weekly-form-page';

const form = {
  id: 2,
  name: 'Weekly questions',
  questions: [
    { id: 21, question_text: 'What went well?', question_type_id: 2, question_type: 'textarea' as const, is_required: true, options: [] },
    { id: 22, question_text: 'What was hard?', question_type_id: 2, question_type: 'textarea' as const, is_required: true, options: [] },
  ],
};

describe('WeeklyQuestionsPage', () => {
  it("starts from last week's answers, shows a refused save, then saves and moves on to the commitment", async () => {
    const user = userEvent.setup();
    signIn();
    const posted: unknown[] = [];
    const answers: [number, unknown][] = [
      [422, { message: 'Invalid', errors: { answers: ['The answer is too long'] } }],
      [201, { id: 5, submitted_on: '2026-11-24T10:00:00Z', answers: [] }],
    ];
    mockApi({
      'GET weekly-questions': [
        200,
        { form, latest: { id: 4, submitted_on: '2026-11-17T10:00:00Z', answers: [{ question_id: 21, answer: 'Church' }] } },
      ],
      'POST weekly-questions': (init) => {
        posted.push(JSON.parse(String(init?.body)));
        return answers.shift()!;
      },
    });
    const { router } = renderPage(<WeeklyQuestionsPage />, '/weekly-questions', [
      { path: '/commitment-to-change', element: <p>Commitment</p> },
    ]);
    expect(await screen.findByLabelText(/What went well/)).toHaveValue('Church');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(checkInsTexts.completeForm)).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.type(screen.getByLabelText(/What was hard/), 'Evenings');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The answer is too long')).toBeInTheDocument();
    expect(screen.getByText(checkInsTexts.submitGeneric)).toBeInTheDocument();
    expect(posted[0]).toMatchObject({
      answers: [
        { question_id: 21, answer: 'Church' },
        { question_id: 22, answer: 'Evenings' },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/commitment-to-change'));
    expect(await screen.findByText('Weekly questions saved.')).toBeInTheDocument();
  });
});
