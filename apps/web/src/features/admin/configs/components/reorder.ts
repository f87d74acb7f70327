/** The list with item `i` moved by `by` places (-1 up, 1 down); unchanged at the ends. */
export function moved<T>(items: readonly T[], i: number, by: number): T[] {
  const j = i + by;
  if (j < 0 || j >= items.length) return [...items];
  const next = [...items];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}
