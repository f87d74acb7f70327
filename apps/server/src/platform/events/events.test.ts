import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { selectRows, type Database, type Db } from '../db/client';
import { createTestDatabase } from '../../test/harness';
import { createEvents } from './events';

/** The test's own events (the app's come from the areas' `<area>.events.ts`). */
interface TestEvents {
  'notes.written': { noteId: number };
  'notes.archived': { noteId: number; by: number };
}

let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
beforeAll(async () => {
  testDb = await createTestDatabase();
  database = testDb.database;
  await database.db.execute(sql`create table event_test_reactions (note_id int not null, reaction text not null)`);
});
afterAll(() => testDb.drop());

const reactionsTo = (noteId: number) =>
  selectRows<{ reaction: string }>(database.db, sql`select reaction from event_test_reactions where note_id = ${noteId} order by reaction`);
const react = (tx: Db, noteId: number, reaction: string) =>
  tx.execute(sql`insert into event_test_reactions (note_id, reaction) values (${noteId}, ${reaction})`);

describe('events', () => {
  it('runs every handler of the event, in the order they subscribed, with the payload; not those of another event', async () => {
    const events = createEvents<TestEvents>();
    const heard: string[] = [];
    events.on('notes.written', async (_tx, { noteId }) => void heard.push(`first ${noteId}`));
    events.on('notes.archived', async (_tx, { noteId, by }) => void heard.push(`archived ${noteId} by ${by}`));
    events.on('notes.written', async (_tx, { noteId }) => void heard.push(`second ${noteId}`));
    await events.emit(database.db, 'notes.written', { noteId: 7 });
    expect(heard).toEqual(['first 7', 'second 7']);
  });

  it('does nothing for an event nobody subscribed to', async () => {
    const events = createEvents<TestEvents>();
    await expect(events.emit(database.db, 'notes.archived', { noteId: 1, by: 2 })).resolves.toBeUndefined();
  });

  it('reaches a subscription made after the emitting area registered: what counts is that it is in place before the first emit', async () => {
    const events = createEvents<TestEvents>();
    // The emitting "area" registers first and keeps only the emit it will call at request time.
    const writeNote = (noteId: number) => events.emit(database.db, 'notes.written', { noteId });
    // The reacting one registers afterwards.
    const heard: number[] = [];
    events.on('notes.written', async (_tx, { noteId }) => void heard.push(noteId));
    await writeNote(3);
    expect(heard).toEqual([3]);
  });

  it('refuses a subscription after the first emit', async () => {
    const events = createEvents<TestEvents>();
    await events.emit(database.db, 'notes.written', { noteId: 1 });
    expect(() => events.on('notes.written', async () => undefined)).toThrow(/while the areas register/);
  });

  it("runs the handlers in the emitter's transaction: their writes commit with it", async () => {
    const events = createEvents<TestEvents>();
    events.on('notes.written', async (tx, { noteId }) => void (await react(tx, noteId, 'card')));
    await database.db.transaction(async (tx) => {
      await events.emit(tx, 'notes.written', { noteId: 10 });
    });
    expect(await reactionsTo(10)).toEqual([{ reaction: 'card' }]);
  });

  it('rolls the reactions back with a write that fails after the emit', async () => {
    const events = createEvents<TestEvents>();
    events.on('notes.written', async (tx, { noteId }) => void (await react(tx, noteId, 'card')));
    await expect(
      database.db.transaction(async (tx) => {
        await events.emit(tx, 'notes.written', { noteId: 11 });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await reactionsTo(11)).toEqual([]);
  });

  it("fails the emitter's write when a handler throws: the handlers after it do not run, and nothing of the transaction stays", async () => {
    const events = createEvents<TestEvents>();
    const ran: string[] = [];
    events.on('notes.written', async (tx, { noteId }) => {
      ran.push('first');
      await react(tx, noteId, 'first');
    });
    events.on('notes.written', async () => {
      ran.push('failing');
      throw new Error('the reaction failed');
    });
    events.on('notes.written', async () => void ran.push('after'));
    await expect(
      database.db.transaction(async (tx) => {
        await react(tx, 12, 'the write itself');
        await events.emit(tx, 'notes.written', { noteId: 12 });
      }),
    ).rejects.toThrow('the reaction failed');
    expect(ran).toEqual(['first', 'failing']);
    expect(await reactionsTo(12)).toEqual([]);
  });
});
