import type { CoachResource } from '@holdfast/shared/coaching';
import { isoInstant } from '../../platform/db/instant';
import type { CoachResourceRow } from './resources.repository';

/** A resource as its viewer sees it: a stored file carries the viewer's signed link (`fileUrl`), a link its address. */
export function presentCoachResource(row: CoachResourceRow, fileUrl: (row: CoachResourceRow) => string): CoachResource {
  return {
    id: row.id,
    title: row.title,
    resource_type: row.resource_type,
    external_link: row.resource_type === 'external-link' ? row.external_link : null,
    file_url: row.file_key ? fileUrl(row) : null,
    created_at: isoInstant(row.created_at),
  };
}
