import { configsTexts as t } from '@holdfast/shared/admin';
import { ValidationError } from '../../platform/http/errors';

/** A reorder lists every current id of the list once (422 otherwise: nothing moves). */
export function assertSameSet(current: readonly number[], ids: readonly number[]) {
  const sorted = (x: readonly number[]) => [...x].sort((a, b) => a - b).join(',');
  if (ids.length !== current.length || new Set(ids).size !== ids.length || sorted(ids) !== sorted(current))
    throw new ValidationError({ ids: [t.orderMustListAll] });
}
