import { type Page } from '@playwright/test';
import { expect, signUpToDashboard, test } from './support';

/**
 * Text that does not fit its box: an element with its own text whose content is wider than the
 * box while the box clips it (overflow hidden, ellipsis), or a page that scrolls sideways.
 * Visually hidden text (1 px boxes) and text inside a scrolling or sliding container (carousels)
 * are not clipping.
 */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width} px)`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (!Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.closest('[aria-roledescription="carousel"], .mantine-Carousel-root, .fc-scroller')) continue;
      const style = getComputedStyle(el);
      if (style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) found.push(`"${el.textContent!.trim().slice(0, 40)}" is cut off (${el.scrollWidth} > ${el.clientWidth} px)`);
    }
    return found;
  });
}

// The phone project checks at 390 px, the desktop project at 1440 px.
test.use({ viewport: async ({ isMobile }, use) => use(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 }) });

test('no text is cut off on the main pages', async ({ page, viewport }) => {
  test.setTimeout(120_000);
  const width = viewport!.width;
  await signUpToDashboard(page, `layout${width}`);
  const visit = async (label: string) => {
    await page.waitForLoadState('networkidle');
    expect(await clippedText(page), `${label} at ${width} px`).toEqual([]);
  };
  await visit('dashboard');
  for (const path of ['/courses', '/help-now', '/weekly-checkin', '/check-in', '/profile', '/accountability/partners', '/accountability/requests', '/add-accountability', '/invite-friends', '/who-viewed-my-data', '/sos', '/small-groups', '/leaders-portal', '/add-group']) {
    await page.goto(path);
    await visit(path);
  }
  await page.goto('/progress');
  await expect(page.locator('.fc-daygrid-day').first()).toBeVisible();
  await visit('progress calendar');
  await page.getByText('Analytics', { exact: true }).click();
  await expect(page.getByText('Year to date')).toBeVisible();
  await visit('progress analytics');
});
