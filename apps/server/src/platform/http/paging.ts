import type { Page } from '@holdfast/shared/common';

export function toPage<T>(items: T[], totalItems: number, page: number, perPage: number): Page<T> {
  return {
    items,
    page,
    perPage,
    totalItems,
    totalPages: Math.max(1, Math.ceil(totalItems / perPage)),
    offset: (page - 1) * perPage,
  };
}

export function pageOffset(page: number, perPage: number) {
  return (page - 1) * perPage;
}

/**
 * A page of rows that carry their query's total (`count(*) over ()`): only a page past the end, which
 * has no row to carry it, counts apart (`countApart`). `totalPages` is 0 when there is nothing.
 */
export async function windowPage<Row extends { total: number }, T>(
  rows: Row[],
  q: { page: number; perPage: number },
  present: (row: Row) => T,
  countApart: () => Promise<number>,
): Promise<Page<T>> {
  const offset = pageOffset(q.page, q.perPage);
  const total = rows[0] ? Number(rows[0].total) : offset > 0 ? await countApart() : 0;
  return {
    items: rows.map(present),
    page: q.page,
    perPage: q.perPage,
    offset,
    totalItems: total,
    totalPages: Math.ceil(total / q.perPage),
  };
}
