import { type APIRequestContext, type Page } from '@playwright/test';
import { API_PREFIX } from '@holdfast/shared/common';
import { expect, networkQuiet, seedMember, signInAs, test, type SeededMember } from './support';

/**
 * One visual language (issue 10, "Looks and feel"): computed styles in a real browser, since the
 * defects were stylesheet defaults (Mantine's blue, red weekends, FullCalendar's navy buttons and
 * yellow 'today', cards stretched by a grid row) that no component test sees.
 */

/** Colours that are someone else's defaults: Mantine's blue and indigo scales, the browser's link blues, FullCalendar's navy, blue events and yellow today. */
const FOREIGN: Record<string, string> = {
  ...Object.fromEntries(
    ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#1c7ed6', '#1971c2', '#1864ab'].map((hex, i) => [
      hex,
      `Mantine blue ${i}`,
    ]),
  ),
  ...Object.fromEntries(
    ['#edf2ff', '#dbe4ff', '#bac8ff', '#91a7ff', '#748ffc', '#5c7cfa', '#4c6ef5', '#4263eb', '#3b5bdb', '#364fc7'].map((hex, i) => [
      hex,
      `Mantine indigo ${i}`,
    ]),
  ),
  '#0000ee': 'the browser link blue',
  '#551a8b': 'the browser visited-link purple',
  '#2c3e50': "FullCalendar's button navy",
  '#3788d8': "FullCalendar's event blue",
  '#ffdc28': "FullCalendar's today yellow",
};

/**
 * Every visible element drawn in a foreign colour (text, background, a drawn border, SVG fill or
 * stroke), alpha ignored. The emotion faces are illustrations with their own palette (a blue tear is
 * a tear), so they are left out.
 */
async function foreignColours(page: Page): Promise<string[]> {
  return page.evaluate((foreign) => {
    const hex = (value: string) => {
      const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)/.exec(value);
      if (!m || m[4] === '0') return null;
      return '#' + [m[1], m[2], m[3]].map((n) => Number(n).toString(16).padStart(2, '0')).join('');
    };
    const found = new Set<string>();
    for (const el of Array.from(document.querySelectorAll<HTMLElement | SVGElement>('body *'))) {
      if (el.closest('[data-face]')) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden' || s.display === 'none') continue;
      const hasText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      const drawn: [string, string][] = [['background', s.backgroundColor]];
      if (hasText) drawn.push(['text', s.color]);
      if (parseFloat(s.borderTopWidth) > 0) drawn.push(['border', s.borderTopColor]);
      if (parseFloat(s.borderLeftWidth) > 0) drawn.push(['border', s.borderLeftColor]);
      if (el instanceof SVGElement) drawn.push(['fill', s.fill], ['stroke', s.stroke]);
      for (const [what, value] of drawn) {
        const h = hex(value);
        if (h && foreign[h]) {
          const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
          found.add(
            `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').split(' ')[0]} "${label}": ${what} is ${foreign[h]}`,
          );
        }
      }
    }
    return [...found];
  }, FOREIGN);
}

/** The computed rgb() of a CSS colour value (a theme variable resolved the way the page resolves it). */
async function resolved(page: Page, value: string) {
  return page.evaluate((v) => {
    const probe = document.createElement('div');
    probe.style.color = v;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, value);
}

/** A relapse check-in moved to yesterday and a danger-zone one today, so the calendar has events to draw. */
async function seedEvents(page: Page, member: SeededMember) {
  const body = (zone: string) => ({
    checkin_emotions: [3, 4],
    feeling_zone: zone,
    feeling_notes: 'Seeded for the calendar test',
    fast_scale_answers: [{ fast_emotion_id: 701, priority: 2 }],
    offset: new Date().getTimezoneOffset() * 60,
  });
  const first = await page.request.post(`${API_PREFIX}/checkins`, { headers: member.headers, data: body('relapse') });
  expect(first.status(), await first.text()).toBe(201);
  const { id } = (await first.json()) as { id: number };
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  expect(
    (
      await page.request.put(`${API_PREFIX}/checkins/${id}`, {
        headers: member.headers,
        data: { ...body('relapse'), checkin_on: yesterday },
      })
    ).status(),
  ).toBe(200);
  const second = await page.request.post(`${API_PREFIX}/checkins`, { headers: member.headers, data: body('danger') });
  expect(second.status(), await second.text()).toBe(201);
}

/** Gives the member the courses a new member is entitled to (the free ones); the first one's id. Its card then shows progress and a next step. */
async function startFreeCourse(request: APIRequestContext, member: SeededMember) {
  const synced = await request.post(`${API_PREFIX}/user-courses/synchronize`, { headers: member.headers });
  expect(synced.ok(), await synced.text()).toBe(true);
  const list = (await synced.json()) as { course_id: number }[];
  expect(list.length, 'courses given').toBeGreaterThan(0);
  return list[0]!.course_id;
}

test('the brand colour everywhere: no default blue on the main pages', { tag: '@phone' }, async ({ page, request }) => {
  const member = await seedMember(request, 'brand', 'Casey Morgan');
  const course = await startFreeCourse(request, member);
  await signInAs(page, member);
  for (const path of [
    '/dashboard',
    '/check-in',
    '/weekly-checkin',
    '/courses',
    `/courses/${course}/lessons`,
    '/profile',
    '/help-now',
    '/progress',
  ]) {
    await page.goto(path);
    await page.locator('main h1, main h2').first().waitFor();
    await networkQuiet(page);
    expect(await foreignColours(page), path).toEqual([]);
  }
  await page.getByText('Analytics', { exact: true }).click();
  await expect(page.getByText('Year to date')).toBeVisible();
  expect(await foreignColours(page), '/progress analytics').toEqual([]);
});

test('weekends are ordinary days in the date pickers', { tag: '@phone' }, async ({ page, request }) => {
  await signInAs(page, await seedMember(request, 'weekend', 'Casey Morgan'));
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Edit purity streak start date' }).click();
  const picker = page.getByRole('dialog');
  // Go back a month first, so every day of the month shown is in the past and selectable: early in a
  // month, every weekend day of the current one is after yesterday (disabled, drawn without data-weekend).
  await picker.getByRole('button', { name: /previous/i }).click();
  await expect(picker.locator('[data-weekend]').first()).toBeVisible();
  const colours = await picker
    .locator('button[data-dates-day], button.mantine-DatePicker-day, table button')
    .evaluateAll((days) =>
      days
        .filter(
          (d) =>
            !d.hasAttribute('data-outside') &&
            !d.hasAttribute('data-selected') &&
            !d.hasAttribute('data-disabled') &&
            !d.hasAttribute('data-today'),
        )
        .map((d) => ({ weekend: d.hasAttribute('data-weekend'), colour: getComputedStyle(d).color })),
    );
  const weekend = new Set(colours.filter((c) => c.weekend).map((c) => c.colour));
  const weekday = new Set(colours.filter((c) => !c.weekend).map((c) => c.colour));
  expect(weekend.size, 'weekend days found').toBe(1);
  expect(weekday.size, 'weekdays found').toBe(1);
  expect([...weekend], 'a weekend day is drawn like a weekday').toEqual([...weekday]);
  expect([...weekend]).not.toContain(await resolved(page, 'var(--mantine-color-red-6)'));
});

test('the streak cards keep their own height beside a taller card', async ({ page, request }) => {
  // The desktop project: three cards in a row, the course card (title, progress, button) the tallest.
  const member = await seedMember(request, 'cards', 'Casey Morgan');
  await startFreeCourse(request, member);
  await signInAs(page, member);
  await page.goto('/dashboard');
  const cards = page
    .locator('.mantine-SimpleGrid-root')
    .filter({ has: page.getByText('Purity streak') })
    .first()
    .locator(':scope > *');
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('status', { name: 'Loading courses' })).toHaveCount(0);
  const boxes = await cards.evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      const content = Array.from(el.children).reduce((bottom, child) => Math.max(bottom, child.getBoundingClientRect().bottom), box.top);
      return {
        height: box.height,
        empty: box.bottom - content - parseFloat(getComputedStyle(el).paddingBottom) - parseFloat(getComputedStyle(el).borderBottomWidth),
      };
    }),
  );
  // The check only means something when the row has a taller card to stretch to.
  const ownHeight = (i: number) => boxes[i]!.height - boxes[i]!.empty;
  expect(boxes[2]!.height, "the course card is taller than the streak cards' content").toBeGreaterThan(
    Math.max(ownHeight(0), ownHeight(1)) + 8,
  );
  for (const [i, name] of ['Purity streak', 'Check-in streak'].entries()) {
    expect(boxes[i]!.empty, `empty space at the bottom of the ${name} card`).toBeLessThanOrEqual(2);
  }
});

test(
  'the progress calendar is themed: brand toolbar, tinted today, event labels that fit',
  { tag: '@phone' },
  async ({ page, request, viewport }) => {
    const member = await seedMember(request, 'calendar', 'Casey Morgan');
    await seedEvents(page, member);
    await signInAs(page, member);
    await page.goto('/progress');
    await expect(page.getByRole('status', { name: 'Loading your calendar' })).toHaveCount(0);
    await expect(page.locator('.fc-event').first()).toBeVisible();
    const brand = await resolved(page, 'var(--mantine-color-harbor-8)');
    const tint = await resolved(page, 'var(--mantine-color-harbor-0)');
    const buttons = await page
      .locator('.fc-toolbar .fc-button:not(:disabled)')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
    expect(buttons.length).toBeGreaterThan(0);
    for (const colour of buttons) expect(colour, 'a calendar toolbar button').toBe(brand);
    const today = page.locator('.fc-daygrid-day.fc-day-today');
    await expect(today).toHaveCount(1);
    // FullCalendar draws 'today' on a background layer inside the cell, or on the cell itself.
    const todayBackground = await today.evaluate((cell) => {
      const layers = [cell, ...Array.from(cell.querySelectorAll('*'))].map((el) => getComputedStyle(el).backgroundColor);
      return layers.find((c) => c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') ?? 'none';
    });
    expect(todayBackground, "'today' is the brand tint").toBe(tint);
    const events = await page.locator('.fc-event-title').evaluateAll((els) =>
      els.map((el) => ({
        text: el.textContent!.trim(),
        fits: el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= (el.closest('.fc-event') as HTMLElement).scrollHeight + 1,
      })),
    );
    expect(events.length, 'events drawn').toBeGreaterThan(0);
    expect(
      events.filter((e) => !e.fits),
      `event labels cut off at ${viewport!.width} px`,
    ).toEqual([]);
  },
);
