import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataExportsTexts as t, type DataExport } from '@holdfast/shared/data-exports';
import { mockApi, renderPage, signIn } from '@/test/render';
import { DataExportPage } from './data-export-page';

afterEach(() => vi.restoreAllMocks());

const item = (overrides: Partial<DataExport> = {}): DataExport => ({
  id: 7,
  status: 'ready',
  requested_at: '2026-12-02T10:00:00.000Z',
  ready_at: '2026-12-02T10:00:05.000Z',
  expires_at: '2026-12-03T10:00:05.000Z',
  size_bytes: 12345,
  download_url: '/api/v1.2/users/data-exports/7/download?uid=1&expires=1&signature=abcdefghijkl',
  ...overrides,
});

describe('Download my data', () => {
  it('starts an export: the toast, then the building state', async () => {
    signIn();
    let started = false;
    const calls = mockApi({
      'GET users/data-exports': () => [
        200,
        {
          items: started ? [item({ status: 'building', download_url: null, ready_at: null, expires_at: null })] : [],
          next_allowed_at: null,
        },
      ],
      'POST users/data-exports': () => {
        started = true;
        return [202, { message: t.started, item: item({ status: 'building', download_url: null }) }];
      },
    });
    renderPage(<DataExportPage />, '/privacy/export');
    expect(screen.getByRole('status', { name: t.building })).toBeInTheDocument();
    expect(await screen.findByText(t.none)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t.start }));
    expect((await screen.findAllByText(t.started)).length).toBeGreaterThan(0);
    expect(await screen.findByTestId('export-status')).toHaveTextContent(t.building);
    expect(calls.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });

  it('shows a ready export with its download link and expiry, revokes it, and the one-a-day note', async () => {
    signIn();
    let revoked = false;
    mockApi({
      'GET users/data-exports': () => [
        200,
        {
          items: [revoked ? item({ status: 'revoked', download_url: null }) : item()],
          next_allowed_at: '2026-12-03T10:00:00.000Z',
        },
      ],
      'DELETE users/data-exports/7': () => {
        revoked = true;
        return [200, { message: t.revoked }];
      },
    });
    renderPage(<DataExportPage />, '/privacy/export');
    const link = await screen.findByRole('link', { name: t.download });
    expect(link).toHaveAttribute('href', item().download_url);
    expect(screen.getByText(/The link works until/)).toBeInTheDocument();
    expect(screen.getByTestId('once-a-day')).toHaveTextContent('You can download your data once a day.');
    expect(screen.getByRole('button', { name: t.start })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: t.revokeLabel }));
    await waitFor(() => expect(screen.getByTestId('export-status')).toHaveTextContent(t.revokedStatus));
    expect(screen.queryByRole('link', { name: t.download })).toBeNull();
    expect((await screen.findAllByText(t.revoked)).length).toBeGreaterThan(0);
  });

  it('says the server’s one-a-day refusal in a toast', async () => {
    signIn();
    const message = 'You can download your data once a day. You can ask again after 2026-12-03 10:00 UTC.';
    mockApi({
      'GET users/data-exports': [200, { items: [], next_allowed_at: null }],
      'POST users/data-exports': [429, { message, code: 'rate_limited' }],
    });
    renderPage(<DataExportPage />, '/privacy/export');
    fireEvent.click(await screen.findByRole('button', { name: t.start }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
