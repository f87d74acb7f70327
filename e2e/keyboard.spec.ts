import { expect, signUpToDashboard, test } from './support';

// Issue 10, accessibility: a skip link, focus on the page heading after navigation, the zone choice as one
// radio group driven by arrow keys, and one banner landmark while a modal is open.

test('a keyboard user skips the menu, lands on each new page heading, and chooses a zone with arrow keys', async ({ page, isMobile }) => {
  test.setTimeout(150_000);
  await signUpToDashboard(page, 'keys');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first Tab reaches the skip link, visible once focused; it moves focus to the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Navigating moves focus to the new page's heading.
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeFocused();

  // The zone step: one tab stop for the group, arrow keys choose.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Complete Daily Check-In' }).click();
  await page.getByRole('button', { name: 'Anxious' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const group = page.getByRole('radiogroup', { name: 'Select your zone' });
  await expect(page.getByRole('heading', { level: 1, name: 'Select your zone' })).toBeFocused();
  await expect(group.getByRole('radio')).toHaveCount(3);
  const tabStops = await group.getByRole('radio').evaluateAll((radios) => radios.filter((r) => (r as HTMLElement).tabIndex >= 0).length);
  expect(tabStops).toBe(1);
  await group.getByRole('radio', { name: 'Recovery' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: 'Danger' })).toBeFocused();
  await expect(group.getByRole('radio', { name: 'Danger' })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(group.getByRole('radio', { name: 'Recovery' })).toBeChecked();
  await expect(group.getByRole('radio', { name: 'Danger' })).not.toBeChecked();
  // Tab leaves the group (one stop), it does not walk through the other zones.
  await page.keyboard.press('Tab');
  await expect(group.getByRole('radio', { name: 'Danger' })).not.toBeFocused();
  await expect(group.getByRole('radio', { name: 'Relapse' })).not.toBeFocused();
});

test('while a modal is open the page has one banner landmark', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  await signUpToDashboard(page, 'banner');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await page.getByRole('button', { name: 'Edit purity streak start date' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await a11y.check();
});
