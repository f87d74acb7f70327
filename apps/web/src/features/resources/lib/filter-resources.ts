import type { Resource } from '@holdfast/shared/resources';

/** The items of a category (null: all) whose title, description or category holds every word of the search. */
export function filterResources(items: readonly Resource[], category: string | null, search: string): Resource[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((r) => {
    if (category !== null && r.category !== category) return false;
    const text = `${r.title} ${r.description ?? ''} ${r.category}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** Items grouped by category, in the library's category order. */
export function byCategory(items: readonly Resource[], categories: readonly string[]): { category: string; items: Resource[] }[] {
  return categories
    .map((category) => ({ category, items: items.filter((r) => r.category === category) }))
    .filter((g) => g.items.length > 0);
}
