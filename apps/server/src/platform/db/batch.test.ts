import { describe, expect, it } from 'vitest';
import { createBatcher } from './batch';

/** A fake statement: records each batch, answers when released. */
function fakeDatabase() {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const run = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      pending.push(() => (items.includes(13) && items.length > 0 ? reject(new Error('unlucky')) : resolve(items.map((i) => `done ${i}`))));
    });
  /** Answers every statement sent so far and every one they lead to. */
  const releaseAll = async () => {
    await new Promise((r) => setTimeout(r, 0));
    while (pending.length) {
      pending.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { batches, run, releaseAll };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('createBatcher', () => {
  it('sends a lone call at once, and the calls that arrive meanwhile together in the next statement', async () => {
    const db = fakeDatabase();
    const batcher = createBatcher(db.run, { maxBatch: 10, maxInFlight: 1 });
    const first = batcher.submit(1);
    await tick();
    expect(db.batches).toEqual([[1]]);
    const later = [2, 3, 4].map((i) => batcher.submit(i));
    await tick();
    expect(db.batches).toEqual([[1]]);
    await db.releaseAll();
    expect(await first).toBe('done 1');
    expect(await Promise.all(later)).toEqual(['done 2', 'done 3', 'done 4']);
    expect(db.batches).toEqual([[1], [2, 3, 4]]);
    expect(batcher.stats).toEqual({ statements: 2, items: 4 });
  });

  it('keeps each statement within maxBatch and runs up to maxInFlight at once', async () => {
    const db = fakeDatabase();
    const batcher = createBatcher(db.run, { maxBatch: 2, maxInFlight: 2 });
    const all = [1, 2, 3, 4, 5, 6].map((i) => batcher.submit(i));
    await tick();
    expect(db.batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    await db.releaseAll();
    expect(await Promise.all(all)).toEqual([1, 2, 3, 4, 5, 6].map((i) => `done ${i}`));
    expect(db.batches).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
  });

  it('keeps apart items canJoin refuses (they go in a later statement)', async () => {
    const db = fakeDatabase();
    const sameParity = (batch: readonly number[], item: number) => !batch.some((i) => i % 2 === item % 2);
    const batcher = createBatcher(db.run, { maxBatch: 10, maxInFlight: 1, canJoin: sameParity });
    const all = [1, 3, 2, 5, 4].map((i) => batcher.submit(i));
    await db.releaseAll();
    await Promise.all(all);
    expect(db.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('when a statement of several items fails, tries each alone: only the bad one fails', async () => {
    const db = fakeDatabase();
    const batcher = createBatcher(db.run, { maxBatch: 10, maxInFlight: 1 });
    const results = [12, 13, 14].map((i) => batcher.submit(i).catch((e: Error) => e.message));
    await db.releaseAll();
    expect(await Promise.all(results)).toEqual(['done 12', 'unlucky', 'done 14']);
    expect(db.batches).toEqual([[12, 13, 14], [12], [13], [14]]);
  });
});
