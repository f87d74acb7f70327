import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@holdfast/shared/common';
import { communityTexts as t } from '@holdfast/shared/community';
import { buildUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';

// The community forum feature switched off (COMMUNITY_FORUM=off): one app for this file.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ COMMUNITY_FORUM: 'off' });
});
afterAll(() => app.app.close());

describe('the community feature flag', () => {
  it('off: app-info says so and every community call is 403 community_disabled, the agreement included', async () => {
    expect((await request(app).get('/app-info')).json().features.communityForum).toBe(false);
    const user = await buildUser(app);
    const api = request(app, user.token);
    const agreement = await api.post('/community/agreement', { display_name: 'Sam', age: 30, accept: true, aboveEighteen: true });
    expect(agreement.statusCode).toBe(403);
    expect(agreement.json()).toMatchObject({ message: t.communityDisabled, code: ERROR_CODES.communityDisabled });
    for (const url of ['/community/categories', '/community/members', '/community/members-status', '/community/watched-threads']) {
      const res = await api.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe(ERROR_CODES.communityDisabled);
    }
  });
});
