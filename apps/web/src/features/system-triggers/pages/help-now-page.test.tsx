import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CRISIS_SUPPORT, helpNowTexts as t } from '@holdfast/shared/reference';
import { mockApi, renderPage, signIn } from '@/test/render';
import { HelpNowPage } from './help-now-page';

const crashTrigger = {
  id: 1,
  name: 'Crash report',
  action_name: 'Crash Report',
  icon: 'alert-triangle',
  icon_type: 'ionic',
  color: '#e03131',
  form_id: 1,
  is_multi_menu: false,
  multi_menus: [],
  show_details_in_messaging: false,
  form: null,
};

describe('HelpNowPage', () => {
  it('grounds first (breathing, prayer), then tappable crisis lines, and offers the crash report last', async () => {
    signIn();
    mockApi({
      'GET system-configs/CrisisSupport': [200, { id: 10, type: 'CrisisSupport', config: DEFAULT_CRISIS_SUPPORT }],
      'GET system-triggers': [200, [crashTrigger]],
    });
    renderPage(<HelpNowPage />, '/help-now');
    expect(await screen.findByRole('heading', { name: DEFAULT_CRISIS_SUPPORT.breathing_title })).toBeInTheDocument();
    expect(screen.getByText(DEFAULT_CRISIS_SUPPORT.prayer)).toBeInTheDocument();
    const lifeline = screen.getByRole('article', { name: '988 Suicide & Crisis Lifeline' });
    expect(within(lifeline).getByRole('link', { name: /Call 988/ })).toHaveAttribute('href', 'tel:988');
    expect(within(lifeline).getByRole('link', { name: /Text 988/ })).toHaveAttribute('href', 'sms:988');
    expect(
      within(screen.getByRole('article', { name: 'Crisis Text Line' })).getByRole('link', { name: /Text HOME to 741741/ }),
    ).toHaveAttribute('href', 'sms:741741?&body=HOME');
    const report = await screen.findByRole('link', { name: 'Crash report' });
    expect(report).toHaveAttribute('href', '/system-triggers/1/crash%20report');
    // The report is offered after the help, never instead of it.
    const order = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(order.indexOf(t.afterTitle)).toBeGreaterThan(order.indexOf(DEFAULT_CRISIS_SUPPORT.resources_title));
    expect(screen.queryByText(/Message my partner/)).not.toBeInTheDocument();
    // The partners can be reached from here too: the SOS and the partner list.
    expect(screen.getByRole('link', { name: 'Send SOS' })).toHaveAttribute('href', '/sos');
    expect(screen.getByRole('link', { name: 'Contact a partner' })).toHaveAttribute('href', '/accountability/partners');
  });

  it('says to call the local emergency number when the resources cannot be loaded', async () => {
    signIn();
    mockApi({ 'GET system-configs/CrisisSupport': [500, { message: 'boom' }], 'GET system-triggers': [200, []] });
    renderPage(<HelpNowPage />, '/help-now');
    expect(await screen.findByText(t.loadFailure)).toBeInTheDocument();
  });
});
