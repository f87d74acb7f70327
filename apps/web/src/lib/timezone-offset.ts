/** The API's `offset`: minutes west of UTC times 60 (seconds, positive west). Its own module so the entry can use it without the check-ins rules (lib/offset re-exports it). */
export function currentOffset(): number {
  return new Date().getTimezoneOffset() * 60;
}
