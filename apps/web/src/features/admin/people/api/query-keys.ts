/** The console's people queries; invalidate `adminPeopleKeys.all` after any change to a person. */
export const adminPeopleKeys = {
  all: ['admin-people'] as const,
  search: (q: string, page: number) => [...adminPeopleKeys.all, 'search', q, page] as const,
  person: (id: number) => [...adminPeopleKeys.all, 'person', id] as const,
  dashboard: () => [...adminPeopleKeys.all, 'dashboard'] as const,
};
