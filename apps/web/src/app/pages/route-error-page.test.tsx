import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { isLoadFailure, RouteErrorPage, routeErrorTexts as t } from './route-error-page';

function Boom(): never {
  throw new Error('Cannot read properties of undefined');
}

describe('RouteErrorPage', () => {
  it("a page whose code did not arrive says so and offers 'Try again' (a reload) instead of the router's developer screen", async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderRoutes(
      [
        {
          path: '/progress',
          errorElement: <RouteErrorPage />,
          lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/progress-page-abc.js')),
        },
      ],
      '/progress',
    );
    expect(await screen.findByRole('heading', { name: t.loadTitle })).toBeVisible();
    expect(screen.getByText(t.loadBody)).toBeVisible();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    screen.getByRole('button', { name: t.tryAgain }).click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: t.home })).toHaveAttribute('href', '/dashboard');
    vi.unstubAllGlobals();
  });

  it('a page that throws while rendering gets the general message, not the load message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([{ path: '/x', errorElement: <RouteErrorPage />, element: <Boom /> }], '/x');
    expect(await screen.findByRole('heading', { name: t.title })).toBeVisible();
    expect(screen.getByText(t.body)).toBeVisible();
    vi.restoreAllMocks();
  });

  it('tells load failures from other errors', () => {
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
