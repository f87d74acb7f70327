import { referenceApiPaths, type SystemConfig } from '@holdfast/shared/reference';
import { api } from '../api-client';

/** GET system-configs/{type}: one system configuration as stored (its `config` read by the caller). */
export function getSystemConfig(type: string, signal?: AbortSignal): Promise<SystemConfig> {
  return api.get<SystemConfig>(referenceApiPaths.systemConfig(type), { signal });
}
