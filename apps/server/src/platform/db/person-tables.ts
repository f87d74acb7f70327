import { sql } from 'drizzle-orm';
import { selectRows, type Db } from './client';

/** One table that holds something of a person, and how the schema ties it to them. */
export interface PersonTable {
  table: string;
  /** `fk`: a foreign key reaches `users` (directly or through tables that do); `column`: a column named for a person. */
  via: 'fk' | 'column';
}

/**
 * Columns that name a person without a foreign key (a log keeps its rows when the account goes, an
 * outbox keeps an address): a table with one of them holds a person's data as surely as one whose
 * foreign key reaches `users`.
 */
const PERSON_COLUMN = /(^|_)(to|user_id|owner_id|author_id|viewer_id|actor_id|email|to_address|recipient_id|member_id|client_id|coach_id)$/;

/**
 * Every table of the migrated schema that holds a person's data: those a chain of foreign keys ties to
 * `users`, and those with a column named for a person. The erasure and export coverage tests read it
 * from the database itself, so a new table is listed the day its migration runs.
 */
export async function personTables(db: Db): Promise<PersonTable[]> {
  const linked = await selectRows<{ table_name: string }>(
    db,
    sql`
    with recursive reach(oid) as (
      select 'users'::regclass::oid
      union
      select c.conrelid from pg_constraint c join reach r on c.confrelid = r.oid where c.contype = 'f'
    )
    select relname as table_name from reach join pg_class on pg_class.oid = reach.oid
  `,
  );
  const columns = await selectRows<{ table_name: string; column_name: string }>(
    db,
    sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and left(table_name, 2) <> '__'
  `,
  );
  const byFk = new Set(linked.map((r) => r.table_name));
  const byColumn = new Set(columns.filter((r) => PERSON_COLUMN.test(r.column_name)).map((r) => r.table_name));
  return [...new Set([...byFk, ...byColumn])].sort().map((table) => ({ table, via: byFk.has(table) ? 'fk' : 'column' }));
}

/**
 * How an account's erasure treats one table of `personTables` (each area declares its tables in its
 * `<area>.erasure.ts`, `erasureDeclaration`; `modules/erasure/erasure-coverage.test.ts` fails on a
 * listed table no area declares):
 * - `cascade`: its rows go with the `users` row (a chain of ON DELETE CASCADE);
 * - `deleted`: the area deletes the person's rows in the erasure's transaction (rows that name them
 *   without a cascading key: an address, a log);
 * - `anonymised`: the rows stay for the others, `columns` (the links to the person) set null;
 * - `kept`: the rows stay for `reason`, with no link to the person (`columns` set null, if any).
 */
export type TableErasure =
  | { how: 'cascade' | 'deleted'; note?: string }
  | { how: 'anonymised'; columns: readonly string[]; note: string }
  | { how: 'kept'; reason: string; columns?: readonly string[] };

/** One area's tables and how erasure treats each. */
export type ErasureDeclaration = Readonly<Record<string, TableErasure>>;
