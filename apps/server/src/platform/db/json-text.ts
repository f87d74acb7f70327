import { sql, type SQL } from 'drizzle-orm';
import { preparedRows, type Db } from './client';

declare const contractType: unique symbol;

/**
 * The JSON text of a value of the contract type `T`, built by PostgreSQL (json_build_object /
 * json_agg with the contract's field names) or composed from such parts, sent to the client as is
 * (platform/http/json-text.ts). For read paths whose answer is large (hundreds of records) and whose
 * cost was the server's one thread mapping rows to objects and JSON.stringify-ing them: the database
 * already holds the values and writes JSON in C. The type parameter only says what the text holds;
 * the tests of a route that uses it parse its answers with the contract's zod schema and prove the
 * text equals what the presenter makes from the same rows (see docs/adding-an-area.md).
 */
export class JsonText<T> {
  declare readonly [contractType]: T;
  constructor(readonly text: string) {}
}

/**
 * A statement whose one row's `json` column (json or jsonb) is the answer, prepared once per handle
 * as preparedRows is; the column is read as text, so neither driver parses it. A statement that
 * answers no row, or null, is an error (use coalesce(json_agg(...), '[]') for an empty list).
 */
export function preparedJson<T>(name: string, query: SQL): (db: Db, params: Record<string, unknown>) => Promise<JsonText<T>> {
  const run = preparedRows<{ json: string | null }>(name, sql`select q.json::text as json from (${query}) as q`);
  return async (db, params) => {
    const [row] = await run(db, params);
    if (typeof row?.json !== 'string') throw new Error(`${name} answered no JSON`);
    return new JsonText<T>(row.json);
  };
}

type Fields<T> = { [K in keyof T]: T[K] | JsonText<T[K]> };

/**
 * An object's JSON text from plain values (JSON.stringify) and JsonText parts (inserted as they
 * are): the small part of an answer made in the server (dates, people with signed avatar links)
 * around the large part the database built. Undefined fields are left out, as JSON.stringify does.
 */
export function jsonObject<T extends object>(fields: Fields<T>): JsonText<T> {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    parts.push(`${JSON.stringify(key)}:${value instanceof JsonText ? value.text : JSON.stringify(value)}`);
  }
  return new JsonText<T>(`{${parts.join(',')}}`);
}

/** An avatar's file key as `{"$avatar": key}` in JSON the database builds; the server signs it (platform/resources/avatar-links signAvatarMarkers). */
export const avatarMarkerSql = (fileKey: SQL) => sql`json_build_object('$avatar', ${fileKey})`;
