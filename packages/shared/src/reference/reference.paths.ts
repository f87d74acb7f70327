/** Where the reference calls live, named once for the server's routes and the web's api/ files (relative to API_PREFIX). */
export const referenceApiPaths = {
  /** GET (AppInfo): public. */
  appInfo: 'app-info',
  /** GET (Country[]). */
  countries: 'countries',
  /** GET (Timezone[]). */
  timezones: 'timezones',
  /** GET (Tag[]). */
  communityTags: 'community/tags',
  /** GET (SystemConfig[]). */
  systemConfigs: 'system-configs',
  /** GET (SystemConfig). */
  systemConfig: (type: string) => `system-configs/${type}`,
  /** GET (DynamicForm). */
  dynamicForm: (id: number) => `dynamic-forms/${id}`,
} as const;

/** Where the devices calls live (their contract is the reference area's). */
export const devicesApiPaths = {
  /** POST (DeviceTokenInput -> {message}). DELETE (ReleaseDeviceTokenInput -> {message}). */
  deviceToken: 'device-token',
  /** POST (SubscribeTopicInput -> {message}). */
  subscribeTopic: 'device-token/subscribe-topic',
  /** GET (PushDeviceList): the caller's push devices. */
  devices: 'devices',
  /** DELETE ({message}): stop pushes to one of the caller's devices. */
  device: (id: number) => `devices/${id}`,
} as const;
