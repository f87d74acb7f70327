import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountsTexts } from '@holdfast/shared/accounts';
import { renderRoutes } from '../../../test/render';
import { NEW_FLOW_KEY } from '../lib/onboarding-storage';
import { NewStepOnePage } from './new-step-one-page';
import { NewStepTwoPage } from './new-step-two-page';

function renderFlow(path = '/new-on-boarding/step-one') {
  return renderRoutes(
    [
      { path: '/new-on-boarding/step-one', element: <NewStepOnePage /> },
      { path: '/new-on-boarding/step-two', element: <NewStepTwoPage /> },
    ],
    path,
  );
}

describe('New onboarding', () => {
  it('shows no errors before a field is touched', () => {
    renderFlow();
    expect(screen.getByRole('heading', { name: 'Tell us about yourself' })).toBeInTheDocument();
    expect(screen.queryByText('The field is required')).not.toBeInTheDocument();
  });

  it('shows an error once the display name is left empty', async () => {
    const user = userEvent.setup();
    renderFlow();
    await user.click(screen.getByLabelText(/^Display Name/));
    await user.tab();
    expect(await screen.findByText('The field is required')).toBeInTheDocument();
  });

  it('blocks an invalid Continue, marks every field and warns Error Occurred', async () => {
    const user = userEvent.setup();
    const { router } = renderFlow();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('The field is required')).toHaveLength(4);
    expect(await screen.findByText(accountsTexts.errorOccurred)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/new-on-boarding/step-one');
  });

  it('blocks Enter on an invalid form', async () => {
    const user = userEvent.setup();
    const { router } = renderFlow();
    await user.type(screen.getByLabelText(/^Display Name/), 'Sam Rivers{Enter}');
    expect(await screen.findAllByText('The field is required')).toHaveLength(3);
    expect(router.state.location.pathname).toBe('/new-on-boarding/step-one');
  });

  it('continues to step two with the answers kept', async () => {
    const user = userEvent.setup();
    const { router } = renderFlow();
    await user.type(screen.getByLabelText(/^Display Name/), 'Sam Rivers');
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    const [marriedNo, studentYes] = [screen.getAllByRole('radio', { name: 'No' })[0]!, screen.getAllByRole('radio', { name: 'Yes' })[1]!];
    await user.click(marriedNo);
    await user.click(studentYes);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/new-on-boarding/step-two'));
    expect(JSON.parse(sessionStorage.getItem(NEW_FLOW_KEY)!)).toMatchObject({
      first_name: 'Sam Rivers',
      gender: 'Male',
      is_married: false,
      is_student: true,
    });
  });

  it('step two asks for church and zip code only for leaders', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(NEW_FLOW_KEY, JSON.stringify({ first_name: 'Sam', gender: 'Male', is_married: false, is_student: false }));
    renderFlow('/new-on-boarding/step-two');
    expect(screen.queryByLabelText(/^Church/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findAllByText('The field is required')).toHaveLength(2);
    expect(screen.getByLabelText(/^Church/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Zip Code/)).toBeInTheDocument();
  });

  it('step two without step one goes back to step one', async () => {
    const { router } = renderFlow('/new-on-boarding/step-two');
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-on-boarding/step-one'));
  });
});
