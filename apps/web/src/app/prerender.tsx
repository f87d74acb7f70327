import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { loadRouteModules, routes } from './router';

/**
 * Build time only (apps/web/vite.config.ts, firstLoadPages): the HTML React renders for a signed-out
 * first visit to `path`, the same tree main.tsx hydrates (providers, router, root layout, the page),
 * so the page paints with the HTML and hydration keeps its DOM.
 */
export async function renderPage(path: string): Promise<string> {
  await loadRouteModules(routes, path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderToString(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
