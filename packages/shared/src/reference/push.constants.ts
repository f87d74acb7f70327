/**
 * The push constants, in a module of their own without zod: the web app's push watcher needs the
 * topic after the first paint, and importing index.ts would evaluate every reference schema (and zod) then.
 */
export const PUSH_TOPIC = 'production-campaign';
export const PUSH_PLATFORMS = ['web', 'ios', 'android'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];
