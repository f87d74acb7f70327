import { type Page } from '@playwright/test';
import { checkInsTexts as t, DEFAULT_HARD_DAY_CARE as care, HELP_NOW_PATH } from '@holdfast/shared/check-ins';
import { expect, signUpToDashboard, test } from './support';
import { API_PREFIX } from '@holdfast/shared/common';

async function fillFirstThreeSteps(page: Page, zone: 'Recovery' | 'Danger' | 'Relapse') {
  await expect(page).toHaveURL(/\/check-in\/emotion$/);
  await expect(page.getByRole('heading', { name: 'How are you feeling?' })).toBeVisible();
  await page.getByRole('button', { name: 'Anxious' }).click();
  await page.getByRole('button', { name: 'Stressed' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Select your zone' })).toBeVisible();
  await page.getByRole('radio', { name: zone }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'How are you feeling today?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'How are you feeling today?' }).fill('A long day, but I reached out.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/faster-scale$/);
}

async function openMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Main menu' });
}

function offset() {
  return new Date().getTimezoneOffset() * 60;
}

test.describe('the daily loop', () => {
  test(
    'a new check-in walks all five steps to the results; /check-in then shows the results; an edit updates it',
    { tag: '@phone' },
    async ({ page }) => {
      await signUpToDashboard(page, 'checkin');
      await page.getByRole('link', { name: 'Complete Daily Check-In' }).click();
      await fillFirstThreeSteps(page, 'Danger');

      await page.getByRole('button', { name: 'Expand' }).click();
      await page.getByRole('button', { name: 'Trouble sleeping' }).click();
      await page.getByRole('button', { name: 'Resentful' }).click();
      await page.getByRole('button', { name: 'Blaming others' }).click();
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(page.getByRole('heading', { name: 'Which of the behaviors that you chose resonates the most?' })).toBeVisible();
      await expect(page.getByRole('radio')).toHaveCount(2);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Please select one behavior')).toBeVisible();
      await page.getByRole('radio', { name: 'Resentful' }).check();
      await page.getByRole('button', { name: 'Submit' }).click();

      await expect(page).toHaveURL(/\/check-in\/results$/);
      await expect(page.getByRole('heading', { name: 'Daily Check-In Submitted' })).toBeVisible();
      await expect(page.getByText('Daily Checkin submitted.')).toBeVisible();
      await expect(page.getByText('Danger', { exact: true })).toBeVisible();
      await expect(page.getByText('Ticked off', { exact: true })).toBeVisible();
      await expect(page.getByText('1 day', { exact: true })).toBeVisible();

      // The duplicate-day guard.
      await page.goto('/check-in');
      await expect(page).toHaveURL(/\/check-in\/results$/);
      await expect(page.getByRole('heading', { name: 'Daily Check-In Submitted' })).toBeVisible();

      // Edit: change the zone, skip the scale.
      await page.getByRole('link', { name: 'Edit Check-In' }).click();
      await expect(page).toHaveURL(/\/check-in\/edit\/\d+\/emotion$/);
      await expect(page.getByRole('button', { name: 'Anxious' })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('radio', { name: 'Danger' })).toBeChecked();
      await page.getByRole('radio', { name: 'Recovery' }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('textbox', { name: 'How are you feeling today?' })).toHaveValue('A long day, but I reached out.');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Skip' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/check-in\/edit\/\d+\/result$/);
      await expect(page.getByText('Check-in updated successfully')).toBeVisible();
      await expect(page.getByText('Recovery', { exact: true })).toBeVisible();
      await expect(page.getByText('Skipped', { exact: true })).toBeVisible();

      await page.goto('/dashboard');
      await expect(page.getByRole('link', { name: 'Check-In Complete' })).toBeVisible();
    },
  );

  test('a Relapse check-in is answered with care: encouragement, "I need help now" and a reading, no green tick', async ({ page }) => {
    await signUpToDashboard(page, 'relapse');
    await page.goto('/check-in');
    await fillFirstThreeSteps(page, 'Relapse');
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/check-in\/results$/);
    await expect(page.getByRole('heading', { name: care.relapse.title })).toBeVisible();
    await expect(page.getByText(care.relapse.message)).toBeVisible();
    await expect(page.getByText(care.reading.title)).toBeVisible();
    await expect(page.getByTestId('results-icon')).toHaveAttribute('data-tone', 'care');
    await expect(page.getByRole('main').getByRole('link', { name: care.next_step.label })).toHaveAttribute('href', HELP_NOW_PATH);
  });

  test('the skip path asks first and submits without the FASTER scale', async ({ page }) => {
    await signUpToDashboard(page, 'skip');
    await page.goto('/check-in');
    await fillFirstThreeSteps(page, 'Recovery');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(t.selectFaster)).toBeVisible();
    await page.getByRole('button', { name: 'Skip' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText(t.skipConfirm)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/check-in\/faster-scale$/);
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/check-in\/results$/);
    await expect(page.getByText('Skipped', { exact: true })).toBeVisible();
  });

  test(
    "'I need help now' gives grounding and crisis lines first, from the dashboard and the side menu alike, and a crash report after",
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      await signUpToDashboard(page, 'help');
      await page.getByRole('region', { name: 'Hard moment' }).getByRole('link', { name: 'I need help now' }).click();
      await expect(page).toHaveURL(/\/help-now$/);
      await expect(page.getByRole('heading', { name: 'I need help now', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Breathe with me for one minute' })).toBeVisible();
      await expect(page.getByText(/Breathe in slowly through your nose/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'A short prayer' })).toBeVisible();
      const lifeline = page.getByRole('article', { name: '988 Suicide & Crisis Lifeline' });
      await expect(lifeline.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
      await expect(lifeline.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
      await expect(
        page.getByRole('article', { name: 'Crisis Text Line' }).getByRole('link', { name: 'Text HOME to 741741' }),
      ).toHaveAttribute('href', 'sms:741741?&body=HOME');
      await expect(page.getByText('Message my partner')).toHaveCount(0);
      // The report comes last, after the help.
      const after = page.getByRole('region', { name: 'When you are steady again' });
      await expect(after.getByRole('link', { name: 'Crash report' })).toBeVisible();

      await page.goto('/dashboard');
      const menu0 = await openMenu(page, isMobile);
      await menu0.getByRole('link', { name: 'I need help now' }).click();
      await expect(page).toHaveURL(/\/help-now$/);
      await page.getByRole('region', { name: 'When you are steady again' }).getByRole('link', { name: 'Crash report' }).click();
      await expect(page).toHaveURL(/\/system-triggers\/\d+\/crash%20report$/);
    },
  );

  test('a crash report from the side menu lands on the dashboard', { tag: '@phone' }, async ({ page, isMobile }) => {
    await signUpToDashboard(page, 'crash');
    const menu = await openMenu(page, isMobile);
    await menu.getByRole('link', { name: 'Crash report' }).click();
    await expect(page).toHaveURL(/\/system-triggers\/\d+\/crash%20report$/);
    await expect(page.getByRole('heading', { name: 'Crash report' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please complete the form before proceeding')).toBeVisible();
    await page.getByRole('textbox', { name: 'What happened?' }).fill('Stayed up late alone with my phone.');
    await page.getByRole('combobox', { name: 'Where were you?' }).click();
    await page.getByRole('option', { name: 'At home' }).click();
    await page.getByRole('textbox', { name: 'What will you do differently next time?' }).fill('Phone out of the bedroom.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/Crash report submitted/)).toBeVisible();
    // The report ends with care and one next step, not only a toast.
    await expect(page.getByRole('heading', { name: care.crash_report.title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: care.next_step.label })).toHaveAttribute('href', HELP_NOW_PATH);
    await page.getByRole('button', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/crash-report-progress');
    await page.locator('.fc-event').filter({ hasText: 'Crash report' }).first().click();
    await expect(page.getByRole('dialog').getByText('Stayed up late alone with my phone.')).toBeVisible();
  });

  test('progress shows the calendar and analytics over check-ins created through the API', { tag: '@phone' }, async ({ page }) => {
    await signUpToDashboard(page, 'progress');
    const token = await page.evaluate(() => localStorage.getItem('holdfast.token'));
    const headers = { Authorization: `Bearer ${token}` };
    const body = (zone: string, answers: { fast_emotion_id: number; priority: number }[] | null) => ({
      checkin_emotions: [3, 4],
      feeling_zone: zone,
      feeling_notes: 'Seeded for the analytics test',
      fast_scale_answers: answers,
      offset: offset(),
    });
    // Two days ago (relapse, Relapse stage), then today (danger, Anxiety stage).
    const first = await page.request.post(`${API_PREFIX}/checkins`, {
      headers,
      data: body('relapse', [{ fast_emotion_id: 701, priority: 2 }]),
    });
    expect(first.status()).toBe(201);
    const created = (await first.json()) as { id: number };
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const moved = await page.request.put(`${API_PREFIX}/checkins/${created.id}`, {
      headers,
      data: { ...body('relapse', [{ fast_emotion_id: 701, priority: 2 }]), checkin_on: twoDaysAgo },
    });
    expect(moved.status()).toBe(200);
    const second = await page.request.post(`${API_PREFIX}/checkins`, {
      headers,
      data: body('danger', [
        { fast_emotion_id: 301, priority: 2 },
        { fast_emotion_id: 302, priority: 1 },
      ]),
    });
    expect(second.status()).toBe(201);

    await page.goto('/progress');
    await expect(page.getByRole('heading', { name: 'Progress' })).toBeVisible();
    const dangerEvent = page.locator('.fc-event').filter({ hasText: 'Danger' });
    await expect(dangerEvent).toBeVisible();
    await dangerEvent.click();
    const detail = page.getByRole('dialog', { name: 'Daily Check-In' });
    await expect(detail.getByText('Seeded for the analytics test')).toBeVisible();
    await expect(detail.getByText('Anxiety')).toBeVisible();
    await detail.getByRole('button').first().click();

    await page.getByText('Analytics', { exact: true }).click();
    await expect(page.getByRole('button', { name: 'Next range' })).toBeDisabled();
    await expect(page.getByLabel('Recovery days')).toContainText('0 Days');
    await expect(page.getByLabel('Danger days')).toContainText('1 Day');
    await expect(page.getByLabel('Relapse days')).toContainText('1 Day');
    const faster = page.getByRole('list', { name: 'Top FASTER scale' });
    await expect(faster.getByRole('listitem')).toHaveCount(5);
    await expect(faster.getByText('N/A')).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Top emotions' })).toContainText('Anxious');
    await expect(page.locator('.recharts-line').first()).toBeVisible();
    // Every axis value is drawn: the zone-score axis has its 6, the FASTER axis its Restoration (issue 10, looks).
    const zoneChart = page.getByRole('img', { name: 'Zone score chart' });
    const ticks = (chart: typeof zoneChart, text: string | RegExp) =>
      chart.locator('.recharts-cartesian-axis-tick-value', { hasText: text });
    await expect(ticks(zoneChart, /^6$/)).toHaveCount(1);
    const stageChart = page.getByRole('img', { name: 'FASTER trend chart' });
    await expect(ticks(stageChart, 'Restoration')).toHaveCount(1);
    await expect(ticks(stageChart, 'Relapse')).toHaveCount(1);
    // The week's chart has more than one date under it.
    expect(await ticks(zoneChart, /^[A-Z][a-z]{2} \d+$/).count()).toBeGreaterThan(1);
    // The zone score is the FASTER scale's: no zone-named line (a 'Danger' line put Recovery days under it), and the page says why.
    await expect(zoneChart.getByText('Danger')).toHaveCount(0);
    await expect(page.getByText(/Each day's score comes from its FASTER answers/)).toBeVisible();

    await page.getByRole('button', { name: 'Previous range' }).click();
    await expect(page.getByRole('button', { name: 'Next range' })).toBeEnabled();
    await page.getByText('Year to date', { exact: true }).click();
    await expect(page.getByRole('button', { name: 'Next range' })).toBeDisabled();
  });
});

test.describe('the edit-date dialog in a daylight-saving zone', () => {
  test.use({ timezoneId: 'America/Chicago' });

  test('near midnight in CST, picking a CDT day stores that very day', async ({ page }) => {
    // 00:30 CST on Nov 2, 2026, the day after US daylight saving ended: the picked Oct 31 lies in
    // CDT (UTC-5) while today's offset is CST's (UTC-6).
    await page.clock.setFixedTime(new Date('2026-11-02T06:30:00Z'));
    await signUpToDashboard(page, 'dstedit');
    const token = await page.evaluate(() => localStorage.getItem('holdfast.token'));
    const headers = { Authorization: `Bearer ${token}` };
    expect(await page.evaluate(() => new Date().getTimezoneOffset())).toBe(360);
    const made = await page.request.post(`${API_PREFIX}/checkins`, {
      headers,
      data: { checkin_emotions: [3], feeling_zone: 'recovery', feeling_notes: 'Before the trip', fast_scale_answers: null, offset: 21600 },
    });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: number };

    await page.goto(`/check-in/edit/${id}/result`);
    await page.getByRole('button', { name: 'Edit date' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change check-in date' });
    await dialog.getByRole('button', { name: 'Previous month' }).click();
    await dialog.getByRole('button', { name: 'Saturday, October 31, 2026' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(t.updated)).toBeVisible();
    await expect(page.getByTestId('checkin-datetime')).toContainText('Saturday, October 31, 2026');
    const stored = (await (await page.request.get(`${API_PREFIX}/checkins/${id}`, { headers })).json()) as { checkin_date: string };
    expect(stored.checkin_date).toBe('2026-10-31');
  });
});
