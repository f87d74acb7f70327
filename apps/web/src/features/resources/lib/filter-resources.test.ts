import { describe, expect, it } from 'vitest';
import type { Resource } from '@holdfast/shared/resources';
import { byCategory, filterResources } from './filter-resources';

const r = (id: number, title: string, category: string, description: string | null = null): Resource => ({
  id,
  title,
  category,
  kind: 'article',
  description,
  url: 'https://example.org',
  has_file: false,
  audience: 'members',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});
const items = [
  r(1, 'Understanding triggers', 'Basics', 'A short read'),
  r(2, 'Talking to your wife', 'Marriage'),
  r(3, 'Trigger journal', 'Basics'),
];

describe('the library filter', () => {
  it('keeps a category and every word of the search, in any case, in title, description or category', () => {
    expect(filterResources(items, null, '').map((i) => i.id)).toEqual([1, 2, 3]);
    expect(filterResources(items, 'Basics', '').map((i) => i.id)).toEqual([1, 3]);
    expect(filterResources(items, null, 'TRIGGER').map((i) => i.id)).toEqual([1, 3]);
    expect(filterResources(items, null, 'short trigger').map((i) => i.id)).toEqual([1]);
    expect(filterResources(items, 'Marriage', 'trigger')).toEqual([]);
  });
  it('groups by category in the given order, leaving empty ones out', () => {
    expect(byCategory(items, ['Marriage', 'Basics', 'Empty']).map((g) => [g.category, g.items.length])).toEqual([
      ['Marriage', 1],
      ['Basics', 2],
    ]);
  });
});
