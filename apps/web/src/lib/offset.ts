import { localDateOf } from '@holdfast/shared/check-ins';
import { currentOffset } from './timezone-offset';

export { currentOffset };

/** Today's calendar day in the browser's zone. */
export function today(): string {
  return localDateOf(new Date(), currentOffset());
}
