/** The console's content part's queries. */
export const configsKeys = {
  all: ['admin-configs'] as const,
  systemConfigs: () => [...configsKeys.all, 'system-configs'] as const,
  reference: () => [...configsKeys.all, 'reference'] as const,
  forms: () => [...configsKeys.all, 'forms'] as const,
  form: (id: number) => [...configsKeys.all, 'forms', id] as const,
  community: () => [...configsKeys.all, 'community'] as const,
  threads: (q: string) => [...configsKeys.all, 'threads', q] as const,
};
