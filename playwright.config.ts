import { defineConfig, devices } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath: chromium,
  // Debian's Chromium as root, on a machine with no outside network (see docs/testing.md).
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  // e2e/measure.spec.ts prints figures and writes screenshots for closing notes: not part of the suite.
  grepInvert: process.env.HOLDFAST_MEASURE ? undefined : /@measure/,
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // Two workers, one per core: a test spends most of its time waiting on the page, so two share
  // the machine well. Every test makes its own members, so tests never share data.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // In CI, two retries and 20 s for an assertion: on a slow shared host (2026-11-28, the browser
  // suite took 41.5 min instead of 14, 42% of the CPU in the kernel) pages took over 10 s to load and
  // one long phone flow failed twice at the same step, while every test passed on a quiet host.
  retries: process.env.CI ? 2 : 0,
  timeout: 45_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.reports/playwright.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A trace only on a retry: recording one for every test (retain-on-failure) cost the browsers
    // ~35% more CPU and the check-ins spec 2.3-2.6 min instead of 1.8-1.9 (2026-11-28, twice each).
    // Locally (no retries) `--trace on` records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // No service worker but in e2e/pwa.spec.ts (which allows it): each test's fresh context would
    // otherwise download the whole precache (~300 files) beside what the test does.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /(phone-layout|pwa)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions },
    },
    // The phone runs what a phone changes: layout and overflow, the tab bar and side menu, the daily
    // loop, and the social flows whose issues ask for both viewports (tests tagged @phone). Flows
    // whose phone path is the same code and screens as the desktop one run once, on the desktop.
    { name: 'phone', grep: /@phone/, use: { ...devices['Pixel 7'], launchOptions } },
  ],
});
