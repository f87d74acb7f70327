import { z } from 'zod';
import { requiredText } from '../validation';

export const countrySchema = z.object({ id: z.number(), name: z.string(), code: z.string() });
export const countryListSchema = z.array(countrySchema);
export type Country = z.output<typeof countrySchema>;
export const timezoneSchema = z.object({ id: z.number(), name: z.string() });
export const timezoneListSchema = z.array(timezoneSchema);
export type Timezone = z.output<typeof timezoneSchema>;
export const tagSchema = z.object({ id: z.number(), name: z.string(), status: z.string() });
export const tagListSchema = z.array(tagSchema);
export type Tag = z.output<typeof tagSchema>;

/** Feature flags of spec 1 section 6, served by app-info so they can change without a release. */
export const featureFlagsSchema = z.object({
  assignTodo: z.boolean(),
  coachingCenterAddAction: z.boolean(),
  multicourse: z.boolean(),
  newDailyCheckinFlow: z.boolean(),
  newDashboard: z.boolean(),
  newUserCourseOnboarding: z.boolean(),
  /** The community forum (spec 1 section 6: community pages need the community forum feature). */
  communityForum: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const appInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  min_supported_version: z.string(),
  features: featureFlagsSchema,
  links: z.object({ donate: z.string(), help_desk: z.string(), support_email: z.string() }),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

export const QUESTION_TYPES = ['input', 'textarea', 'select-list'] as const;

export const dynamicFormSchema = z.object({
  id: z.number(),
  name: z.string(),
  questions: z.array(
    z.object({
      id: z.number(),
      question_text: z.string(),
      question_type_id: z.number(),
      question_type: z.enum(QUESTION_TYPES),
      is_required: z.boolean(),
      options: z.array(z.object({ id: z.number(), option_text: z.string() })),
    }),
  ),
});
export type DynamicForm = z.infer<typeof dynamicFormSchema>;

export const PUSH_TOPIC = 'production-campaign';
export const deviceTokenInputSchema = z.object({
  token: requiredText({ max: 4096 }),
  platform: z.enum(['web', 'ios', 'android']).default('web'),
});
export const subscribeTopicInputSchema = z.object({
  token: requiredText({ max: 4096 }),
  topic: z.literal(PUSH_TOPIC).default(PUSH_TOPIC),
});
/** DELETE device-token: sign-out on the device releases its token. */
export const releaseDeviceTokenInputSchema = z.object({ token: requiredText({ max: 4096 }) });
/** GET devices: the member's push devices (Sessions and devices); never the push token itself. */
export const pushDeviceSchema = z.object({
  id: z.number(),
  platform: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const pushDeviceListSchema = z.object({ items: z.array(pushDeviceSchema) });
export type PushDevice = z.output<typeof pushDeviceSchema>;
export type PushDeviceList = z.output<typeof pushDeviceListSchema>;
export type DeviceTokenInput = z.output<typeof deviceTokenInputSchema>;
export type SubscribeTopicInput = z.output<typeof subscribeTopicInputSchema>;
export type ReleaseDeviceTokenInput = z.output<typeof releaseDeviceTokenInputSchema>;

export { isZipCodeFor } from './postal-codes';

// In a module of their own: pages that only need the helpers above (the sign-in page's version
// check) do not load every config schema (the package is side-effect free, so it is dropped).
export * from './system-configs';
// Plain values and helpers, without zod: the web app's first load imports only these.
export * from './app-info';
export * from './reference.paths';
