import type { Db } from '../db/client';

/**
 * Every event of the app, by name, with its payload: empty here, filled by the areas. An area
 * declares the events it emits in its own `<area>.events.ts`, by declaration merging:
 *
 *     declare module '../../platform/events/events' {
 *       interface AppEvents {
 *         'check-ins.record-stored': RecordStored;
 *       }
 *     }
 *
 * so `ctx.events.emit` and `ctx.events.on` check a name and its payload against the area that
 * owns it, and platform/ names no area. A name is `<area>.<what happened>`; only that area emits it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppEvents {}

/**
 * A reaction to an event: runs inside the emitter's transaction (`tx`), so what it writes (a job it
 * queues with `{ tx }`, a row) commits or rolls back with the emitter's write. What it throws fails
 * the emitter's write and reaches the emitter's caller.
 */
export type EventHandler<P> = (tx: Db, payload: P) => Promise<void>;

/**
 * Cross-area reactions. Areas subscribe while they register (`on`, in their `index.ts`) and emit
 * while they answer requests (`emit`), so the order in which areas register carries no meaning:
 * every subscription is in place before the first request. `M` is the name → payload map (the
 * app's `AppEvents`; a test's own).
 */
export interface Events<M extends object = AppEvents> {
  /**
   * React to another area's event (or one's own); handlers of one event run in the order they
   * subscribed. Only while the areas register: after the first emit it throws (a subscription made
   * while answering would miss what came before it, and add itself again on every request).
   */
  on<E extends keyof M>(event: E, handler: EventHandler<M[E]>): void;
  /**
   * Tell the subscribers, one after another, each awaited, with `tx`: the transaction the emitter's
   * write is in (or `ctx.db` where that write was one statement that has already committed: the
   * handlers' writes are then their own). The first handler to throw stops the rest and the emit
   * throws it; in a transaction, the whole write rolls back. No subscriber: nothing happens.
   */
  emit<E extends keyof M>(tx: Db, event: E, payload: M[E]): Promise<void>;
}

export function createEvents<M extends object = AppEvents>(): Events<M> {
  const handlers = new Map<keyof M, EventHandler<never>[]>();
  let emitted = false;
  return {
    on(event, handler) {
      if (emitted) throw new Error(`Subscribe to ${String(event)} while the areas register, not after the first emit`);
      const list = handlers.get(event) ?? [];
      list.push(handler as EventHandler<never>);
      handlers.set(event, list);
    },
    async emit(tx, event, payload) {
      emitted = true;
      for (const handler of (handlers.get(event) ?? []) as EventHandler<typeof payload>[]) await handler(tx, payload);
    },
  };
}
