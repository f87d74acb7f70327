import { z } from 'zod';
import { pagedSchema, pageQuerySchemaOf } from '../common';
import { checkInSchema, filterDateSchema, triggerAnswerSchema } from '../check-ins/check-ins.contract';
import { authorHandleSchema } from '../community/community.contract';
import { FEELING_ZONES } from '../check-ins/check-ins.constants';
import {
  atLeastOneField,
  idParamSchema,
  isBlank,
  optionalText,
  requiredBoolean,
  requiredEmail,
  validationMessages as m,
  valueIn,
} from '../validation';
import {
  ACCESS_KINDS,
  ACCESS_LOG_PAGE_SIZE,
  ACCESS_VIA,
  ACTION_TYPES,
  ANSWER_STATUSES,
  INVITATION_REFERENCES,
  LISTING_KEYS,
  PARTNER_CALENDAR_MAX_DAYS,
  PARTNER_MESSAGE_MAX,
  RELATIONSHIP_SOURCES,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  SOS_LEVELS,
  SOS_MESSAGE_MAX,
  SOS_PHONE_MAX,
  SOS_STATUSES,
} from './accountability.constants';

// ---------- people and sharing ----------

/**
 * Another person as this area shows them. `id` is null only on the requester's own pending request
 * made by e-mail: until it is answered the partner is shown as the address typed (`email`), so the
 * answer never tells whether that address has an account; and on a request asked through an
 * anonymous forum post until it is accepted ('Anonymous member', no username or avatar).
 */
export const personSummarySchema = z.object({
  id: z.number().nullable(),
  username: z.string().nullable(),
  /** The name to show: display name, else first and last name, else username, else the address. */
  display_name: z.string(),
  initials: z.string(),
  /** A signed avatar link made for the viewer (an hour), or null. */
  profile_icon: z.string().nullable(),
  email: z.string().nullable(),
});
export type PersonSummary = z.output<typeof personSummarySchema>;

/** What the data's owner lets one partner see (each on by default). */
export const sharingSchema = z.object({
  check_ins: z.boolean(),
  crash_reports: z.boolean(),
  faster: z.boolean(),
  streaks: z.boolean(),
});
export type Sharing = z.output<typeof sharingSchema>;

export const streaksSchema = z.object({ purity_streak: z.number(), checkin_streak: z.number() });
export type Streaks = z.output<typeof streaksSchema>;

// ---------- relationships ----------

/**
 * One accountability relationship, seen from the caller's side. Spec 3 names: `user_id` is the
 * requester, `partner_id` the recipient (null while an e-mail invitation waits for an account),
 * `mutual_partner_id` the recipient once accepted (null means not accepted).
 */
export const accountabilityPartnerSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  partner_id: z.number().nullable(),
  mutual_partner_id: z.number().nullable(),
  request_status: z.enum(REQUEST_STATUSES),
  request_type: z.enum(REQUEST_TYPES),
  is_requester: z.boolean(),
  /** Where this relationship puts the other person in my lists (for a pending one: once accepted). */
  relationship: z.enum(LISTING_KEYS),
  type: z.enum(RELATIONSHIP_SOURCES),
  invitation_reference: z.enum(INVITATION_REFERENCES),
  message: z.string().nullable(),
  /**
   * Asked through an anonymous forum post's author handle: until the recipient accepts, the
   * requester sees them as 'Anonymous member' (partner without id, username or avatar, partner_id
   * null); accepting shows the recipient's name to the requester.
   */
  through_anonymous_post: z.boolean(),
  /** The other person. */
  partner: personSummarySchema,
  /** What the other person lets me see; null when I do not see their data (or not yet accepted). */
  shares_with_me: sharingSchema.nullable(),
  /** What I let them see; null when they do not see mine. */
  i_share: sharingSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type AccountabilityPartner = z.output<typeof accountabilityPartnerSchema>;

/** GET accountability-partners/{id}: the relationship and, within consent, the partner's streaks. */
export const accountabilityPartnerDetailSchema = accountabilityPartnerSchema.extend({
  streaks: streaksSchema.nullable(),
});
export type AccountabilityPartnerDetail = z.output<typeof accountabilityPartnerDetailSchema>;

/** GET accountability-partners: accepted relationships grouped by listing key. */
export const partnerListSchema = z.object({
  mutual: z.array(accountabilityPartnerSchema),
  my_accountable: z.array(accountabilityPartnerSchema),
  accountable_for: z.array(accountabilityPartnerSchema),
});
export type PartnerList = z.output<typeof partnerListSchema>;

/** GET accountability-partners/requests: pending requests both ways; `action_required` counts mine to answer. */
export const partnerRequestsSchema = z.object({
  items: z.array(accountabilityPartnerSchema),
  action_required: z.number(),
});
export type PartnerRequests = z.output<typeof partnerRequestsSchema>;

/** GET accountability-partners/count/unique: distinct people I am linked with (accepted). */
export const partnerCountSchema = z.object({ count: z.number() });
export type PartnerCount = z.output<typeof partnerCountSchema>;

/** Answers of writes that return the relationship (create, update-status) with the toast text. */
export const partnerWriteResponseSchema = z.object({ message: z.string(), item: accountabilityPartnerSchema });
export type PartnerWriteResponse = z.output<typeof partnerWriteResponseSchema>;

/** GET accountability-partners/lookup?user_id=: where a known user stands with me (the 'Add Partner' button). */
export const partnerLookupQuerySchema = z.object({ user_id: idParamSchema });
export type PartnerLookupQuery = z.output<typeof partnerLookupQuerySchema>;
export const partnerLookupSchema = z.object({
  relationship: z.enum([...LISTING_KEYS, 'none']),
  /** A pending request between us, either way. */
  pending: accountabilityPartnerSchema.nullable(),
  /** Whether 'Add Partner' is enabled; when not, `reason` says why (e.g. the 'not open' text). */
  can_request: z.boolean(),
  reason: z.string().nullable(),
});
export type PartnerLookup = z.output<typeof partnerLookupSchema>;

// ---------- requests ----------

const bodyUserId = z.union([z.number(), z.string()]).nullish();

/**
 * POST accountability-partners. Spec 2 section 5: request_type required; partner_email required
 * and valid when action_type is email; message optional. By user: user_id required, or author_handle instead.
 */
export const createPartnerRequestInputSchema = z
  .object({
    action_type: valueIn(ACTION_TYPES),
    request_type: valueIn(REQUEST_TYPES),
    partner_email: z.string({ error: m.invalid }).nullish(),
    user_id: bodyUserId,
    /** Instead of user_id: a forum post's author_handle (the server finds the author; an anonymous one stays 'Anonymous member' to the requester until they accept). */
    author_handle: authorHandleSchema.nullish(),
    message: optionalText({ max: PARTNER_MESSAGE_MAX }),
    invitation_reference: z.enum(INVITATION_REFERENCES, { error: m.invalid }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.action_type === 'email') {
      const parsed = requiredEmail().safeParse(v.partner_email ?? undefined);
      if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['partner_email'], message: parsed.error.issues[0]?.message ?? m.invalid });
    }
    if (v.action_type === 'user' && !v.author_handle) {
      const raw = v.user_id;
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
      if (isBlank(raw)) ctx.addIssue({ code: 'custom', path: ['user_id'], message: m.required });
      else if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647)
        ctx.addIssue({ code: 'custom', path: ['user_id'], message: m.notNumber });
    }
  })
  .transform((v) => ({
    action_type: v.action_type,
    request_type: v.request_type,
    partner_email: v.action_type === 'email' ? (v.partner_email ?? '').trim().toLowerCase() : null,
    user_id: v.action_type === 'user' && !v.author_handle ? Number(v.user_id) : null,
    author_handle: v.action_type === 'user' ? (v.author_handle ?? null) : null,
    message: v.message,
    invitation_reference: v.invitation_reference ?? 'direct',
  }));
export type CreatePartnerRequestInput = z.input<typeof createPartnerRequestInputSchema>;
export type CreatePartnerRequest = z.output<typeof createPartnerRequestInputSchema>;

/** PATCH accountability-partners/{id}/update-status. */
export const updatePartnerStatusInputSchema = z.object({ status: valueIn(ANSWER_STATUSES) });
export type UpdatePartnerStatusInput = z.input<typeof updatePartnerStatusInputSchema>;

// ---------- sharing (consent) ----------

/** PUT accountability-partners/{id}/sharing: any of the switches; at least one. */
export const updateSharingInputSchema = atLeastOneField(
  z.object({
    check_ins: z.boolean({ error: m.invalid }).optional(),
    crash_reports: z.boolean({ error: m.invalid }).optional(),
    faster: z.boolean({ error: m.invalid }).optional(),
    streaks: z.boolean({ error: m.invalid }).optional(),
  }),
);
export type UpdateSharingInput = z.input<typeof updateSharingInputSchema>;

/** GET/PUT accountability-partners/{id}/sharing: what I let this partner see. */
export const sharingStateSchema = z.object({
  relationship_id: z.number(),
  partner: personSummarySchema,
  /** False when this partner does not see my data in this relationship (the choices then wait). */
  applies: z.boolean(),
  sharing: sharingSchema,
});
export type SharingState = z.output<typeof sharingStateSchema>;

// ---------- the partner calendar ----------

/** GET accountability-partners/system-triggers (and the sharing preview): a date range of calendar days. */
export const partnerCalendarQuerySchema = z
  .object({ startDate: filterDateSchema, endDate: filterDateSchema })
  .refine((v) => v.startDate <= v.endDate, { path: ['endDate'], message: m.invalid })
  .refine((v) => Date.parse(v.endDate) - Date.parse(v.startDate) < PARTNER_CALENDAR_MAX_DAYS * 86_400_000, {
    path: ['endDate'],
    message: `The range may cover at most ${PARTNER_CALENDAR_MAX_DAYS} days`,
  });
export type PartnerCalendarQuery = z.output<typeof partnerCalendarQuerySchema>;

/** A person in the calendar and what they let me see. */
export const calendarPersonSchema = personSummarySchema.extend({ id: z.number(), shares: sharingSchema });
export type CalendarPerson = z.output<typeof calendarPersonSchema>;

const eventBase = {
  /** Unique in the answer: `crash_report:<id>` or `check_in:<id>`. */
  id: z.string(),
  /** Whose event (a `people` entry). */
  owner_id: z.number(),
  /** The owner's calendar day. */
  date: z.string(),
  /** The instant, ISO 8601 UTC. */
  start: z.string(),
  /** Short text: the trigger's name, or the zone's label. */
  title: z.string(),
};

/** A crash report: what the trigger detail modal shows (questions and answers). */
export const crashReportEventSchema = z.object({ kind: z.literal('crash_report'), ...eventBase, crash_report: triggerAnswerSchema });
/** A check-in: what the check-in detail modal shows; `fast_scale_answers` is null when FASTER is not shared. */
export const checkInEventSchema = z.object({
  kind: z.literal('check_in'),
  ...eventBase,
  emotion_id: z.number().nullable(),
  feeling_zone: z.enum(FEELING_ZONES),
  check_in: checkInSchema,
});
export const partnerEventSchema = z.discriminatedUnion('kind', [crashReportEventSchema, checkInEventSchema]);
export type PartnerEvent = z.output<typeof partnerEventSchema>;

export const partnerCalendarSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  /** Everyone whose data I may see (even with no events in the range). */
  people: z.array(calendarPersonSchema),
  events: z.array(partnerEventSchema),
});
export type PartnerCalendar = z.output<typeof partnerCalendarSchema>;

/** GET accountability-partners/check-ins/{id}: one check-in of a person whose check-ins I may see. */
export const partnerCheckInSchema = z.object({ owner: personSummarySchema, check_in: checkInSchema });
export type PartnerCheckIn = z.output<typeof partnerCheckInSchema>;
/** GET accountability-partners/crash-reports/{id}. */
export const partnerCrashReportSchema = z.object({ owner: personSummarySchema, crash_report: triggerAnswerSchema });
export type PartnerCrashReport = z.output<typeof partnerCrashReportSchema>;

/**
 * GET accountability-partners/{id}/sharing/preview?startDate=&endDate= ('Preview as partner'): what
 * this partner's own calls answer about me, built by the same code: their calendar for the range
 * restricted to me (`people` holds only me, with what I share), and my streaks as their
 * GET accountability-partners/{id} shows them (null when not shared). Reading it writes no
 * access-log row (it is my own data).
 */
export const sharingPreviewSchema = z.object({ calendar: partnerCalendarSchema, streaks: streaksSchema.nullable() });
export type SharingPreview = z.output<typeof sharingPreviewSchema>;

// ---------- weekly digest ----------

/** GET/PUT accountability-partners/digest: whether I get the Monday digest about the people I hold accountable. */
export const digestSettingsSchema = z.object({ enabled: z.boolean() });
export type DigestSettings = z.output<typeof digestSettingsSchema>;
export const updateDigestSettingsInputSchema = z.object({ enabled: requiredBoolean() });

// ---------- access log ----------

/** GET users/access-log: paged, and optionally only one viewer, one kind, or the reads made from one day to another (UTC days). */
export const listAccessLogQuerySchema = pageQuerySchemaOf(ACCESS_LOG_PAGE_SIZE).extend({
  viewer_id: idParamSchema.optional(),
  kind: z.enum(ACCESS_KINDS, { error: m.invalid }).optional(),
  from: filterDateSchema.optional(),
  to: filterDateSchema.optional(),
});
export type ListAccessLogQuery = z.output<typeof listAccessLogQuerySchema>;

/** One read of my check-ins or crash reports by someone else. */
export const accessLogEntrySchema = z.object({
  id: z.number(),
  viewer: personSummarySchema,
  kind: z.enum(ACCESS_KINDS),
  /** One record, or a range of days (calendar). */
  record_id: z.number().nullable(),
  range_start: z.string().nullable(),
  range_end: z.string().nullable(),
  via: z.enum(ACCESS_VIA),
  created_at: z.string(),
});
export type AccessLogEntry = z.output<typeof accessLogEntrySchema>;
export const accessLogPageSchema = pagedSchema(accessLogEntrySchema);
export type AccessLogPage = z.output<typeof accessLogPageSchema>;

// ---------- SOS ----------

/** POST sos. */
export const sendSosInputSchema = z.object({
  level: valueIn(SOS_LEVELS),
  message: optionalText({ max: SOS_MESSAGE_MAX }),
  /** A number to text or call, shown to the recipients (the profile has none). */
  phone: optionalText({ max: SOS_PHONE_MAX }).refine((v) => v === null || /^[+()\d\s.-]{3,}$/.test(v), m.invalid),
});
export type SendSosInput = z.input<typeof sendSosInputSchema>;

export const sosSchema = z.object({
  id: z.number(),
  level: z.enum(SOS_LEVELS),
  level_label: z.string(),
  message: z.string().nullable(),
  phone: z.string().nullable(),
  member: personSummarySchema,
  /** True when the caller sent it. */
  is_mine: z.boolean(),
  status: z.enum(SOS_STATUSES),
  created_at: z.string(),
  /** Set when nobody acknowledged in time and it was sent again. */
  escalated_at: z.string().nullable(),
  acknowledged_by: personSummarySchema.nullable(),
  acknowledged_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  /** How many people it went to. */
  recipients: z.number(),
});
export type Sos = z.output<typeof sosSchema>;

/** Answers of POST sos, sos/{id}/acknowledge and sos/{id}/close: the toast text and the SOS as it now stands. */
export const sosWriteResponseSchema = z.object({ message: z.string(), item: sosSchema });
export type SosWriteResponse = z.output<typeof sosWriteResponseSchema>;

/** GET sos: my latest SOS (open, or from the last day) and those sent to me in the last day. */
export const sosOverviewSchema = z.object({ mine: sosSchema.nullable(), received: z.array(sosSchema) });
export type SosOverview = z.output<typeof sosOverviewSchema>;
