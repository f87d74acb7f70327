import { z } from 'zod';
import { requiredText, validationMessages as m } from '../validation';
import { PUSH_PLATFORMS, PUSH_TOPIC } from './push.constants';

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
  /** Web push: the server's VAPID public key (base64url), the `applicationServerKey` of `pushManager.subscribe`. */
  push: z.object({ vapid_public_key: z.string() }),
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

/** A browser's `PushSubscription.toJSON()` as far as the server needs it (endpoint and the two keys). */
export const webPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: m.invalid }).max(2048),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,200}={0,2}$/, m.invalid)
      .transform((v) => v.replace(/=+$/, '')),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]{10,64}={0,2}$/, m.invalid)
      .transform((v) => v.replace(/=+$/, '')),
  }),
});
export type WebPushSubscription = z.output<typeof webPushSubscriptionSchema>;
/**
 * POST device-token: the spec's `{token, platform}` (an FCM or APNs token from the native app), or,
 * from a browser, `subscription` beside it (the token is then the subscription's endpoint).
 */
export const deviceTokenInputSchema = z
  .object({
    token: requiredText({ max: 4096 }),
    platform: z.enum(PUSH_PLATFORMS).default('web'),
    subscription: webPushSubscriptionSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.subscription) return;
    if (v.platform !== 'web')
      ctx.addIssue({ code: 'custom', path: ['subscription'], message: 'A push subscription belongs to the web platform.' });
    else if (v.subscription.endpoint !== v.token)
      ctx.addIssue({ code: 'custom', path: ['token'], message: 'The token of a web push subscription is its endpoint.' });
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
export type DeviceTokenBody = z.input<typeof deviceTokenInputSchema>;
export type SubscribeTopicInput = z.output<typeof subscribeTopicInputSchema>;
export type ReleaseDeviceTokenInput = z.output<typeof releaseDeviceTokenInputSchema>;

export { isZipCodeFor } from './postal-codes';

// In a module of their own: pages that only need the helpers above (the sign-in page's version
// check) do not load every config schema (the package is side-effect free, so it is dropped).
export * from './system-configs';
// Plain values and helpers, without zod: the web app's first load imports only these.
export * from './app-info';
export * from './reference.paths';
export * from './push.texts';
export * from './push.constants';
