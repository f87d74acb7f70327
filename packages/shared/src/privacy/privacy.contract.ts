import { z } from 'zod';
import { ACCESS_VIA } from '../accountability/accountability.constants';
import { personSummarySchema, sharingSchema } from '../accountability/accountability.contract';
import { filterDateSchema } from '../check-ins/check-ins.contract';
import { memberProgressSchema } from '../groups/groups.contract';
import { atLeastOneField, validationMessages as m } from '../validation';
import { idParamSchema } from '../validation/input';
import { EXPIRY_CHOICES } from './privacy.constants';

/** One link through which a person sees my data, and what they see through it. */
export const audienceLinkSchema = z.object({
  via: z.enum(ACCESS_VIA),
  /** The link's id: the accountability relationship, the group, the coach link (`coach_users`). */
  context_id: z.number(),
  /** The group's name for 'group' and 'group_chat'; null otherwise. */
  group_name: z.string().nullable(),
  sees: sharingSchema,
});
export type AudienceLink = z.output<typeof audienceLinkSchema>;

/** GET users/privacy/audience: each person who holds a grant on my data (consent's answer, both ways checked). */
export const audienceEntrySchema = z.object({
  person: personSummarySchema,
  /** Every kind any of their links allows (consent merges them so). */
  sees: sharingSchema,
  links: z.array(audienceLinkSchema),
});
export type AudienceEntry = z.output<typeof audienceEntrySchema>;
export const privacyAudienceSchema = z.object({ people: z.array(audienceEntrySchema) });
export type PrivacyAudience = z.output<typeof privacyAudienceSchema>;

const expiryDaysSchema = z.union(
  EXPIRY_CHOICES.map((d) => z.literal(d)),
  { error: m.invalid },
);

export const privacySettingsSchema = z.object({
  discreet_mode: z.boolean(),
  /** 30, 90 or 365; null: never. */
  expire_details_after_days: expiryDaysSchema.nullable(),
});
export type PrivacySettings = z.output<typeof privacySettingsSchema>;

export const updatePrivacySettingsInputSchema = atLeastOneField(
  z.object({
    discreet_mode: z.boolean({ error: m.invalid }).optional(),
    expire_details_after_days: expiryDaysSchema.nullable().optional(),
  }),
);
export type UpdatePrivacySettingsInput = z.output<typeof updatePrivacySettingsInputSchema>;
export type UpdatePrivacySettingsBody = z.input<typeof updatePrivacySettingsInputSchema>;
export const privacySettingsAnswerSchema = z.object({ message: z.string(), item: privacySettingsSchema });
export type PrivacySettingsAnswer = z.output<typeof privacySettingsAnswerSchema>;

/** POST users/privacy/dev/run-expiry (outside production): run the caller's auto-expiry as if today were `as_of`. */
export const devRunExpiryInputSchema = z.object({ as_of: filterDateSchema });
export type DevRunExpiryInput = z.output<typeof devRunExpiryInputSchema>;
export const devRunExpiryAnswerSchema = z.object({ check_ins: z.number(), crash_reports: z.number() });
export type DevRunExpiryAnswer = z.output<typeof devRunExpiryAnswerSchema>;

/**
 * GET users/privacy/push-text/{id}: the words a device shows for a push (the push itself carries ids
 * only). In discreet mode 'You have an update' and no body, whatever the notification says.
 */
export const pushTextSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Where a tap leads (spec 1's tap targets, from the notification's meta); null: the app's start. */
  target: z.string().nullable(),
});
export type PushText = z.output<typeof pushTextSchema>;

/** The preview routes' params: the person in my audience, and the link's id (the group; my coach_users row). */
export const previewParamsSchema = z.object({ viewerId: idParamSchema, id: idParamSchema });
export type PreviewParams = z.output<typeof previewParamsSchema>;

/**
 * GET users/privacy/audience/{viewerId}/groups/{id}/preview: my own row of the group's Member
 * Progress exactly as that leader's GET groups/{id}/progress answers it (null: the group's rows do
 * not list me as sharing).
 */
export const groupPreviewSchema = z.object({ group_id: z.number(), progress: memberProgressSchema.nullable() });
export type GroupPreview = z.output<typeof groupPreviewSchema>;
