import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROGRESS_STATUSES, slidesPerView, type ProgressStatus } from './courses.constants';
import {
  applyItemStatus,
  canAccessCourse,
  canOpenItem,
  courseCardLabel,
  courseStatus,
  formatPrice,
  formatProgress,
  initiallyOpenLessonId,
  isCardExpired,
  isItemUnlocked,
  itemCounts,
  lessonColor,
  lessonStatus,
  nextItem,
  nextStep,
  previousItem,
  progressOnStart,
  progressPercentage,
  progressText,
  progressStatusLabel,
  restartProgress,
  routeAfterChallenge,
  statusOnOpen,
  toggleCheckbox,
  type ProgressByItem,
  type RuleCourse,
} from './courses.rules';
import { markPaidInputSchema, scholarshipInputSchema, videoEventInputSchema, courseIdInputSchema } from './courses.contract';

// Lesson 1: items 1, 2 (with children 21, 22), 3. Lesson 2: items 4, 5.
const standard: RuleCourse = {
  course_type: 'standard',
  lessons: [
    {
      id: 10,
      lesson_items: [
        { id: 1, item_type: 'hosted-video' },
        {
          id: 2,
          item_type: 'info',
          child_items: [
            { id: 21, item_type: 'checkbox' },
            { id: 22, item_type: 'info' },
          ],
        },
        { id: 3, item_type: 'checkbox' },
      ],
    },
    {
      id: 20,
      lesson_items: [
        { id: 4, item_type: 'video' },
        { id: 5, item_type: 'pdf-viewer' },
      ],
    },
  ],
};
const challenge: RuleCourse = {
  course_type: '30-day-challenge',
  lessons: [1, 2, 3].map((d) => ({
    id: 100 + d,
    lesson_items: [
      { id: d * 10, item_type: '30-day-video' },
      { id: d * 10 + 1, item_type: '30-day-info' },
    ],
  })),
};
const all = (course: RuleCourse, status: ProgressStatus = 'completed') =>
  Object.fromEntries(
    course.lessons.flatMap((l) => l.lesson_items.flatMap((i) => [i, ...(i.child_items ?? [])])).map((i) => [i.id, status]),
  );

describe('sequencing', () => {
  it('opens only the first item of the first lesson at the start', () => {
    expect(isItemUnlocked(standard, 1, {})).toBe(true);
    for (const id of [2, 3, 4, 5, 21, 22]) expect(isItemUnlocked(standard, id, {})).toBe(false);
  });
  it('opens a later item when the previous one is completed', () => {
    expect(isItemUnlocked(standard, 2, { 1: 'completed' })).toBe(true);
    expect(isItemUnlocked(standard, 2, { 1: 'in-progress' })).toBe(false);
    expect(isItemUnlocked(standard, 3, { 1: 'completed', 2: 'completed-with-child-pending' })).toBe(false);
  });
  it('opens child items once the parent has started and the parent is open', () => {
    expect(isItemUnlocked(standard, 21, { 1: 'completed' })).toBe(false);
    expect(isItemUnlocked(standard, 21, { 1: 'completed', 2: 'in-progress' })).toBe(true);
    expect(isItemUnlocked(standard, 22, { 1: 'in-progress', 2: 'in-progress' })).toBe(false);
  });
  it('opens the first item of a later lesson only when the previous lesson is completed', () => {
    expect(isItemUnlocked(standard, 4, { 1: 'completed', 2: 'completed', 3: 'completed' })).toBe(false);
    expect(isItemUnlocked(standard, 4, { 1: 'completed', 2: 'completed', 21: 'completed', 22: 'completed', 3: 'completed' })).toBe(true);
  });
  it('locks a day unless the previous day is completed', () => {
    expect(isItemUnlocked(challenge, 10, {})).toBe(true);
    expect(isItemUnlocked(challenge, 11, {})).toBe(true);
    expect(isItemUnlocked(challenge, 20, { 10: 'completed' })).toBe(false);
    expect(isItemUnlocked(challenge, 20, { 10: 'completed', 11: 'completed' })).toBe(true);
    expect(isItemUnlocked(challenge, 30, { 10: 'completed', 11: 'completed' })).toBe(false);
  });
  it('an unknown item is never unlocked', () => expect(isItemUnlocked(standard, 999, all(standard))).toBe(false));
  it('lesson colour and the initially open lesson', () => {
    expect(lessonColor(standard, 0, {})).toBe('primary');
    expect(lessonColor(standard, 1, {})).toBe('medium');
    expect(initiallyOpenLessonId(standard, {})).toBe(10);
    expect(initiallyOpenLessonId(standard, all(standard))).toBeNull();
  });
});

describe('status changes', () => {
  it('opening sets in-progress only when not started', () => {
    expect(statusOnOpen(undefined)).toBe('in-progress');
    expect(statusOnOpen('not-started')).toBe('in-progress');
    expect(statusOnOpen('in-progress')).toBeNull();
    expect(statusOnOpen('completed')).toBeNull();
  });
  it('a checkbox toggles', () => {
    expect(toggleCheckbox('completed')).toBe('in-progress');
    expect(toggleCheckbox('in-progress')).toBe('completed');
    expect(toggleCheckbox(undefined)).toBe('completed');
  });
  it('completing a parent with pending children waits for them, then settles', () => {
    let p = applyItemStatus(standard, 2, 'completed', { 1: 'completed' });
    expect(p[2]).toBe('completed-with-child-pending');
    p = applyItemStatus(standard, 21, 'completed', p);
    expect(p[2]).toBe('completed-with-child-pending');
    p = applyItemStatus(standard, 22, 'completed', p);
    expect(p[2]).toBe('completed');
  });
  it('un-ticking a child checkbox puts its completed parent back to waiting and locks the items after it', () => {
    let p = applyItemStatus(standard, 21, 'completed', { 1: 'completed', 2: 'completed-with-child-pending', 22: 'completed' });
    expect(p[2]).toBe('completed');
    expect(isItemUnlocked(standard, 3, p)).toBe(true);
    p = applyItemStatus(standard, 21, 'in-progress', p);
    expect(p[21]).toBe('in-progress');
    expect(p[2]).toBe('completed-with-child-pending');
    expect(isItemUnlocked(standard, 3, p)).toBe(false);
  });
  it('only a checkbox goes back from completed to in-progress', () => {
    expect(applyItemStatus(standard, 3, 'in-progress', { 3: 'completed' })[3]).toBe('in-progress');
    expect(applyItemStatus(standard, 1, 'in-progress', { 1: 'completed' })[1]).toBe('completed');
  });
  it('starting marks the first item in-progress; restart needs confirmation', () => {
    expect(progressOnStart(standard, {})).toEqual({ 1: 'in-progress' });
    expect(progressOnStart(standard, { 1: 'completed' })).toEqual({ 1: 'completed' });
    expect(restartProgress(standard, all(standard), false)).toEqual(all(standard));
    expect(restartProgress(standard, all(standard), true)).toEqual({ 1: 'in-progress' });
  });
  it('lesson and course status', () => {
    expect(lessonStatus(standard.lessons[0]!, {})).toBe('not-started');
    expect(lessonStatus(standard.lessons[0]!, { 1: 'in-progress' })).toBe('in-progress');
    expect(courseStatus(standard, all(standard))).toBe('completed');
    expect(courseStatus(standard, { ...all(standard), 22: 'in-progress' })).toBe('in-progress');
  });
});

describe('progress, next step and labels', () => {
  it('counts child items in the percentage', () => {
    expect(progressPercentage(standard, {})).toBe(0);
    expect(progressPercentage(standard, { 1: 'completed', 21: 'completed' })).toBeCloseTo((2 / 7) * 100);
    expect(progressPercentage(standard, all(standard))).toBe(100);
    expect(progressPercentage({ course_type: 'standard', lessons: [] }, {})).toBe(0);
  });
  it('formats whole numbers with a cup when multicourse is on, two decimals when off', () => {
    expect(formatProgress((2 / 7) * 100, true)).toEqual({ text: '28%', showCup: false });
    expect(formatProgress(99.99, true)).toEqual({ text: '99%', showCup: false });
    expect(formatProgress(100, true)).toEqual({ text: '100%', showCup: true });
    expect(formatProgress((2 / 7) * 100, false)).toEqual({ text: '28.57%', showCup: false });
    expect(formatProgress(0, false).text).toBe('0.00%');
  });
  it('next step walks lessons then items, and is null when all is done', () => {
    expect(nextStep(standard, {})).toEqual({ lesson_id: 10, lesson_item_id: 1, item_type: 'hosted-video', card: 'new-video' });
    expect(nextStep(standard, { 1: 'completed', 2: 'completed-with-child-pending' })?.lesson_item_id).toBe(2);
    expect(nextStep(standard, { 1: 'completed', 2: 'completed', 21: 'completed', 22: 'completed' })?.card).toBe('new-check-item');
    expect(nextStep(standard, { ...all(standard), 4: 'in-progress' })?.card).toBe('video');
    expect(nextStep(standard, all(standard))).toBeNull();
  });
  it('previous and next item', () => {
    expect(nextItem(standard, 3)).toEqual({ lesson_id: 20, lesson_item_id: 4 });
    expect(nextItem(standard, 5)).toBeNull();
    expect(previousItem(standard, 4)).toEqual({ lesson_id: 10, lesson_item_id: 3 });
    expect(previousItem(standard, 1)).toBeNull();
  });
  it('card labels and progress texts by state', () => {
    expect(courseCardLabel({ course_type: '30-day-challenge', progress_status: null })).toBe('START HERE');
    expect(courseCardLabel({ course_type: 'standard', progress_status: null })).toBe('Get Started');
    expect(courseCardLabel({ course_type: 'standard', progress_status: 'not-started' })).toBe('Start');
    expect(courseCardLabel({ course_type: 'standard', progress_status: 'completed-with-child-pending' })).toBe('Continue');
    expect(courseCardLabel({ course_type: 'standard', progress_status: 'completed' })).toBe('Review');
    expect([progressText(null), progressText('in-progress'), progressText('completed')]).toEqual([
      'Get Started!',
      'Keep it up!',
      'You did it!',
    ]);
    expect(progressStatusLabel('completed-with-child-pending')).toBe('In Progress');
  });
  it('item counts, prices and slides per view', () => {
    expect(itemCounts(standard.lessons[0]!).text).toBe('1 Video, 2 Actions');
    expect(formatPrice(1212, 'monthly')).toEqual({ amount: '$12.12', suffix: '/ month' });
    expect(formatPrice(9900, 'one-time').suffix).toBe('for lifetime access');
    expect([slidesPerView(400), slidesPerView(1000), slidesPerView(1300), slidesPerView(1600)]).toEqual([1.1, 2.1, 3.1, 4]);
  });
  it('after the challenge: the first paid course without payment, else /courses', () => {
    expect(
      routeAfterChallenge([
        { id: 1, paid_type: 'free', payment_status: null },
        { id: 7, paid_type: 'paid', payment_status: null },
      ]),
    ).toBe('/courses/7/detail');
    expect(routeAfterChallenge([{ id: 7, paid_type: 'paid', payment_status: 'paid' }])).toBe('/courses');
  });
});

describe('access', () => {
  it('free always; paid needs paid or paused', () => {
    expect(canAccessCourse('free', null)).toBe(true);
    expect(canAccessCourse('paid', null)).toBe(false);
    expect(canAccessCourse('paid', 'cancelled')).toBe(false);
    expect(canAccessCourse('paid', 'paid')).toBe(true);
    expect(canAccessCourse('paid', 'paused')).toBe(true);
  });
  it('a paused payment locks not-started items only', () => {
    const paid = { ...standard, paid_type: 'paid' as const };
    expect(canOpenItem(paid, 1, {}, 'paused')).toBe(false);
    expect(canOpenItem(paid, 1, { 1: 'in-progress' }, 'paused')).toBe(true);
    expect(canOpenItem(paid, 1, {}, 'paid')).toBe(true);
    expect(canOpenItem(paid, 1, {}, null)).toBe(false);
  });
});

// ----- properties -----

const statusArb = fc.constantFrom(...PROGRESS_STATUSES);
const courseArb: fc.Arbitrary<RuleCourse> = fc
  .record({
    course_type: fc.constantFrom('standard' as const, '30-day-challenge' as const),
    shape: fc.array(fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
  })
  .map(({ course_type, shape }) => {
    let id = 1;
    return {
      course_type,
      lessons: shape.map((items, li) => ({
        id: 1000 + li,
        lesson_items: items.map((children) => ({
          id: id++,
          item_type: 'info',
          child_items: Array.from({ length: course_type === 'standard' ? children : 0 }, () => ({ id: id++, item_type: 'checkbox' })),
        })),
      })),
    };
  });
const withProgress = courseArb.chain((course) => {
  const ids = course.lessons.flatMap((l) => l.lesson_items.flatMap((i) => [i.id, ...(i.child_items ?? []).map((c) => c.id)]));
  return fc.tuple(
    fc.constant(course),
    fc
      .array(statusArb, { minLength: ids.length, maxLength: ids.length })
      .map((ss) => Object.fromEntries(ids.map((id, k) => [id, ss[k]])) as ProgressByItem),
  );
});

describe('properties', () => {
  it('percentage stays within 0..100 and is 100 exactly when the course is completed', () => {
    fc.assert(
      fc.property(withProgress, ([course, progress]) => {
        const p = progressPercentage(course, progress);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        expect(p === 100).toBe(courseStatus(course, progress) === 'completed');
        expect(nextStep(course, progress) === null).toBe(courseStatus(course, progress) === 'completed');
      }),
    );
  });
  it('walking the course in order unlocks every item, and completing in order finishes it', () => {
    fc.assert(
      fc.property(courseArb, (course) => {
        let progress: ProgressByItem = {};
        for (const lesson of course.lessons) {
          for (const item of lesson.lesson_items) {
            expect(isItemUnlocked(course, item.id, progress)).toBe(true);
            progress = applyItemStatus(course, item.id, 'in-progress', progress);
            for (const child of item.child_items ?? []) {
              expect(isItemUnlocked(course, child.id, progress)).toBe(true);
              progress = applyItemStatus(course, child.id, 'completed', progress);
            }
            progress = applyItemStatus(course, item.id, 'completed', progress);
          }
        }
        expect(courseStatus(course, progress)).toBe('completed');
        expect(formatProgress(progressPercentage(course, progress), true).showCup).toBe(true);
      }),
    );
  });
  it('un-ticking any child of a finished course locks every item after its parent; ticking it again unlocks them', () => {
    fc.assert(
      fc.property(
        courseArb.filter((c) => c.course_type === 'standard' && c.lessons.some((l) => l.lesson_items.some((i) => i.child_items?.length))),
        fc.nat(),
        (course, pick) => {
          const done: ProgressByItem = all(course);
          const parents = course.lessons.flatMap((l) => l.lesson_items).filter((i) => i.child_items?.length);
          const parent = parents[pick % parents.length]!;
          const child = parent.child_items![pick % parent.child_items!.length]!;
          const ordered = course.lessons.flatMap((l) => l.lesson_items);
          const later = ordered.slice(ordered.findIndex((i) => i.id === parent.id) + 1);
          const undone = applyItemStatus(course, child.id, 'in-progress', done);
          expect(undone[parent.id]).toBe('completed-with-child-pending');
          expect(courseStatus(course, undone)).not.toBe('completed');
          for (const item of later) expect(isItemUnlocked(course, item.id, undone)).toBe(false);
          const redone = applyItemStatus(course, child.id, 'completed', undone);
          expect(redone).toEqual(done);
          for (const item of later) expect(isItemUnlocked(course, item.id, redone)).toBe(true);
        },
      ),
    );
  });
  it('an unlocked item never follows an item that is not completed in the same standard lesson', () => {
    fc.assert(
      fc.property(withProgress, ([course, progress]) => {
        if (course.course_type !== 'standard') return;
        for (const lesson of course.lessons) {
          lesson.lesson_items.forEach((item, k) => {
            if (k > 0 && isItemUnlocked(course, item.id, progress)) expect(progress[lesson.lesson_items[k - 1]!.id]).toBe('completed');
          });
        }
      }),
    );
  });
  it('the next step is always an unlocked item', () => {
    fc.assert(
      fc.property(withProgress, ([course, progress]) => {
        const step = nextStep(course, progress);
        // With arbitrary (possibly inconsistent) progress the step is unlocked whenever everything before it is done.
        if (!step) return;
        const ordered = course.lessons.flatMap((l) => l.lesson_items);
        const before = ordered.slice(
          0,
          ordered.findIndex((i) => i.id === step.lesson_item_id),
        );
        const allBeforeDone = before.every(
          (i) => progress[i.id] === 'completed' && (i.child_items ?? []).every((c) => progress[c.id] === 'completed'),
        );
        if (allBeforeDone) expect(isItemUnlocked(course, step.lesson_item_id, progress)).toBe(true);
      }),
    );
  });
  it('whole-number format never rounds up; two-decimal format has two decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (p) => {
        const whole = Number(formatProgress(p, true).text.replace('%', ''));
        expect(whole).toBeLessThanOrEqual(p + 1e-6);
        expect(formatProgress(p, true).showCup).toBe(whole === 100);
        expect(formatProgress(p, false).text).toMatch(/^\d{1,3}\.\d{2}%$/);
      }),
    );
  });
  it('checkbox toggle twice returns to the state it started from (when started)', () => {
    fc.assert(
      fc.property(fc.constantFrom('in-progress' as const, 'completed' as const), (s) => {
        expect(toggleCheckbox(toggleCheckbox(s))).toBe(s);
      }),
    );
  });
  it('access: free is always accessible; paid only with paid or paused', () => {
    fc.assert(
      fc.property(fc.constantFrom('paid' as const, 'paused' as const, 'cancelled' as const, null), (s) => {
        expect(canAccessCourse('free', s)).toBe(true);
        expect(canAccessCourse('paid', s)).toBe(s === 'paid' || s === 'paused');
      }),
    );
  });
});

describe('contracts', () => {
  it('mark-paid needs a receipt for store mediums', () => {
    const r = markPaidInputSchema.safeParse({ payment_info_id: 1, payment_medium_type: 'apple-pay', transaction_id: 'x' });
    expect(r.success).toBe(false);
    expect(markPaidInputSchema.safeParse({ payment_info_id: 1, payment_medium_type: 'stripe', transaction_id: 'seti_1' }).success).toBe(
      true,
    );
  });
  it('scholarship requires every field and a valid school e-mail', () => {
    expect(
      scholarshipInputSchema.safeParse({ course_id: 1, school_enrolled: 'A', school_email: 'nope', scholarship_reason: 'x' }).success,
    ).toBe(false);
  });
  it('a seek event needs the target time; ids may arrive as strings', () => {
    expect(videoEventInputSchema.safeParse({ event: 'seek', course_id: 1, lesson_id: 1, lesson_item_id: 1, current_time: 3 }).success).toBe(
      false,
    );
    expect(courseIdInputSchema.parse({ course_id: '7' })).toEqual({ course_id: 7 });
    expect(courseIdInputSchema.safeParse({ course_id: 'x' }).success).toBe(false);
  });
});

describe('card expiry', () => {
  it('a card is good through its expiry month and expired from the next', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(isCardExpired(11, 2026, now)).toBe(false);
    expect(isCardExpired(10, 2026, now)).toBe(true);
    expect(isCardExpired(1, 2027, now)).toBe(false);
    expect(isCardExpired(12, 2025, now)).toBe(true);
  });
});
