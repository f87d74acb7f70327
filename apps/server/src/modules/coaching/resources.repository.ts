import { sql } from 'drizzle-orm';
import type { CoachResourceType } from '@holdfast/shared/coaching';
import { selectRows, type Db } from '../../platform/db/client';

/** Coach resources (spec 3 "Coach resource"): a coach's files and links, paged newest first. */

export interface CoachResourceRow {
  id: number;
  coach_id: number;
  title: string;
  resource_type: CoachResourceType;
  external_link: string | null;
  file_key: string | null;
  mime_type: string | null;
  created_at: string;
}

const columns = sql`r.id, r.coach_id, r.title, r.resource_type, r.external_link, r.file_key, r.mime_type, r.created_at`;

/** One page of a coach's resources, each row with the coach's total. */
export function listCoachResources(db: Db, coachId: number, limit: number, offset: number) {
  return selectRows<CoachResourceRow & { total: number }>(
    db,
    sql`select ${columns}, count(*) over ()::int as total from coach_resources r
        where r.coach_id = ${coachId} order by r.id desc limit ${limit} offset ${offset}`,
  );
}

export async function countCoachResources(db: Db, coachId: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from coach_resources where coach_id = ${coachId}`);
  return Number(row?.n ?? 0);
}

export async function insertCoachResource(
  db: Db,
  values: {
    coachId: number;
    title: string;
    resourceType: CoachResourceType;
    externalLink: string | null;
    fileKey: string | null;
    mimeType: string | null;
    sizeBytes: number | null;
  },
): Promise<CoachResourceRow> {
  const [row] = await selectRows<CoachResourceRow>(
    db,
    sql`insert into coach_resources as r (coach_id, title, resource_type, external_link, file_key, mime_type, size_bytes)
        values (${values.coachId}, ${values.title}, ${values.resourceType}, ${values.externalLink}, ${values.fileKey},
                ${values.mimeType}, ${values.sizeBytes})
        returning ${columns}`,
  );
  return row!;
}

/** Deletes one of the coach's resources; its file key (to remove the stored file), or undefined when it is not theirs. */
export async function deleteCoachResource(db: Db, coachId: number, id: number): Promise<{ file_key: string | null } | undefined> {
  const [row] = await selectRows<{ file_key: string | null }>(
    db,
    sql`delete from coach_resources where id = ${id} and coach_id = ${coachId} returning file_key`,
  );
  return row;
}

export async function findCoachResource(db: Db, id: number): Promise<CoachResourceRow | null> {
  const [row] = await selectRows<CoachResourceRow>(db, sql`select ${columns} from coach_resources r where r.id = ${id}`);
  return row ?? null;
}
