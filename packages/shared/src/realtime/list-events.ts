import { z } from 'zod';

/**
 * The three events of a list another person can change (spec 2 section 7.5: created, updated,
 * removed refresh lists and raise warning toasts). `listEvents('accountability', itemSchema)` gives
 * `accountability.created` and `accountability.updated` carrying `{item}` as the receiver sees it,
 * and `accountability.removed` carrying `{id}`. Groups, members and messaging requests reuse it.
 */
export function listEvents<const N extends string, T extends z.ZodType>(name: N, item: T) {
  const changed = z.object({ item });
  const removed = z.object({ id: z.number() });
  return {
    [`${name}.created`]: changed,
    [`${name}.updated`]: changed,
    [`${name}.removed`]: removed,
  } as { [K in `${N}.created` | `${N}.updated`]: typeof changed } & { [K in `${N}.removed`]: typeof removed };
}
