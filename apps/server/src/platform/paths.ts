import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found by walking up from this module to the folder
 * holding `drizzle/`: the same answer whether the code runs from `src/` through tsx or from the
 * esbuild bundle in `dist/` (where every module shares the bundle's own URL).
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'drizzle')) && existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();
/** The monorepo root (its package.json holds the app's version). */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
/** The course files the project ships. */
export const COURSE_ASSETS_DIR = path.join(SERVER_ROOT, 'assets/courses');
/** The built web app, unless WEB_DIST_DIR says otherwise. */
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');

/** The app's version: the root package.json's (the API's info, a backup's manifest). */
export const APP_VERSION = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
