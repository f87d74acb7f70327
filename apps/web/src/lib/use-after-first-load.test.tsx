import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AFTER_FIRST_LOAD_MAX_MS, useAfterFirstLoad } from './use-after-first-load';

function wrapperFor(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useAfterFirstLoad', () => {
  it('waits while the page is still asking, and turns true once its answers are in', async () => {
    const client = new QueryClient();
    let answer: (value: string) => void = () => {};
    void client.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    const { result } = renderHook(() => useAfterFirstLoad(), { wrapper: wrapperFor(client) });
    await new Promise((r) => setTimeout(r, 300));
    expect(result.current).toBe(false);
    answer('done');
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('gives up waiting after AFTER_FIRST_LOAD_MAX_MS when a page never stops asking', async () => {
    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ['never'], queryFn: () => new Promise<string>(() => {}) });
    const started = Date.now();
    const { result } = renderHook(() => useAfterFirstLoad(), { wrapper: wrapperFor(client) });
    await new Promise((r) => setTimeout(r, AFTER_FIRST_LOAD_MAX_MS - 1000));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(AFTER_FIRST_LOAD_MAX_MS);
  });
});
