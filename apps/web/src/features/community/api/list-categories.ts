import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityApiPaths as paths, type Category } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET community/categories: the categories I may see (certified only for certified leaders). */
export const listCategories = (signal?: AbortSignal) => api.get<Category[]>(paths.categories, { signal });
export const useCategories = () =>
  useQuery(queryOptions({ queryKey: communityKeys.categories(), queryFn: ({ signal }) => listCategories(signal) }));
