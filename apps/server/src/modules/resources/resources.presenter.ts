import type { Resource } from '@holdfast/shared/resources';
import { isoInstant } from '../../platform/db/instant';
import type { LibraryResourceRow } from './resources.repository';

/** A row as the contract says; `fileUrl` makes the viewer's signed link of an uploaded file. */
export function presentResource(row: LibraryResourceRow, fileUrl: (row: LibraryResourceRow) => string): Resource {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    kind: row.kind,
    description: row.description,
    url: row.fileKey ? fileUrl(row) : row.url,
    has_file: row.fileKey !== null,
    audience: row.audience,
    created_at: isoInstant(row.createdAt),
    updated_at: isoInstant(row.updatedAt),
  };
}
