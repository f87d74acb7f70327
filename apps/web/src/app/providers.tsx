import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS } from '@holdfast/shared/common';
import { queryClient as defaultClient } from '../lib/query-client';
import { theme } from './theme';

/**
 * App-wide providers. ModalsProvider lives in the signed-in shell (app-layout) instead: it pulls
 * in Modal, ScrollArea and floating-ui, which would push the public pages past their size budget.
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
      <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
        <Notifications autoClose={TOAST_DURATION_MS} position="top-center" zIndex={1000} />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
