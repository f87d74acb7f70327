import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createRouter, loadRouteModules, routes } from '@/app/router';
import { getToken } from '@/lib/token-store';

const container = document.getElementById('root')!;
const app = () => (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createRouter()} />
    </AppProviders>
  </StrictMode>
);

// A prerendered page (dist/pages/<name>.html, built by vite.config.ts's firstLoadPages) paints with
// its HTML; React takes over its DOM (hydration) when it is the page the build rendered: the same
// path, signed out, no query that changes what the page shows. Otherwise it renders from scratch.
const prerendered = container.dataset.prerendered;
const params = new URLSearchParams(window.location.search);
const sameRender = prerendered === window.location.pathname && !getToken() && [...params.keys()].every((key) => key === 'next');
if (prerendered && sameRender) {
  void loadRouteModules(routes, window.location.pathname).then(() => hydrateRoot(container, app()));
} else {
  container.replaceChildren();
  createRoot(container).render(app());
}
