import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { lazyPart, OptionalPart, retryingImport } from './optional-part';

function Boom(): never {
  throw new Error('Cannot read properties of undefined');
}

describe('OptionalPart and lazyPart', () => {
  const page = (part: React.ReactNode) => [
    {
      path: '/',
      element: (
        <main>
          <h1>the page</h1>
          {part}
        </main>
      ),
    },
  ];

  it('a part whose code fails offline shows its fallback, keeps the page, and loads when the browser is back online', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => React.ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>the bell</p> });
    const Bell = lazyPart(load);
    renderRoutes(
      page(
        <OptionalPart fallback={<button type="button">placeholder</button>}>
          <Bell />
        </OptionalPart>,
      ),
      '/',
    );
    expect(await screen.findByRole('button', { name: 'placeholder' })).toBeVisible();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { name: 'the page' })).toBeVisible();
    expect(screen.queryByText('the bell')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // Tried again at once on 'online', not after the 1 s wait.
    expect(await screen.findByText('the bell', {}, { timeout: 500 })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  it('a part that finally fails (or throws) leaves its fallback instead of breaking the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const retrying = retryingImport(() => Promise.reject(new Error('gone')), 1);
    await expect(retrying()).rejects.toThrow('gone');
    renderRoutes(
      page(
        <OptionalPart fallback={<span>quiet</span>}>
          <Boom />
        </OptionalPart>,
      ),
      '/',
    );
    expect(await screen.findByText('quiet')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'the page' })).toBeVisible();
    vi.restoreAllMocks();
  });
});
