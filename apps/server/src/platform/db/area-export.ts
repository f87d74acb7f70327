import { sql, type SQL } from 'drizzle-orm';
import type { ConsentsExport } from '@holdfast/shared/data-exports';
import { selectRow, type Db } from './client';

/**
 * How an export names another person: only what the member already sees of them (accounts'
 * `exportPeople`, passed in by the data-exports module, since platform imports no module).
 */
export interface ExportPeopleSql {
  /** `left join` of the person whose id is `id`, as `alias`. */
  join(alias: string, id: SQL): SQL;
  /** The display name of the person joined as `alias` (null when they have none or are gone). */
  name(alias: string): SQL;
}

/** One JSON file of a member's export, read by the area that owns its tables. */
export interface ExportFilePart {
  /** The file's name in the ZIP (`check-ins.json`), one file per area part. */
  file: string;
  /** Its heading on the readable page. */
  title: string;
  /**
   * The file's content without `schema_version` (the data-exports module adds it and checks the
   * whole against the file's shared schema), read over the area's own tables for `userId` only.
   */
  read(db: Db, userId: number, people: ExportPeopleSql): Promise<Record<string, unknown>>;
}

/** A stored file of the member's (an avatar, a coach's resource), copied into the ZIP under files/. */
export interface ExportUpload {
  key: string;
  /** The name under files/ (letters, digits, `.`, `-`, `_`). */
  name: string;
}

/** Where each of an area's tables holding a person's data goes: a file of the export, or why it is left out. */
export type ExportTableDeclaration = { file: string } | { excluded: string };

/** What one area (a module or a platform service with tables) gives the member's data export. */
export interface AreaExport {
  area: string;
  files: readonly ExportFilePart[];
  /** Every table of the area that holds a person's data (platform/db/person-tables), declared. */
  tables: Readonly<Record<string, ExportTableDeclaration>>;
  /** The member's stored files this area keeps (none when absent). */
  uploads?(db: Db, userId: number): Promise<ExportUpload[]>;
  /** The area's consents (sharing switches) and their stored changes, for consents.json. */
  consents?(db: Db, userId: number, people: ExportPeopleSql): Promise<Partial<ConsentsPart>>;
}

/** consents.json without its schema_version, merged from the areas that hold consents. */
export type ConsentsPart = Omit<ConsentsExport, 'schema_version'>;

/** `select (<query>) as rows`, as a JSON array of its rows in their order ('[]' when there are none). */
export function jsonRows(query: SQL): SQL {
  return sql`coalesce((select json_agg(x) from (${query}) x), '[]'::json)`;
}

/** The first row of `query` as a JSON object, or null. */
export function jsonRow(query: SQL): SQL {
  return sql`(select row_to_json(x) from (${query}) x limit 1)`;
}

/** Runs `select json_build_object(<key>, <value>, …)` and answers the object (one statement per file). */
export async function readJsonObject(db: Db, parts: Record<string, SQL>): Promise<Record<string, unknown>> {
  const fields = Object.entries(parts).map(([key, value]) => {
    if (!/^[a-z_]+$/.test(key)) throw new Error(`export: '${key}' is not a field name`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  const row = await selectRow<{ data: Record<string, unknown> | string }>(
    db,
    sql`select json_build_object(${sql.join(fields, sql`, `)}) as data`,
  );
  const data = row?.data ?? {};
  return typeof data === 'string' ? (JSON.parse(data) as Record<string, unknown>) : data;
}
