/**
 * Group commit for one kind of write: concurrent calls go to the database together as one
 * statement (one round trip, one transaction, one WAL flush), instead of one each.
 *
 * A call made while the database is idle goes out at once (no waiting for company); calls made
 * while `maxInFlight` batches are already running wait, and go out together (up to `maxBatch`) as
 * soon as one of those finishes. Each call still gets only its own result, and is answered only
 * after the statement that carried it has committed. Items that must not share a statement (two
 * check-ins of one member: each must see the other) are kept apart by `canJoin`. If a statement
 * carrying several items fails, each item is tried again alone, so one bad item fails only itself.
 */
export interface Batcher<In, Out> {
  submit(item: In): Promise<Out>;
  /** Statements sent and items they carried, since the start (for `npm run bench`). */
  readonly stats: { statements: number; items: number };
}

interface Waiting<In, Out> {
  item: In;
  resolve: (value: Out) => void;
  reject: (error: unknown) => void;
}

export function createBatcher<In, Out>(
  run: (items: In[]) => Promise<Out[]>,
  opts: { maxBatch: number; maxInFlight: number; canJoin?: (batch: readonly In[], item: In) => boolean },
): Batcher<In, Out> {
  const queue: Waiting<In, Out>[] = [];
  const stats = { statements: 0, items: 0 };
  let inFlight = 0;
  let scheduled = false;

  function take(): Waiting<In, Out>[] {
    const batch: Waiting<In, Out>[] = [];
    const items: In[] = [];
    for (let i = 0; i < queue.length && batch.length < opts.maxBatch;) {
      const w = queue[i]!;
      if (!opts.canJoin || items.length === 0 || opts.canJoin(items, w.item)) {
        batch.push(w);
        items.push(w.item);
        queue.splice(i, 1);
      } else i++;
    }
    return batch;
  }

  async function send(batch: Waiting<In, Out>[]) {
    stats.statements += 1;
    stats.items += batch.length;
    let results: Out[];
    try {
      results = await run(batch.map((w) => w.item));
      if (results.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${results.length} results`);
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      // One at a time: only the item that fails on its own gets the error.
      else for (const w of batch) await send([w]);
      return;
    }
    batch.forEach((w, i) => w.resolve(results[i]!));
  }

  function pump() {
    scheduled = false;
    while (inFlight < opts.maxInFlight && queue.length) {
      const batch = take();
      inFlight += 1;
      void send(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    stats,
    submit(item) {
      return new Promise<Out>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        // Calls made in the same tick leave together.
        if (!scheduled) {
          scheduled = true;
          queueMicrotask(pump);
        }
      });
    },
  };
}
