import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountsTexts } from '@holdfast/shared/accounts';
import type { ReactNode } from 'react';
import { useProfile } from '@/lib/api/get-profile';
import { makeUser, mockApi, renderRoutes, signIn } from '@/test/render';
import { flowKey, NEW_FLOW_KEY } from '../lib/onboarding-storage';
import { NewStepOnePage } from './new-step-one-page';
import { NewStepTwoPage } from './new-step-two-page';

/** Like the route guard: a signed-in member's pages render once the profile is known. */
function AfterProfile({ children }: { children: ReactNode }) {
  const profile = useProfile();
  return profile.fetchStatus === 'fetching' ? null : children;
}

function renderFlow(path = '/new-on-boarding/step-one') {
  return renderRoutes(
    [
      {
        path: '/new-on-boarding/step-one',
        element: (
          <AfterProfile>
            <NewStepOnePage />
          </AfterProfile>
        ),
      },
      {
        path: '/new-on-boarding/step-two',
        element: (
          <AfterProfile>
            <NewStepTwoPage />
          </AfterProfile>
        ),
      },
    ],
    path,
  );
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

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
    expect(JSON.parse(localStorage.getItem(NEW_FLOW_KEY)!)).toMatchObject({
      first_name: 'Sam Rivers',
      gender: 'Male',
      is_married: false,
      is_student: true,
    });
  });

  it('step two asks for church and zip code only for leaders', async () => {
    const user = userEvent.setup();
    localStorage.setItem(NEW_FLOW_KEY, JSON.stringify({ first_name: 'Sam', gender: 'Male', is_married: false, is_student: false }));
    renderFlow('/new-on-boarding/step-two');
    expect(screen.queryByLabelText(/^Church/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findAllByText('The field is required')).toHaveLength(2);
    expect(screen.getByLabelText(/^Church/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Zip Code/)).toBeInTheDocument();
  });

  it('step two shows a refused save on the form and toasts any other failure', async () => {
    const user = userEvent.setup();
    localStorage.setItem(NEW_FLOW_KEY, JSON.stringify({ first_name: 'Sam', gender: 'Male', is_married: false, is_student: false }));
    let answer: [number, unknown] = [422, { message: 'Invalid', errors: { zip_code: ['The zip code is not valid'] } }];
    mockApi({ 'PUT users/profile': () => answer });
    renderFlow('/new-on-boarding/step-two');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('The zip code is not valid')).toBeInTheDocument();
    expect(screen.queryByText(accountsTexts.profileUpdateFailure)).not.toBeInTheDocument();
    answer = [500, { message: 'Server error' }];
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText(accountsTexts.profileUpdateFailure)).toBeInTheDocument();
  });

  it('step two without step one goes back to step one', async () => {
    const { router } = renderFlow('/new-on-boarding/step-two');
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-on-boarding/step-one'));
  });

  it('keeps the answers of the signed-in member across a reload and a return to step two, and fills country and time zone from the browser', async () => {
    const user = userEvent.setup();
    signIn();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const region = new Intl.Locale(navigator.language).maximize().region;
    mockApi({
      'GET users/profile': [200, makeUser({ id: 5 }, null)],
      'GET countries': [
        200,
        [
          { id: 1, name: 'Albania', code: 'AL' },
          { id: 2, name: 'Home', code: region },
        ],
      ],
      'GET timezones': [
        200,
        [
          { id: 1, name: 'Pacific/Fiji' },
          { id: 2, name: zone },
        ],
      ],
    });
    const first = renderFlow();
    await user.type(await screen.findByLabelText(/^Display Name/), 'Sam Rivers');
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    first.unmount(); // a reload before Continue

    const second = renderFlow();
    expect(await screen.findByLabelText(/^Display Name/)).toHaveValue('Sam Rivers');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(JSON.parse(localStorage.getItem(flowKey(NEW_FLOW_KEY, 5))!)).toMatchObject({ first_name: 'Sam Rivers' });
    expect(localStorage.getItem(NEW_FLOW_KEY)).toBeNull();
    await user.click(screen.getAllByRole('radio', { name: 'No' })[0]!);
    await user.click(screen.getAllByRole('radio', { name: 'No' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/new-on-boarding/step-two'));

    await waitFor(() => expect(screen.getAllByLabelText('Country')[0]!).toHaveValue('Home'));
    expect(screen.getAllByLabelText('Time Zone')[0]!).toHaveValue(zone);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText(/^Church/), 'Grace Chapel');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/new-on-boarding/step-one'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText(/^Church/)).toHaveValue('Grace Chapel');
  });
});
