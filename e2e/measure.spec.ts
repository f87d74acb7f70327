import { mkdirSync } from 'node:fs';
import { test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { API_PREFIX } from '@holdfast/shared/common';
import { expect, mailLinkFromLog, networkQuiet, newPerson, scanA11y } from './support';

/**
 * Measurements for the closing note, not tests: tagged @measure, left out of `npx playwright test`
 * unless HOLDFAST_MEASURE=1 (playwright.config). They print figures and write screenshots; they assert
 * only that the pages they measure arrived. Run on the built app:
 *
 *   npm run build -w @holdfast/web && HOLDFAST_MEASURE=1 npx playwright test e2e/measure.spec.ts --project=desktop
 *
 * SCREENS_DIR (default /work/screens) and SCREENS_PREFIX (default 'after') name the screenshots.
 */
const API = API_PREFIX;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const DIR = process.env.SCREENS_DIR ?? '/work/screens';
const PREFIX = process.env.SCREENS_PREFIX ?? 'after';
const RUNS = Number(process.env.HOLDFAST_MEASURE_RUNS ?? 5);
const BLOCK = process.env.HOLDFAST_MEASURE_BLOCK ? new RegExp(process.env.HOLDFAST_MEASURE_BLOCK) : null;
const STRIP = process.env.HOLDFAST_MEASURE_STRIP ? new RegExp(process.env.HOLDFAST_MEASURE_STRIP) : null;

function offset() {
  return new Date().getTimezoneOffset() * 60;
}

/** A new member through the API, with `days` past check-ins and two crash reports; returns the token. */
async function member(req: APIRequestContext, days: number) {
  const person = newPerson('measure');
  expect((await req.post(`${API}/register`, { data: person })).status()).toBe(201);
  await req.get(await mailLinkFromLog(person.email), { maxRedirects: 0 });
  const { access_token: token } = (await (
    await req.post(`${API}/oauth/token`, { data: { grant_type: 'password', email: person.email, password: person.password } })
  ).json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}` };
  expect(
    (
      await req.put(`${API}/users/profile`, {
        headers,
        data: { first_name: 'Casey', last_name: 'Morgan', gender: 'Male', is_married: false, is_student: false, is_leader: false },
      })
    ).ok(),
  ).toBe(true);
  expect((await req.post(`${API}/users/user-meta/DASHBOARD_ONBOARDING_DONE`, { headers, data: { value: true } })).ok()).toBe(true);
  const zones = ['recovery', 'recovery', 'danger', 'recovery', 'relapse', 'recovery', 'danger'];
  const stages = [101, 201, 301, 401, 501, 601, 701];
  for (let d = days; d >= 1; d--) {
    const data = {
      checkin_emotions: [1 + (d % 8), 10],
      feeling_zone: zones[d % zones.length],
      feeling_notes: `Day ${d}: kept my practices, called my partner.`,
      fast_scale_answers: [{ fast_emotion_id: stages[d % stages.length]!, priority: 2 }],
      offset: offset(),
    };
    const made = await req.post(`${API}/checkins`, { headers, data });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: number };
    const on = new Date(Date.now() - d * 86_400_000).toISOString();
    expect((await req.put(`${API}/checkins/${id}`, { headers, data: { ...data, checkin_on: on } })).status()).toBe(200);
  }
  const triggers = (await (await req.get(`${API}/system-triggers`, { headers })).json()) as { id: number }[];
  const trigger = triggers[0];
  if (trigger) {
    const form = (await (await req.get(`${API}/system-triggers/${trigger.id}`, { headers })).json()) as {
      form?: { questions?: { id: number }[] } | null;
    };
    const questions = (form.form?.questions ?? []).map((q) => ({ question_id: q.id, answer: 'Late night, alone, tired.' }));
    for (let i = 0; i < 2; i++)
      await req.post(`${API}/system-triggers/${trigger.id}/answers`, { headers, data: { offset: offset(), questions } });
  }
  return { token, headers, email: person.email };
}

async function signedInPage(browser: Browser, token: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport,
    ...(viewport.width < 500 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('holdfast.token', t), token);
  return page;
}

interface Row {
  name: string;
  start: number;
  end: number;
}

/** The page's requests from its navigation start (Resource Timing), fetches and chunks alike. */
async function waterfall(page: Page): Promise<Row[]> {
  return page.evaluate(() =>
    [
      performance.getEntriesByType('navigation')[0] as PerformanceResourceTiming,
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]),
    ]
      .filter(Boolean)
      .map((e) => ({
        name:
          new URL(e.name).pathname.replace(/^\/api\/v1\.2\//, 'api/') +
          (new URL(e.name).search ? '?' + new URL(e.name).searchParams.get('startDate') : ''),
        start: Math.round(e.startTime),
        end: Math.round(e.responseEnd),
      })),
  );
}

/** Records (window.__shown) when the calendar first shows a check-in, from navigation start. */
function watchCalendar() {
  const seen = () => {
    const w = window as unknown as { __shown?: number };
    if (w.__shown === undefined && document.querySelector('.fc-event')) w.__shown = Math.round(performance.now());
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
}

/**
 * A full load of /progress until the calendar shows its check-ins (the skeleton gone) and the network
 * is quiet; `shown` is when the first check-in appeared.
 */
async function loadProgress(page: Page): Promise<{ settled: number; shown: number; rows: Row[] }> {
  await page.goto('/progress');
  await page.locator('.fc-event').first().waitFor();
  await page.getByRole('status', { name: 'Loading your calendar' }).waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  const settled = await page.evaluate(() =>
    Math.round(Math.max(...performance.getEntriesByType('resource').map((e) => (e as PerformanceResourceTiming).responseEnd), 0)),
  );
  const painted = await page.evaluate(() => Math.round(performance.now()));
  const shown = await page.evaluate(() => (window as unknown as { __shown?: number }).__shown ?? -1);
  // Settled: the network quiet and the check-ins shown, whichever came last (on a busy host the
  // calendar often renders after the last response).
  return { settled: Math.max(Math.min(settled, painted), shown), shown, rows: await waterfall(page) };
}

test.describe('@measure', () => {
  test('progress: full load on loopback, and its waterfall', async ({ browser }) => {
    test.setTimeout(300_000);
    const probe = await browser.newContext();
    const { token } = await member(probe.request, 30);
    for (const [label, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      // Cold: a new browser profile each time (nothing cached), as a first visit of the day.
      // Warm: the same tab loading /progress again (hashed chunks from the HTTP cache).
      const cold: number[] = [];
      const warm: number[] = [];
      const coldShown: number[] = [];
      const warmShown: number[] = [];
      let coldRows: Row[] = [];
      let warmRows: Row[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({
          viewport,
          ...(viewport.width < 500 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
        });
        await context.addInitScript((t) => localStorage.setItem('holdfast.token', t), token);
        await context.addInitScript(watchCalendar);
        // A/B in the same minute: HOLDFAST_MEASURE_BLOCK=<regex> fails the matching requests on every other run.
        if (BLOCK && i % 2 === 1) await context.route(BLOCK, (route) => route.abort());
        // HOLDFAST_MEASURE_STRIP=<regex>: every other run, the page's HTML loses the <link> lines whose address matches.
        if (STRIP && i % 2 === 1)
          await context.route(/\/progress$/, async (route) => {
            const response = await route.fetch();
            const body = (await response.text()).replace(new RegExp(`\\s*<link [^>]*href="[^"]*(${STRIP.source})[^"]*"[^>]*>`, 'g'), '');
            await route.fulfill({ response, body });
          });
        const page = await context.newPage();
        const first = await loadProgress(page);
        cold.push(first.settled);
        coldShown.push(first.shown);
        coldRows = first.rows;
        const again = await loadProgress(page);
        warm.push(again.settled);
        warmShown.push(again.shown);
        warmRows = again.rows;
        await context.close();
      }
      const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
      if (BLOCK || STRIP) {
        const split = (list: number[], odd: number) => list.filter((_, i) => i % 2 === odd);
        console.log(
          `\n/progress ${label} A/B, cold ms settled | first check-in shown: as built ${split(cold, 0).join(', ')} | ${split(coldShown, 0).join(', ')}; with ${BLOCK ?? STRIP} ${BLOCK ? 'blocked' : 'stripped'} ${split(cold, 1).join(', ')} | ${split(coldShown, 1).join(', ')}`,
        );
      }
      console.log(
        `\n/progress ${label} (${viewport.width}x${viewport.height}), ms until the calendar shows its check-ins and the network is quiet:`,
      );
      console.log(`  cold ${cold.join(', ')}; median ${median(cold)}`);
      console.log(`  warm ${warm.join(', ')}; median ${median(warm)}`);
      console.log(
        `  ms until the first check-in shows: cold ${coldShown.join(', ')}; median ${median(coldShown)}; warm ${warmShown.join(', ')}; median ${median(warmShown)}`,
      );
      for (const [kind, rows] of [
        ['cold', coldRows],
        ['warm', warmRows],
      ] as const) {
        console.log(
          `  last ${kind} run, requests other than chunks, ms from navigation start (chunks: ${rows.filter((r) => r.name.startsWith('/assets/')).length}, the last ending at ${Math.max(0, ...rows.filter((r) => r.name.startsWith('/assets/')).map((r) => r.end))} ms):`,
        );
        // HOLDFAST_MEASURE_ALL=1: every chunk too.
        const shownRows = process.env.HOLDFAST_MEASURE_ALL
          ? rows
          : rows.filter((r) => !r.name.startsWith('/assets/') || /progress|calendar|prefetch|data-/.test(r.name));
        for (const row of shownRows.sort((a, b) => a.start - b.start))
          console.log(`  ${String(row.start).padStart(5)} -> ${String(row.end).padStart(5)}  ${row.name}`);
      }
    }
    await probe.close();
  });

  test('screens: dashboard, check-in results, progress analytics, a course item; axe counts; /login transfer', async ({ browser }) => {
    test.setTimeout(300_000);
    mkdirSync(DIR, { recursive: true });
    const probe = await browser.newContext();
    const { token, headers } = await member(probe.request, 12);
    // Today's check-in (the results page), and the 30 Day Challenge's first item.
    const today = await probe.request.post(`${API}/checkins`, {
      headers,
      data: {
        checkin_emotions: [3, 4, 9, 10, 11],
        feeling_zone: 'recovery',
        feeling_notes: 'Called my partner before it got hard.',
        fast_scale_answers: [{ fast_emotion_id: 301, priority: 2 }],
        offset: offset(),
      },
    });
    expect(today.status()).toBe(201);
    const courses = (await (await probe.request.post(`${API}/user-courses/synchronize`, { headers })).json()) as {
      course_id: number;
      course: { lessons: { id: number; lesson_items: { id: number }[] }[] };
    }[];
    const course = courses[0]!;
    const lesson = course.course.lessons[0]!;
    const itemPath = `/courses/${course.course_id}/lessons/${lesson.id}/lesson-items/${lesson.lesson_items[0]!.id}/details`;

    const pages: [string, string, (page: Page) => Promise<void>][] = [
      ['dashboard', '/dashboard', async (page) => void (await page.getByRole('heading', { name: /^Welcome/ }).waitFor())],
      [
        'checkin-results',
        '/check-in/results',
        async (page) => void (await page.getByRole('heading', { name: 'Daily Check-In Submitted' }).waitFor()),
      ],
      [
        'progress-analytics',
        '/progress',
        async (page) => {
          await page.getByText('Analytics', { exact: true }).click();
          await page.locator('.recharts-line').first().waitFor();
        },
      ],
      [
        'course-item',
        itemPath,
        async (page) =>
          void (await page
            .getByRole('button', { name: /Next|Complete/ })
            .first()
            .waitFor()),
      ],
    ];
    const counts: string[] = [];
    for (const [label, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const page = await signedInPage(browser, token, viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const [name, path, ready] of pages) {
        await page.goto(path);
        await ready(page);
        await networkQuiet(page);
        await page.waitForTimeout(500);
        const file = `${DIR}/${PREFIX}-${name}-${label}.png`;
        await page.screenshot({ path: file, fullPage: true });
        const found = await scanA11y(page);
        counts.push(
          `  ${label.padEnd(8)} ${path.padEnd(52)} serious/critical axe rules violated: ${found.length}${found.length ? ' (' + found.map((f) => `${f.rule} on ${f.nodes} nodes`).join(', ') + ')' : ''}`,
        );
      }
      await page.context().close();
    }
    console.log(`\nscreenshots in ${DIR}/${PREFIX}-*.png\naxe (serious + critical) per page:\n${counts.join('\n')}`);

    // /login as a first visit: nothing cached, what goes over the wire and how it is encoded.
    const fresh = await browser.newContext({ viewport: PHONE });
    const page = await fresh.newPage();
    const encodings = new Map<string, string>();
    page.on('response', async (res) =>
      encodings.set(new URL(res.url()).pathname, (await res.allHeaders())['content-encoding'] ?? 'identity'),
    );
    await page.goto('/login', { waitUntil: 'networkidle' });
    const entries = await page.evaluate(() =>
      [
        performance.getEntriesByType('navigation')[0] as PerformanceResourceTiming,
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]),
      ].map((e) => ({
        name: new URL(e.name).pathname,
        transfer: e.transferSize,
        encoded: e.encodedBodySize,
        decoded: e.decodedBodySize,
        type: e.initiatorType,
      })),
    );
    const sum = (list: typeof entries, key: 'transfer' | 'decoded') => list.reduce((n, e) => n + e[key], 0);
    const js = entries.filter((e) => e.name.endsWith('.js'));
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `\n/login first visit: ${entries.length} requests, ${kb(sum(entries, 'transfer'))} transferred (${kb(sum(entries, 'decoded'))} uncompressed); JavaScript ${js.length} files, ${kb(sum(js, 'transfer'))} transferred (${kb(sum(js, 'decoded'))} uncompressed)`,
    );
    const byEncoding = new Map<string, number>();
    for (const e of entries) byEncoding.set(encodings.get(e.name) ?? '?', (byEncoding.get(encodings.get(e.name) ?? '?') ?? 0) + 1);
    console.log(`  content-encoding: ${[...byEncoding].map(([k, v]) => `${k} ${v}`).join(', ')}`);
    const plain = entries.filter((e) => (encodings.get(e.name) ?? 'identity') === 'identity');
    console.log(`  sent as they are: ${plain.map((e) => `${e.name} (${kb(e.decoded)})`).join(', ')}`);
    await fresh.close();
    await probe.close();
  });
});
