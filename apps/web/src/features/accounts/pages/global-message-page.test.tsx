import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, signIn } from '@/test/render';
import { GlobalMessagePage } from './global-message-page';

describe('GlobalMessagePage', () => {
  it('offers an app page of redirectUrl and Back To App', async () => {
    signIn();
    renderPage(<GlobalMessagePage />, '/global-message?redirectUrl=%2Fcommunity');
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/community');
    expect(screen.getByRole('link', { name: 'Back To App' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows another site only as a link, and ignores a script address', async () => {
    signIn();
    const { unmount } = renderPage(<GlobalMessagePage />, '/global-message?redirectUrl=https%3A%2F%2Fexample.org%2Fnews');
    expect(await screen.findByRole('link', { name: 'Open example.org' })).toHaveAttribute('href', 'https://example.org/news');
    unmount();
    renderPage(<GlobalMessagePage />, '/global-message?redirectUrl=javascript%3Aalert(1)');
    expect(await screen.findByText('You have a message from Holdfast.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open|Continue/ })).toBeNull();
  });
});
