import type { NewNotification } from '@holdfast/shared/notifications';
import { signUp, type TestApp } from './harness';

/**
 * Factories: each test builds the records it needs (fresh users, so no test depends on another's
 * data or order). They go through the API or the area's public service, like real callers.
 */
export type TestUser = Awaited<ReturnType<typeof signUp>>;

/** A registered user, verified and with a profile unless told otherwise; `.token` signs requests. */
export function buildUser(t: TestApp, opts: Parameters<typeof signUp>[1] = {}): Promise<TestUser> {
  return signUp(t, { profile: true, ...opts });
}

let notificationCounter = 0;
/** A notification for `user`, made through the notifications service (as other areas do). */
export function buildNotification(t: TestApp, user: { id: number }, overrides: Partial<NewNotification> = {}) {
  notificationCounter += 1;
  return t.notifications.notify(user.id, {
    title: `Title ${notificationCounter}`,
    message: `Message ${notificationCounter}`,
    meta: { type: 'check-in' },
    ...overrides,
  });
}
