import { localDateOf } from '@holdfast/shared/check-ins';

/** The API's `offset`: minutes west of UTC times 60 (seconds, positive west). */
export function currentOffset(): number {
  return new Date().getTimezoneOffset() * 60;
}

/** Today's calendar day in the browser's zone. */
export function today(): string {
  return localDateOf(new Date(), currentOffset());
}
