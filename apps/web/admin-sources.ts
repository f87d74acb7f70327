/**
 * The admin console's sources (Vite manifest keys, relative to apps/web): features/admin and the
 * areas' own admin folders and admin pages. Their chunks never reach a member: not in a first load
 * (scripts/size.mjs fails the build) and not in the service worker's precache (vite.config.ts).
 */
export const ADMIN_SOURCES = /^src\/features\/(?:admin\/|[^/]+\/(?:admin\/|pages\/admin-))/;
