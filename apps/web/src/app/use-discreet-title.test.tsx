import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { discreetTexts } from '@holdfast/shared/privacy';
import { mockApi, signIn } from '@/test/render';
import { APP_TITLE, useDiscreetTitle } from './use-discreet-title';

function Probe() {
  useDiscreetTitle();
  return null;
}
const renderProbe = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Probe />
    </QueryClientProvider>,
  );

afterEach(() => {
  document.title = APP_TITLE;
  localStorage.clear();
});

describe('the discreet tab title', () => {
  it('is neutral while discreet mode is on, and remembered for the next load', async () => {
    signIn();
    mockApi({ 'GET users/privacy/settings': [200, { discreet_mode: true, expire_details_after_days: null }] });
    renderProbe();
    await waitFor(() => expect(document.title).toBe(discreetTexts.tabTitle));
    expect(localStorage.getItem('holdfast.discreet-title')).toBe('on');
  });

  it('names the app when discreet mode is off', async () => {
    signIn();
    document.title = discreetTexts.tabTitle;
    mockApi({ 'GET users/privacy/settings': [200, { discreet_mode: false, expire_details_after_days: null }] });
    renderProbe();
    await waitFor(() => expect(document.title).toBe(APP_TITLE));
  });

  it('signed out, follows the last choice made in this browser, and otherwise leaves the page title alone', () => {
    renderProbe();
    expect(document.title).toBe(APP_TITLE);
    localStorage.setItem('holdfast.discreet-title', 'on');
    renderProbe();
    expect(document.title).toBe(discreetTexts.tabTitle);
  });
});
