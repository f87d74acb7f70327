import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createRouter, loadRouteModules, routes } from '@/app/router';
import { getToken } from '@/lib/token-store';
import { nextTask } from '@/lib/next-task';

const container = document.getElementById('root')!;
const app = (router: ReturnType<typeof createRouter>) => (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
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
  void loadRouteModules(routes, window.location.pathname).then(() => hydrateRoot(container, app(createRouter())));
} else {
  container.replaceChildren();
  // The router in a task after the modules' evaluation, not inside it: it ranks and matches every
  // route and starts the first page's loaders and chunks. The two were one task of 50-95 ms, 200-380
  // ms on Lighthouse's simulated phone, all of it blocking time (docs/benchmarks.md, 2026-12-06).
  // React's first render is a task of its own after it (as before). Not a transition render (one
  // that yields): the router finished in between, and a page the service worker opened stayed on
  // its skeleton (e2e/pwa.spec.ts).
  void nextTask().then(() => createRoot(container).render(app(createRouter())));
}
