/** The console's resources list; the members' library key lives in features/resources. */
export const adminResourcesKeys = { all: ['admin', 'resources'] as const };
