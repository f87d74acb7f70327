import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type pg from 'pg';
import type { Query } from '../db/dump';

/**
 * The portable dump, for a PostgreSQL server newer than the pg_dump on this machine (pg_dump refuses
 * a newer server): every row of every table of the public schema in PostgreSQL's own text form of
 * the row type, one JSON line per row (`{"t":"users","r":"(1,…)"}`). It holds no schema: the restore
 * runs the migrations first (so it needs the backup's migrations to be the journal's) and loads the
 * rows into them, as a data-only pg_restore does. The counters' values follow the rows (`{"s","v"}` lines).
 */
export async function writeRowsDump(client: pg.Client, tables: readonly string[], file: string): Promise<void> {
  const out = createWriteStream(file);
  for (const table of tables) {
    // In pages, so a large table never sits in memory whole; ctid order is fixed within the dump's snapshot.
    const pageSize = 5000;
    for (let offset = 0; ; offset += pageSize) {
      const { rows } = await client.query<{ row: string }>(
        `select x::text as row from ${quoteIdent(table)} x order by ctid limit ${pageSize} offset ${offset}`,
      );
      for (const r of rows) if (!out.write(JSON.stringify({ t: table, r: r.row }) + '\n')) await once(out, 'drain');
      if (rows.length < pageSize) break;
    }
  }
  // The counters as they stand, not the largest id loaded: an erased account's id is never handed out again
  // (the erasure ledger names it).
  const { rows: counters } = await client.query<{ name: string; value: string }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as value from pg_sequences
     where schemaname = 'public' and last_value is not null`,
  );
  for (const c of counters) out.write(JSON.stringify({ s: c.name, v: c.value }) + '\n');
  out.end();
  await once(out, 'finish');
}

/**
 * Loads a rows dump into a migrated, empty database, in the caller's transaction: triggers and
 * foreign keys off (`session_replication_role = replica`, which needs a superuser), what the
 * migrations seeded emptied first, each counter (identity, serial) set to its dumped value after.
 */
export async function loadRowsDump(query: Query, file: string): Promise<void> {
  await query('set local session_replication_role = replica');
  const tables = (
    await query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
    )
  ).map((r) => r.relname);
  if (tables.length) await query(`truncate ${tables.map(quoteIdent).join(', ')}`);
  const columnsOf = new Map<string, string[]>();
  const flush = async (table: string, rows: string[]) => {
    if (!rows.length) return;
    let columns = columnsOf.get(table);
    if (!columns) {
      // Generated columns (the search vectors) are made again by the database, not loaded.
      columns = (
        await query<{ attname: string }>(
          `select attname from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
          [quoteIdent(table)],
        )
      ).map((c) => c.attname);
      columnsOf.set(table, columns);
    }
    const list = columns.map(quoteIdent).join(', ');
    const fields = columns.map((c) => `(r).${quoteIdent(c)}`).join(', ');
    await query(
      `insert into ${quoteIdent(table)} (${list}) overriding system value
       select ${fields} from (select value::${quoteIdent(table)} as r from jsonb_array_elements_text($1::jsonb)) s`,
      [JSON.stringify(rows)],
    );
  };
  let table = '';
  let batch: string[] = [];
  const counters: { s: string; v: string }[] = [];
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue;
    const entry = JSON.parse(line) as { t: string; r: string } | { s: string; v: string };
    if ('s' in entry) {
      counters.push(entry);
      continue;
    }
    if (entry.t !== table || batch.length >= 1000) {
      await flush(table, batch);
      table = entry.t;
      batch = [];
    }
    batch.push(entry.r);
  }
  await flush(table, batch);
  for (const c of counters) await query('select setval($1::regclass, $2::bigint, true)', [c.s, c.v]);
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
