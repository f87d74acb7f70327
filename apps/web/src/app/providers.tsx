import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './dates.css';
import './app.css';
import { createTheme, MantineProvider, mergeThemeOverrides, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { queryClient as defaultClient } from '@/lib/query-client';
import { theme } from './theme';
import { useAfterFirstLoad } from '@/lib/use-after-first-load';
import { useAfterPaint } from '@/lib/use-after-paint';

/**
 * Mantine's env="test" turns off Transition and portals but not Collapse (used by Accordion and
 * NavLink too): with a duration it opens only on a later animation frame, so whether a component
 * test saw the opened content depended on how fast the machine was. A zero duration renders it at once.
 */
const testTheme = mergeThemeOverrides(
  theme,
  createTheme({
    components: { Collapse: { defaultProps: { transitionDuration: 0 } }, Accordion: { defaultProps: { transitionDuration: 0 } } },
  }),
);

/**
 * Secondary ('dimmed') text is gray 7 rather than Mantine's gray 6 (3.2:1 on white fails WCAG AA
 * contrast; gray 7 is 7.5:1), field errors red 9 rather than red 6 (3.3:1), brand text on the brand tint at shade 9.
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Active navigation links and light brand surfaces: text at shade 9 on the brand tint.
    '--mantine-color-harbor-light-color': 'var(--mantine-color-harbor-9)',
  },
  dark: {},
});

const ToastContainer = lazy(() => import('./toast-container'));

/**
 * Mantine's toast container, loaded once the first page has painted and loaded what it shows:
 * with its transitions and scroll-bar handling it is ~60 KB of the entry before minifying, which
 * every first load evaluated before it could paint, and fetched during the first render it held
 * the first paint back on a slow network. A toast shown sooner waits in the notifications store and
 * appears once it is here. Nothing in a build-time render or during hydration (the container is a
 * portal on <body>).
 */
function Toasts() {
  const painted = useAfterPaint();
  const loaded = useAfterFirstLoad();
  if (!painted || !loaded) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}

/**
 * App-wide providers. No ModalsProvider (nothing opens dialogs through @mantine/modals): it pulls in
 * Modal and its focus trap, which the public pages' and /dashboard's first loads cannot carry.
 */
export function AppProviders({
  children,
  client = defaultClient,
  env = 'default',
}: {
  children: ReactNode;
  client?: QueryClient;
  /** 'test' turns off transitions and portals (component tests). */
  env?: 'default' | 'test';
}) {
  return (
    <QueryClientProvider client={client}>
      <MantineProvider
        theme={env === 'test' ? testTheme : theme}
        defaultColorScheme="light"
        env={env}
        cssVariablesResolver={cssVariablesResolver}
      >
        <Toasts />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
