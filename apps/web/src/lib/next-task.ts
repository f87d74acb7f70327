/**
 * Resolves in a later task of the main thread, so what follows runs in a task of its own and the
 * browser can paint, take input or handle a response in between (a long start split into parts).
 * `scheduler.yield()` where the browser has it (its continuation runs before other queued tasks),
 * otherwise a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
