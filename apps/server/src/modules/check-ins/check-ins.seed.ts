import { EMOTIONS, FASTER_CATEGORIES, fasterEmotionId } from '@holdfast/shared/check-ins';
import type { AppContext } from '../../platform/context';
import { findDynamicFormIdByKey } from '../reference';
import * as repo from './content.repository';

/** Emotions, the FASTER scale and the system triggers. Idempotent; an admin's later edits are kept. */
export async function seedCheckIns(ctx: AppContext) {
  await repo.seedEmotions(
    ctx.db,
    EMOTIONS.map((e) => ({ id: e.id, displayName: e.display_name, mood: e.mood })),
  );
  await repo.seedFasterScale(
    ctx.db,
    FASTER_CATEGORIES.map((c) => ({
      id: c.id,
      name: c.name,
      displayName: c.display_name,
      colorCode: c.color_code,
      orderNumber: c.order_number,
      score: c.score,
    })),
    FASTER_CATEGORIES.flatMap((c) =>
      c.behaviors.map((b, i) => ({ id: fasterEmotionId(c.id, i + 1), categoryId: c.id, displayName: b, position: i + 1 })),
    ),
  );
  const crashForm = await findDynamicFormIdByKey(ctx.db, 'crash-report');
  if (!crashForm) throw new Error('the crash-report form must be seeded before the triggers');
  await repo.seedTrigger(ctx.db, {
    key: 'crash-report',
    name: 'Crash report',
    actionName: 'Crash Report',
    icon: 'alert-triangle',
    color: '#e03131',
    formId: crashForm,
    position: 1,
  });
  // 'I need help now' is its own flow now (grounding, crisis resources, then a crash report: the
  // CrisisSupport config), not a trigger. The old seeded trigger, left as seeded, is retired; one an
  // admin has edited is kept.
  await repo.retireSeededTrigger(ctx.db, 'need-help', 'Message my partner');
}
