import { expect, seedMember, signInAs, test } from './support';

// A page's code that does not arrive (offline, or a release replaced the file) must not take the
// app down: optional parts fall back and load when the browser is back online; a page shows a
// plain message with 'Try again' inside the shell, never React Router's developer screen.

test('a blocked header part falls back and loads once back online; a blocked page offers Try again inside the shell', async ({
  page,
  request,
  a11y,
}) => {
  const member = await seedMember(request, 'loadfail', 'Lena Fall');
  let blockBell = true;
  let blockProgress = true;
  await page.route(/\/assets\/notification-bell-[\w-]+\.js/, (route) =>
    blockBell ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.route(/\/assets\/groups-watcher-[\w-]+\.js/, (route) => (blockBell ? route.abort('internetdisconnected') : route.continue()));
  await page.route(/\/assets\/progress-page-[\w-]+\.js/, (route) =>
    blockProgress ? route.abort('internetdisconnected') : route.continue(),
  );

  await signInAs(page, member);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Lena/ }).first()).toBeVisible();
  // The bell's look-alike stays in place of the bell; the page works.
  const bell = page.getByRole('button', { name: /Notifications/ });
  await expect(bell).toBeVisible();
  await expect(bell).not.toHaveAttribute('aria-haspopup');
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);

  // Back online: the bell's code loads (its menu opens now).
  blockBell = false;
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  // Wait for the real bell (a popover target) to replace its look-alike before clicking it.
  await expect(bell).toHaveAttribute('aria-haspopup', /.+/);
  await bell.click();
  await expect(page.getByRole('dialog').or(page.getByRole('menu')).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // A page whose code does not arrive: the message inside the shell (the header stays).
  await page.goto('/dashboard');
  await page.evaluate(() => history.pushState({}, '', '/progress'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.getByRole('heading', { name: 'This page could not load' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await a11y.check();
  blockProgress = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByRole('heading', { name: 'This page could not load' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
