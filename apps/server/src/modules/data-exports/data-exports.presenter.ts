import type { DataExport, DataExportStatus } from '@holdfast/shared/data-exports';
import { isoInstant, isoInstantOrNull } from '../../platform/db/instant';
import type { ExportRow } from './data-exports.repository';

export function exportStatus(row: ExportRow): DataExportStatus {
  if (row.expired) return 'expired';
  return row.status as DataExportStatus;
}

/** An export as its owner sees it; `downloadUrl` is the signed link, given only while it is ready. */
export function presentExport(row: ExportRow, downloadUrl: (row: ExportRow) => string): DataExport {
  const status = exportStatus(row);
  return {
    id: Number(row.id),
    status,
    requested_at: isoInstant(row.requested_at),
    ready_at: isoInstantOrNull(row.ready_at),
    expires_at: isoInstantOrNull(row.expires_at),
    size_bytes: row.size_bytes == null ? null : Number(row.size_bytes),
    download_url: status === 'ready' ? downloadUrl(row) : null,
  };
}
