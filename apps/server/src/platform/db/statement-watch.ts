import { PgPreparedQuery } from 'drizzle-orm/pg-core';

/**
 * Told of a statement as it starts (its SQL text, with $n placeholders: the bound values are never
 * passed on); answers what to call when it ends (with the error, or null), or nothing to skip it.
 */
export type StatementWatcher = (text: string) => ((error: unknown) => void) | undefined;

type QueryWithCache = (this: unknown, text: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;
const watchers = new Set<StatementWatcher>();
let wrapped = false;

/**
 * Calls `watcher` around every statement drizzle runs, on PGlite and node-postgres alike: the query
 * builder, db.execute and prepared statements, in or out of a transaction, all run through
 * PgPreparedQuery.queryWithCache with their text, so that one method is wrapped (once per process,
 * on the first watcher; statements run as before until then). Tracing's database spans use it.
 */
export function watchStatements(watcher: StatementWatcher): void {
  watchers.add(watcher);
  if (wrapped) return;
  wrapped = true;
  const prototype = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryWithCache };
  const original = prototype.queryWithCache;
  prototype.queryWithCache = function (text, params, query) {
    const ends = [...watchers].flatMap((watch) => watch(text) ?? []);
    if (ends.length === 0) return original.call(this, text, params, query);
    return original.call(this, text, params, query).then(
      (result) => {
        for (const end of ends) end(null);
        return result;
      },
      (err: unknown) => {
        for (const end of ends) end(err ?? new Error('statement failed'));
        throw err;
      },
    );
  };
}
