import { describe, expect, it } from 'vitest';
import { accountabilityApiPaths } from '../accountability';
import { accountsApiPaths } from '../accounts';
import { adminApiPaths, adminCoursesApiPaths, adminPeopleApiPaths, adminQueueApiPaths, configsApiPaths } from '../admin';
import { checkInsApiPaths } from '../check-ins';
import { communityApiPaths } from '../community';
import { coursesApiPaths } from '../courses';
import { erasureApiPaths } from '../erasure';
import { groupsApiPaths } from '../groups';
import { messagingApiPaths } from '../messaging';
import { notificationsApiPaths } from '../notifications';
import { premiumApiPaths } from '../premium-groups';
import { devicesApiPaths, referenceApiPaths } from '../reference';
import { resourcesApiPaths } from '../resources';

/** Every area's API paths: what the server's routes register and the web's api/ files call. */
const ALL = {
  accountabilityApiPaths,
  accountsApiPaths,
  adminApiPaths,
  adminPeopleApiPaths,
  configsApiPaths,
  adminCoursesApiPaths,
  adminQueueApiPaths,
  checkInsApiPaths,
  communityApiPaths,
  coursesApiPaths,
  devicesApiPaths,
  erasureApiPaths,
  groupsApiPaths,
  messagingApiPaths,
  notificationsApiPaths,
  premiumApiPaths,
  referenceApiPaths,
  resourcesApiPaths,
};

/** Each path with its ids as `{0}`, `{1}`, … (a path function's arguments in order). */
const paths = Object.entries(ALL).flatMap(([area, named]) =>
  Object.entries(named).map(([key, path]) => ({
    name: `${area}.${key}`,
    path:
      typeof path === 'string' ? path : (path as (...ids: string[]) => string)(...Array.from({ length: path.length }, (_, i) => `{${i}}`)),
  })),
);

describe('API paths', () => {
  it('are relative to API_PREFIX, without a query or a trailing slash', () => {
    const wrong = paths.filter(({ path }) => !/^[a-z{][a-z0-9{}./-]*$/.test(path) || path.endsWith('/')).map((p) => `${p.name}: ${p.path}`);
    expect(wrong).toEqual([]);
  });

  it('name each path once, in one area', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const { name, path } of paths) {
      if (seen.has(path)) twice.push(`${path}: ${seen.get(path)} and ${name}`);
      seen.set(path, name);
    }
    expect(twice).toEqual([]);
    expect(paths.length).toBeGreaterThan(180);
  });
});
