import { useMutation } from '@tanstack/react-query';
import { adminApiPaths as paths, auditLogTexts as t } from '@holdfast/shared/admin';
import { API_PREFIX } from '@holdfast/shared/common';
import { ApiError } from '@/lib/api-client';
import { getToken } from '@/lib/token-store';
import { auditLogQuery, type AuditLogFilters } from './list-audit-log';

/**
 * GET admin/audit-log.csv with the page's filters, saved as a file. The answer is text, not JSON,
 * and the bearer header is the only way to present a token, so it is fetched here and handed to
 * the browser as a download (an object URL), never opened by URL.
 */
export async function downloadAuditLogCsv(filters: AuditLogFilters): Promise<void> {
  const query = new URLSearchParams(Object.entries(auditLogQuery(filters)).map(([k, v]) => [k, String(v)])).toString();
  const token = getToken();
  const response = await fetch(`${API_PREFIX}/${paths.auditLogCsv}${query ? `?${query}` : ''}`, {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, { message: body.message ?? t.downloadFailed });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = t.csvFileName(new Date().toISOString().slice(0, 10));
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadAuditLogCsv() {
  return useMutation({ mutationFn: downloadAuditLogCsv });
}
