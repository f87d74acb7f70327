/** Every query key of the data-exports feature; invalidate `dataExportsKeys.all` to refresh them. */
export const dataExportsKeys = {
  all: ['data-exports'] as const,
  list: () => [...dataExportsKeys.all, 'list'] as const,
};
