/** The members' resources library. */
export const resourcesKeys = { all: ['resources'] as const };
