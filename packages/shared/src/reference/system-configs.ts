import { z } from 'zod';
import { requiredText } from '../validation';
import { HARD_DAY_CARE_CONFIG, hardDayCareSchema } from '../check-ins/check-ins.care';

export const SYSTEM_CONFIG_TYPES = [
  'WeeklyQuestion',
  'DailyCheckinForm',
  'WeeklyCommitmentQuestion',
  'CommunityDashboardAccordionList',
  'CommunityPolicy',
  'CommunityMenuThread',
  'HabitMetricCalculation',
  'AccountabilityPartnersThread',
  'NewDashboardSystemAlerts',
  HARD_DAY_CARE_CONFIG,
  'CrisisSupport',
] as const;
export type SystemConfigType = (typeof SYSTEM_CONFIG_TYPES)[number];

export const systemConfigSchema = z.object({
  id: z.number(),
  type: z.string(),
  config: z.record(z.string(), z.unknown()),
});
export type SystemConfig = z.infer<typeof systemConfigSchema>;
export const systemConfigListSchema = z.array(systemConfigSchema);

/** GET system-configs/:type and PUT admin/system-configs/:type. */
export const systemConfigParamsSchema = z.object({ type: z.string().max(100) });
export type SystemConfigParams = z.output<typeof systemConfigParamsSchema>;
/** PUT admin/system-configs/:type: the whole config, checked against its type's schema by the service. */
export const systemConfigInputSchema = z.object({ config: z.record(z.string(), z.unknown()) });
export type SystemConfigInput = z.output<typeof systemConfigInputSchema>;

/**
 * 'I need help now' (system config `CrisisSupport`, admin-editable): a grounding step (breathing
 * steps and a prayer) and crisis resources with a phone number to call or text and a web address.
 */
export const CRISIS_SUPPORT_CONFIG = 'CrisisSupport';
export const helpNowTexts = {
  title: 'I need help now',
  intro: 'You reached out, and that matters. Take the next minute one step at a time.',
  call: 'Call',
  text: 'Text',
  website: 'Website',
  afterTitle: 'When you are steady again',
  afterIntro: 'Writing down what happened helps you see what led here. It can wait until you are ready.',
  loadFailure: 'Unable to load help resources. If you are in danger, call your local emergency number now.',
};

const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{1,24}$/, 'The phone number may hold only digits, spaces, brackets, dashes and a leading +.');
export const crisisResourceSchema = z
  .object({
    name: z.string().trim().min(1, 'Each resource needs a name.').max(120),
    description: z.string().trim().max(300).default(''),
    phone: phoneNumber.nullable().default(null),
    sms: phoneNumber.nullable().default(null),
    /** Text prefilled in the message (e.g. 'HOME' for Crisis Text Line). */
    sms_body: z.string().trim().max(60).nullable().default(null),
    url: z
      .url({ protocol: /^https?$/, message: 'The link must be a web address (https://...).' })
      .nullable()
      .default(null),
  })
  .refine((r) => r.phone || r.sms || r.url, { message: 'Each resource needs a phone number, a text number or a link.' });
export const crisisSupportConfigSchema = z.object({
  breathing_title: z.string().trim().min(1).max(120),
  breathing_steps: z.array(z.string().trim().min(1).max(300)).min(1).max(12),
  prayer_title: z.string().trim().min(1).max(120),
  prayer: z.string().trim().min(1).max(3000),
  resources_title: z.string().trim().min(1).max(120),
  resources: z.array(crisisResourceSchema).min(1).max(20),
});
export type CrisisSupportConfig = z.infer<typeof crisisSupportConfigSchema>;
export type CrisisResource = z.infer<typeof crisisResourceSchema>;

export const DEFAULT_CRISIS_SUPPORT: CrisisSupportConfig = {
  breathing_title: 'Breathe with me for one minute',
  breathing_steps: [
    'Put both feet on the floor and your phone where you can see it.',
    'Breathe in slowly through your nose while you count to four.',
    'Hold that breath while you count to four.',
    'Breathe out slowly through your mouth while you count to six.',
    'Do it four more times. The urge rises and falls like a wave; you only have to ride this one.',
  ],
  prayer_title: 'A short prayer',
  prayer:
    'Lord, I am weak right now and you are strong. Take this moment from me. Give me the next right step, and the courage to reach out instead of hiding. Amen.',
  resources_title: 'Talk to someone now',
  resources: [
    {
      name: '988 Suicide & Crisis Lifeline',
      description: 'Free and confidential, 24/7, in the United States. Call or text 988.',
      phone: '988',
      sms: '988',
      sms_body: null,
      url: 'https://988lifeline.org',
    },
    {
      name: 'Crisis Text Line',
      description: 'Text HOME to 741741 to reach a trained volunteer, 24/7.',
      phone: null,
      sms: '741741',
      sms_body: 'HOME',
      url: 'https://www.crisistextline.org',
    },
    {
      name: 'Emergency services',
      description: 'If you or someone else is in danger right now.',
      phone: '911',
      sms: null,
      sms_body: null,
      url: null,
    },
    {
      name: 'Outside the United States',
      description: 'Find a free, confidential helpline in your country.',
      phone: null,
      sms: null,
      sms_body: null,
      url: 'https://findahelpline.com',
    },
  ],
};

/** `tel:` and `sms:` links of a resource's numbers (spaces and brackets dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}
export function smsHref(number: string, body?: string | null): string {
  return `sms:${number.replace(/[^0-9+]/g, '')}${body ? `?&body=${encodeURIComponent(body)}` : ''}`;
}

const formKey = requiredText({ max: 100 });
const recordId = z.number().int().positive();
const threadIds = z.array(recordId).max(100);
const alertSchema = z.object({ title: requiredText({ max: 120 }), link: z.string().max(2048).nullish() });

/**
 * The shape of every config type (spec 1 section 3): an admin's edit must match it (422 naming the
 * field, nothing stored otherwise). Keys a type does not know are dropped.
 */
export const SYSTEM_CONFIG_SCHEMAS: Record<SystemConfigType, z.ZodType<Record<string, unknown>>> = {
  CrisisSupport: crisisSupportConfigSchema,
  WeeklyQuestion: z.object({ form_key: formKey }),
  DailyCheckinForm: z.object({ form_key: formKey }),
  WeeklyCommitmentQuestion: z.object({ form_question_id: recordId.nullable() }),
  CommunityDashboardAccordionList: z.object({ thread_ids: threadIds }),
  CommunityPolicy: z.object({ community_policy_content: z.string().max(100_000) }),
  CommunityMenuThread: z.object({ thread_ids: threadIds }),
  // The habit tracker's form (spec 3 section 7: 'returns form_id'); other flat settings of plain values stay valid.
  HabitMetricCalculation: z
    .object({ form_id: recordId.nullable().optional() })
    .catchall(z.union([z.number(), z.string().max(1000), z.boolean(), z.null()])),
  AccountabilityPartnersThread: z.object({ thread_id: recordId.nullable() }),
  NewDashboardSystemAlerts: z.object({
    items: z.array(z.union([z.strictObject({ alert_1: alertSchema }), z.strictObject({ alert_2: alertSchema })])).max(2),
  }),
  [HARD_DAY_CARE_CONFIG]: hardDayCareSchema,
};

export function isSystemConfigType(type: string): type is SystemConfigType {
  return (SYSTEM_CONFIG_TYPES as readonly string[]).includes(type);
}
