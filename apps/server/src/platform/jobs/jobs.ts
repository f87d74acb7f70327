import type { Logger } from 'pino';

/**
 * Work that must not run inside a request (mail today). Jobs are named and take a JSON payload,
 * so a durable queue in PostgreSQL can replace this in-process one behind the same interface
 * (`createJobQueue` is the one call to swap). Jobs run one at a time after the current request
 * has answered; a failure is logged, never thrown at the caller.
 */
export interface JobQueue {
  define<T>(name: string, handler: (payload: T) => Promise<void>): void;
  enqueue<T>(name: string, payload: T): void;
  /** Resolves when every job enqueued so far has run (tests, shutdown). */
  idle(): Promise<void>;
}

export function createJobQueue(log: Logger): JobQueue {
  const handlers = new Map<string, (payload: unknown) => Promise<void>>();
  let tail: Promise<void> = Promise.resolve();
  return {
    define(name, handler) {
      if (handlers.has(name)) throw new Error(`job ${name} is defined twice`);
      handlers.set(name, handler as (payload: unknown) => Promise<void>);
    },
    enqueue(name, payload) {
      const handler = handlers.get(name);
      if (!handler) throw new Error(`unknown job ${name}`);
      // setImmediate: the job starts after the request's answer has been written.
      tail = tail.then(
        () =>
          new Promise<void>((resolve) =>
            setImmediate(() => {
              handler(JSON.parse(JSON.stringify(payload))).then(resolve, (err: unknown) => {
                log.error({ err, job: name }, 'job failed');
                resolve();
              });
            }),
          ),
      );
    },
    idle: async () => {
      let seen: Promise<void>;
      do {
        seen = tail;
        await seen;
      } while (seen !== tail);
    },
  };
}
