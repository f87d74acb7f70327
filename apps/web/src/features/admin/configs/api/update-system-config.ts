import { configsApiPaths as paths } from '@holdfast/shared/admin';
import type { SystemConfig } from '@holdfast/shared/reference';
import { api } from '@/lib/api-client';
import { useConfigsMutation } from './configs-mutation';
import { configsKeys } from './query-keys';

/** PUT admin/system-configs/{type}: the whole value, checked by the server against its schema (422 by field). */
export function updateSystemConfig({ type, config }: { type: string; config: unknown }): Promise<SystemConfig> {
  return api.put<SystemConfig>(paths.systemConfig(type), { config });
}

export function useUpdateSystemConfig() {
  return useConfigsMutation(updateSystemConfig, configsKeys.all);
}
