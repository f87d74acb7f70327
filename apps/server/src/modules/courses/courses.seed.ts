import type { PanelForm } from '@holdfast/shared/courses';
import type { Db } from '../../platform/db/client';
import type { PanelResource } from './courses.table';
import * as repo from './courses.repository';
import { THIRTY_DAY_CHALLENGE } from './thirty-day-challenge.content';

/**
 * The seeded catalogue. Idempotent: every row has a stable slug and is upserted on each start, so edits
 * here reach existing databases and ids (and users' progress) stay put. A row an admin edited in the
 * console (`edited_at` set) is left as the admin made it, and a seeded lesson, item or panel an admin
 * deleted (`course_seed_removals`) is not brought back.
 */
interface SeedPanel {
  name: string;
  panel_type: 'information' | 'resources' | 'panel-resources' | 'form' | 'child-items';
  information_content?: string;
  form?: PanelForm;
  resources?: PanelResource[];
}
interface SeedItem {
  key: string;
  name: string;
  item_type: string;
  week?: number;
  file_key?: string;
  before?: string;
  after?: string;
  reflection?: string;
  challenge?: string;
  resource_url?: string;
  panels?: SeedPanel[];
  children?: SeedItem[];
}
interface SeedLesson {
  key: string;
  name: string;
  audience?: 'everyone' | 'married' | 'leader';
  items: SeedItem[];
}
interface SeedCourse {
  slug: string;
  name: string;
  course_type: 'standard' | '30-day-challenge';
  paid_type: 'free' | 'paid';
  position: number;
  summary: string;
  expectation: string;
  completion: string;
  duration?: string;
  prices?: { type: 'one-time' | 'monthly'; amount: number; apple: string; google: string }[];
  lessons: SeedLesson[];
}

const challenge: SeedCourse = {
  slug: 'thirty-day-challenge',
  name: '30 Day Challenge',
  course_type: '30-day-challenge',
  paid_type: 'free',
  position: 1,
  summary: '<p>Thirty days, five to ten minutes a day: a short video and one practice to build a life of freedom.</p>',
  expectation: '<p>Each day has a short video and a reflection. A new day opens when you finish the one before.</p>',
  completion: '<p>You finished the 30 Day Challenge. Your next best step is the Purity Path course.</p>',
  duration: '30 days',
  lessons: THIRTY_DAY_CHALLENGE.map((d, i) => {
    const day = i + 1;
    return {
      key: `day-${day}`,
      // The day's topic in its title, as a program reads ('Day 1: Why you are here').
      name: `Day ${day}: ${d.theme}`,
      items: [
        {
          key: 'video',
          name: d.theme,
          item_type: '30-day-video',
          file_key: 'day.webm',
          before: `<p>${d.intro}</p>`,
          after: '<p>Take a moment to pray about what you heard.</p>',
        },
        {
          key: 'info',
          name: `Reflect: ${d.theme}`,
          item_type: '30-day-info',
          reflection: d.reflection,
          challenge: d.practice,
        },
      ],
    };
  }),
};

const reflectionForm: PanelForm = {
  id: 1,
  title: 'Reflection',
  questions: [
    { id: 1, question: 'What triggers did you notice this week?', input_type: 'textarea', required: true },
    { id: 2, question: 'Who will you tell about them?', input_type: 'text', required: false },
  ],
};

const foundations: SeedCourse = {
  slug: 'freedom-foundations',
  name: 'Freedom Foundations',
  course_type: 'standard',
  paid_type: 'free',
  position: 2,
  summary: '<p>The foundations of lasting freedom, week by week.</p>',
  expectation: '<p>Videos, short readings, check items and a reflection form each week.</p>',
  completion: '<p>You completed Freedom Foundations.</p>',
  duration: '3 weeks',
  lessons: [
    {
      key: 'getting-started',
      name: 'Getting Started',
      items: [
        {
          key: 'welcome',
          name: 'Welcome',
          item_type: 'hosted-video',
          week: 1,
          file_key: 'welcome.webm',
          before: '<p>Start here: a short welcome.</p>',
          panels: [
            {
              name: 'About this video',
              panel_type: 'information',
              information_content: '<p>Watch it all the way through; it is four seconds.</p>',
            },
          ],
        },
        {
          key: 'how-it-works',
          name: 'How this course works',
          item_type: 'info',
          week: 1,
          before: '<p>Each week builds on the one before.</p>',
          panels: [
            {
              name: 'Resources',
              panel_type: 'resources',
              resources: [
                { id: 1, name: 'Workbook (PDF)', resource_type: 'file', external_link: null, file_url: 'workbook.pdf' },
                {
                  id: 2,
                  name: 'Find a local church',
                  resource_type: 'external-link',
                  external_link: 'https://holdfast.app/churches',
                  file_url: null,
                },
              ],
            },
          ],
        },
        { key: 'commit', name: 'I commit to a daily check-in', item_type: 'checkbox', week: 1 },
      ],
    },
    {
      key: 'understanding-triggers',
      name: 'Understanding Triggers',
      items: [
        {
          key: 'triggers-video',
          name: 'What is a trigger?',
          item_type: 'video',
          week: 2,
          file_key: 'welcome.mp4',
          after: '<p>Answer the reflection before moving on.</p>',
          panels: [{ name: 'Reflection', panel_type: 'form', form: reflectionForm }],
        },
        { key: 'workbook', name: 'Workbook', item_type: 'pdf-viewer', week: 2, file_key: 'workbook.pdf', resource_url: 'workbook.pdf' },
        {
          key: 'daily-practices',
          name: 'Daily practices',
          item_type: 'checkboxes',
          week: 2,
          panels: [
            { name: 'Practices', panel_type: 'child-items' },
            {
              name: 'Why practices matter',
              panel_type: 'information',
              information_content: '<p>Small daily habits, under ten minutes, add up.</p>',
            },
          ],
          children: [
            { key: 'pray', name: 'Pray in the morning', item_type: 'checkbox' },
            { key: 'read', name: 'Read one chapter', item_type: 'checkbox' },
          ],
        },
        {
          key: 'next-steps',
          name: 'Planning your next steps',
          item_type: 'info',
          week: 3,
          reflection: 'Which step will you take first?',
          panels: [
            {
              name: 'More help',
              panel_type: 'panel-resources',
              resources: [
                {
                  id: 3,
                  name: 'Holdfast help desk',
                  resource_type: 'external-link',
                  external_link: 'https://help.holdfast.app',
                  file_url: null,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'marriage',
      name: 'Marriage Module',
      audience: 'married',
      items: [
        { key: 'marriage-intro', name: 'Rebuilding trust together', item_type: 'info', week: 4, before: '<p>For married couples.</p>' },
        { key: 'marriage-guide', name: 'Marriage guide', item_type: 'pdf-viewer', week: 4, file_key: 'marriage-guide.pdf' },
      ],
    },
    {
      key: 'leader-resources',
      name: 'Leader Resources',
      audience: 'leader',
      items: [
        {
          key: 'leader-guide',
          name: 'Leader guide',
          item_type: 'pdf-viewer',
          week: 4,
          file_key: 'leader-guide.pdf',
          panels: [
            {
              name: 'Leader resources',
              panel_type: 'resources',
              resources: [{ id: 4, name: 'Leader guide (PDF)', resource_type: 'file', external_link: null, file_url: 'leader-guide.pdf' }],
            },
          ],
        },
      ],
    },
  ],
};

const purityPath: SeedCourse = {
  slug: 'purity-path',
  name: 'Purity Path',
  course_type: 'standard',
  paid_type: 'paid',
  position: 3,
  summary: '<p>A guided six-month path: $12.12 per month for 6 months, then lifetime access.</p>',
  expectation: '<p>5 to 10 minutes per day, with weekly videos and practices.</p>',
  completion: '<p>You walked the whole Purity Path.</p>',
  duration: '6 months',
  prices: [
    { type: 'one-time', amount: 7900, apple: 'holdfast.purity_path.lifetime', google: 'purity_path_lifetime' },
    { type: 'monthly', amount: 1212, apple: 'holdfast.purity_path.monthly', google: 'purity_path_monthly' },
  ],
  lessons: [
    {
      key: 'identity',
      name: 'Identity',
      items: [
        { key: 'identity-video', name: 'Who you are', item_type: 'hosted-video', week: 1, file_key: 'welcome.webm' },
        { key: 'identity-check', name: 'I read the identity passage', item_type: 'checkbox', week: 1 },
      ],
    },
    {
      key: 'community',
      name: 'Community',
      items: [
        {
          key: 'community-info',
          name: 'Why we need each other',
          item_type: 'info',
          week: 2,
          panels: [{ name: 'Reflection', panel_type: 'form', form: { ...reflectionForm, id: 2 } }],
        },
        { key: 'community-pdf', name: 'Community workbook', item_type: 'pdf-viewer', week: 2, file_key: 'workbook.pdf' },
      ],
    },
  ],
};

export const SEED_COURSES = [challenge, foundations, purityPath];

async function seedItem(
  db: Db,
  removed: Set<string>,
  lessonId: number,
  slug: string,
  item: SeedItem,
  position: number,
  parentItemId: number | null,
) {
  if (removed.has(slug)) return;
  const id = await repo.upsertItem(db, {
    slug,
    lessonId,
    parentItemId,
    position,
    name: item.name,
    weekNumber: item.week ?? null,
    itemType: item.item_type,
    fileKey: item.file_key ?? null,
    videoBeforeText: item.before ?? null,
    videoAfterText: item.after ?? null,
    reflectionQuestion: item.reflection ?? null,
    challengeDescription: item.challenge ?? null,
    resourceUrl: item.resource_url ?? null,
  });
  for (const [k, p] of (item.panels ?? []).entries()) {
    if (removed.has(`${slug}/panel-${k + 1}`)) continue;
    await repo.upsertPanel(db, {
      slug: `${slug}/panel-${k + 1}`,
      lessonItemId: id,
      position: k + 1,
      name: p.name,
      panelType: p.panel_type,
      informationContent: p.information_content ?? null,
      form: p.form ?? null,
      resources: p.resources ?? [],
    });
  }
  for (const [k, child] of (item.children ?? []).entries()) await seedItem(db, removed, lessonId, `${slug}/${child.key}`, child, k + 1, id);
}

export async function seedCourseCatalogue(db: Db) {
  await db.transaction(async (tx) => {
    const removed = await repo.listSeedRemovals(tx);
    for (const c of SEED_COURSES) {
      const courseId = await repo.upsertCourse(tx, {
        slug: c.slug,
        name: c.name,
        courseType: c.course_type,
        paidType: c.paid_type,
        summary: c.summary,
        completionContent: c.completion,
        expectationContent: c.expectation,
        formatType: c.course_type === '30-day-challenge' ? 'days' : 'weeks',
        duration: c.duration ?? null,
        position: c.position,
      });
      for (const p of c.prices ?? []) {
        await repo.upsertPaymentInfo(tx, {
          courseId,
          amount: p.amount,
          stripePaymentType: p.type,
          applePayProductId: p.apple,
          googlePlayProductId: p.google,
        });
      }
      for (const [li, lesson] of c.lessons.entries()) {
        const lessonSlug = `${c.slug}/${lesson.key}`;
        if (removed.has(lessonSlug)) continue;
        const lessonId = await repo.upsertLesson(tx, {
          slug: lessonSlug,
          courseId,
          name: lesson.name,
          position: li + 1,
          audience: lesson.audience ?? 'everyone',
        });
        for (const [ii, item] of lesson.items.entries())
          await seedItem(tx, removed, lessonId, `${lessonSlug}/${item.key}`, item, ii + 1, null);
      }
    }
  });
}
