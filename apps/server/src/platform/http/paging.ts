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
