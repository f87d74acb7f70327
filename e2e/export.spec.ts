import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { dataExportsTexts as t } from '@holdfast/shared/data-exports';
import { expect, seedMember, signInAs, test } from './support';

test.describe('download my data', { tag: '@phone' }, () => {
  test('a member with a check-in downloads the export and opens its page, which shows the check-in', async ({ page, request }) => {
    const member = await seedMember(request, 'export', 'Rowan Export');
    const checkIn = await request.post('/api/v1.2/checkins', {
      headers: member.headers,
      data: {
        checkin_emotions: [3, 9],
        feeling_zone: 'recovery',
        feeling_notes: 'Called my partner before the meeting',
        fast_scale_answers: [],
        offset: 0,
      },
    });
    expect(checkIn.status()).toBe(201);

    await signInAs(page, member);
    await page.goto('/privacy/export');
    await expect(page.getByRole('heading', { name: t.pageTitle, level: 1 })).toBeVisible();
    await expect(page.getByText(t.none)).toBeVisible();
    await page.getByRole('button', { name: t.start }).click();
    await expect(page.getByText(t.started).first()).toBeVisible();

    // The job builds it; the page asks again while it is building.
    const link = page.getByRole('link', { name: t.download });
    await expect(link).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/The link works until/)).toBeVisible();
    await expect(page.getByTestId('once-a-day')).toContainText('once a day');
    await expect(page.getByRole('button', { name: t.start })).toBeDisabled();

    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^holdfast-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'holdfast-export-e2e-'));
    const zipPath = path.join(dir, 'export.zip');
    await download.saveAs(zipPath);
    const entries = unzipSync(new Uint8Array(readFileSync(zipPath)));
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(['index.html', 'check-ins.json', 'schemas/check-ins.schema.json']));
    const checkIns = JSON.parse(strFromU8(entries['check-ins.json']!)) as {
      schema_version: number;
      check_ins: { feeling_notes: string }[];
    };
    expect(checkIns.schema_version).toBe(1);
    expect(checkIns.check_ins.map((c) => c.feeling_notes)).toEqual(['Called my partner before the meeting']);

    // The readable page, opened from the unzipped folder as the member would.
    const htmlPath = path.join(dir, 'index.html');
    writeFileSync(htmlPath, entries['index.html']!);
    const reader = await page.context().newPage();
    await reader.goto(`file://${htmlPath}`);
    await expect(reader.getByRole('heading', { name: 'Your Holdfast data', level: 1 })).toBeVisible();
    await expect(reader.getByRole('heading', { name: 'Check-ins', level: 2 })).toBeVisible();
    await expect(reader.getByText('Called my partner before the meeting')).toBeVisible();
    await expect(reader.getByText('Rowan Export').first()).toBeVisible();
    expect(await reader.locator('script').count()).toBe(0);
    await reader.close();

    // Revoke: the link goes.
    await page.getByRole('button', { name: t.revokeLabel }).click();
    await expect(page.getByText(t.revoked).first()).toBeVisible();
    await expect(page.getByRole('link', { name: t.download })).toHaveCount(0);
  });
});
