import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createRouter, loadRouteModules, routes } from '@/app/router';
import { holdFirstPaint, releaseFirstPaint } from '@/lib/first-paint';
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
} else if (container.dataset.firstPaint === window.location.pathname) {
  // A prerendered first paint that is not the page itself (/dashboard's signed-in frame and
  // skeleton: the HTML cannot know the member): the app renders out of sight beside it and takes
  // its place once it has decided what to show (lib/first-paint), so the screen never goes from
  // the frame to a blank or bare skeleton and back. At the latest after 10 s.
  const frame = [...container.childNodes];
  const live = document.createElement('div');
  live.style.display = 'none';
  container.append(live);
  holdFirstPaint(() => {
    for (const node of frame) node.remove();
    live.style.display = 'contents';
    delete container.dataset.firstPaint;
  });
  setTimeout(releaseFirstPaint, 10_000);
  createRoot(live).render(app());
} else {
  container.replaceChildren();
  createRoot(container).render(app());
}
