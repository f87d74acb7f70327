import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { adminCoursesTexts as t } from '@holdfast/shared/admin';
import { API_PREFIX } from '@holdfast/shared/common';
import { expect, seedMember, signInAs, test } from './support';

const API = API_PREFIX;

/** The e2e server's first ff_admin (ADMIN_EMAIL / ADMIN_PASSWORD of global-setup). */
async function adminToken(req: APIRequestContext) {
  const res = await req.post(`${API}/oauth/token`, {
    data: { grant_type: 'password', email: 'e2e-admin@example.com', password: 'E2e*Admin1' },
  });
  return { token: ((await res.json()) as { access_token: string }).access_token };
}

// Issue 39, "Done means": an admin creates a small course with a video item and a form panel that a
// member then completes.
test.describe('the courses editor', () => {
  test('an admin builds a course with an uploaded video and a form panel, publishes it; a member completes it', async ({
    page,
    request,
    a11y,
  }) => {
    test.setTimeout(120_000);
    const name = `Tiny Steps ${Date.now().toString(36)}`;
    // A real (tiny) WebM: the server reads its type from its magic bytes (1A 45 DF A3, doc type webm).
    const video = await readFile(path.resolve('apps/server/assets/courses/day.webm'));
    expect([...video.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

    await signInAs(page, await adminToken(request));
    await page.goto('/admin/courses');
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: t.newCourse }).click();
    const create = page.getByRole('dialog');
    await create.getByRole('textbox', { name: 'Name' }).fill(name);
    await create.getByRole('button', { name: t.newCourse }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText(t.draftBadge, { exact: true })).toBeVisible();
    const courseId = Number(/\/admin\/courses\/(\d+)$/.exec(page.url())![1]);

    await page.getByRole('textbox', { name: 'Lesson name' }).fill('Week one');
    await page.getByRole('button', { name: t.addLesson }).click();
    await expect(page.getByRole('region', { name: 'Lesson: Week one' })).toBeVisible();

    // The video item: uploaded with a progress bar, then saved.
    await page.getByRole('button', { name: `${t.addItem}: Week one` }).click();
    const itemDialog = page.getByRole('dialog');
    await itemDialog.getByRole('textbox', { name: 'Title' }).fill('First video');
    await itemDialog
      .getByLabel(`${t.upload}: Video (WebM or MP4)`)
      .setInputFiles({ name: 'first.webm', mimeType: 'video/webm', buffer: video });
    await expect(itemDialog.getByTestId('file-key')).toHaveText(/^upload-[a-f0-9]{32}\.webm$/);
    await a11y.check();
    await itemDialog.getByRole('button', { name: t.save }).click();
    await expect(itemDialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Item: First video' })).toBeVisible();

    // Its form panel: one required question.
    await page.getByRole('button', { name: `${t.addPanel}: First video` }).click();
    const panelDialog = page.getByRole('dialog');
    await panelDialog.getByRole('textbox', { name: 'Panel name' }).fill('Reflection');
    await panelDialog.getByRole('textbox', { name: 'Form title' }).fill('Reflect');
    await panelDialog.getByRole('textbox', { name: 'Question 1' }).fill('What will you do today?');
    await panelDialog.getByRole('checkbox', { name: 'Required' }).check();
    await a11y.check();
    await panelDialog.getByRole('button', { name: t.save }).click();
    await expect(panelDialog).toBeHidden();
    await expect(page.getByText('Panel: Reflection')).toBeVisible();

    await page.getByRole('button', { name: t.publish, exact: true }).click();
    await expect(page.getByText(t.publishedBadge, { exact: true })).toBeVisible();

    // A member opens it, watches the video and completes the form panel: the course shows complete.
    const member = await seedMember(request, 'learner', 'Robin Hale');
    await signInAs(page, member);
    await page.goto(`/courses/${courseId}/detail`);
    await page.getByRole('button', { name: 'Start Course Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/lessons$`));
    // The courses area's synchronize, asked when it opened, may answer after the start and send the page
    // back to the detail page (seen once on a busy host): open the lessons again, now assigned.
    await page.goto(`/courses/${courseId}/lessons`);
    await page.getByRole('link', { name: 'First video' }).click();
    await expect(page.getByRole('heading', { name: 'First video', exact: true })).toBeVisible();
    await expect(page.getByTestId('video-player')).toHaveAttribute('data-loaded', 'true');
    await page.getByRole('textbox', { name: 'What will you do today?' }).fill('Call my partner');
    await page.getByRole('button', { name: 'Complete Course' }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/lessons$`));
    await expect(page.getByText('You did it!')).toBeVisible();
    await expect(page.getByTestId('course-progress')).toHaveText('100%');

    // The answer reached the server.
    const list = (await (await request.post(`${API}/user-courses/synchronize`, { headers: member.headers })).json()) as {
      id: number;
      course_id: number;
      course: { lessons: { id: number; lesson_items: { id: number; item_panels: { id: number }[] }[] }[] };
    }[];
    const uc = list.find((c) => c.course_id === courseId)!;
    const lesson = uc.course.lessons[0]!;
    const item = lesson.lesson_items[0]!;
    const answers = await request.get(
      `${API}/user-courses/${uc.id}/lessons/${lesson.id}/items/${item.id}/panels/${item.item_panels[0]!.id}`,
      {
        headers: member.headers,
      },
    );
    expect(((await answers.json()) as { answers: { answer: string }[] }).answers[0]!.answer).toBe('Call my partner');
  });
});
