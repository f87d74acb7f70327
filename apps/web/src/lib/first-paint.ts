/**
 * A prerendered first paint that is not hydrated (/dashboard's, app/shell/first-paint.tsx) stays on
 * screen while the app renders out of sight (main.tsx), until the app has something of its own to
 * show: the route guard has decided (the page, a redirect, an error) or a page failed. Then the
 * prerendered frame is removed and the app's own DOM shown, in the same commit's layout effects,
 * so no frame is drawn between them.
 */
let release: (() => void) | null = null;

/** main.tsx: what to do once the app can be shown. */
export function holdFirstPaint(onRelease: () => void) {
  release = onRelease;
}

/** The app can be shown (a no-op when there is no prerendered first paint, or it was released). */
export function releaseFirstPaint() {
  const done = release;
  release = null;
  done?.();
}
