import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { mediaQueryList } from './media';

// findBy*/waitFor wait up to 5 s instead of 1 s: a lazy route or a first query on a loaded machine
// can take longer than a second; a test that passes still passes as soon as the element appears.
configure({ asyncUtilTimeout: 5_000 });

// The toast container loads after the app's first render (app/providers.tsx, Toasts): imported here
// once, so a test's first toast does not wait on its module's transform.
await import('@/app/toast-container');

// jsdom lacks the layout APIs Mantine relies on.
const { getComputedStyle } = window;
window.getComputedStyle = (elt: Element) => getComputedStyle(elt);
window.HTMLElement.prototype.scrollIntoView = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => mediaQueryList(query, false),
});

class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver as unknown as typeof window.ResizeObserver;

// ...and the geometry ProseMirror (the community's Tiptap editor) asks for when it scrolls to the
// selection: empty rectangles, as a page with no layout has.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);
for (const proto of [Range.prototype, Element.prototype, Text.prototype] as unknown as Element[]) {
  if (!('getClientRects' in proto)) Object.assign(proto, { getClientRects: emptyRects });
  if (!('getBoundingClientRect' in proto)) Object.assign(proto, { getBoundingClientRect: emptyRect });
}
if (!document.elementFromPoint) document.elementFromPoint = () => null;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
