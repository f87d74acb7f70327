import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { bothHaveMetaOn, upsertUserMeta } from './accounts.repository';

// The question other areas ask of accounts' settings (messaging's read receipts) instead of reading user_meta.
const KEY = 'MESSAGING_READ_RECEIPTS';
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

describe('bothHaveMetaOn', () => {
  it('is true only when both people set the key to true', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    expect(await bothHaveMetaOn(app.db, a.id, b.id, KEY)).toBe(false);
    await upsertUserMeta(app.db, a.id, KEY, true);
    expect(await bothHaveMetaOn(app.db, a.id, b.id, KEY)).toBe(false);
    expect(await bothHaveMetaOn(app.db, b.id, a.id, KEY)).toBe(false);
    await upsertUserMeta(app.db, b.id, KEY, true);
    expect(await bothHaveMetaOn(app.db, a.id, b.id, KEY)).toBe(true);
    expect(await bothHaveMetaOn(app.db, b.id, a.id, KEY)).toBe(true);
  });

  it('reads the one key, and only the value true', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    await upsertUserMeta(app.db, a.id, KEY, true);
    await upsertUserMeta(app.db, b.id, 'DASHBOARD_ONBOARDING_DONE', true);
    expect(await bothHaveMetaOn(app.db, a.id, b.id, KEY)).toBe(false);
    await upsertUserMeta(app.db, b.id, KEY, 'true');
    expect(await bothHaveMetaOn(app.db, a.id, b.id, KEY)).toBe(false);
    await upsertUserMeta(app.db, b.id, KEY, false);
    expect(await bothHaveMetaOn(app.db, a.id, b.id, KEY)).toBe(false);
  });

  it('is false for a person paired with themselves, even with the key on', async () => {
    const a = await buildUser(app);
    await upsertUserMeta(app.db, a.id, KEY, true);
    expect(await bothHaveMetaOn(app.db, a.id, a.id, KEY)).toBe(false);
  });
});
