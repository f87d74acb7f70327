import fc from 'fast-check';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { toFieldErrors, validationMessages as m } from '../validation';
import { parseRealtimePayload, realtimeEvents } from '../realtime';
import {
  accessLogPageSchema,
  createPartnerRequestInputSchema,
  partnerCalendarQuerySchema,
  sendSosInputSchema,
  updatePartnerStatusInputSchema,
  updateSharingInputSchema,
} from './accountability.contract';
import { REQUEST_TYPES } from './accountability.constants';
import { registerByInvitationInputSchema, verifyInvitationInputSchema, referFriendInputSchema } from './invitations.contract';
import {
  digestWeekOf,
  displayNameOf,
  effectiveSharing,
  invitationPath,
  isSosEscalationDue,
  listingKeyOf,
  partnerSeesMyData,
  seesPartnerData,
} from './accountability.rules';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : toFieldErrors(r.error.issues);
};

describe('relationship directions', () => {
  const rel = fc.record({ user_id: fc.integer({ min: 1, max: 50 }), request_type: fc.constantFrom(...REQUEST_TYPES) });
  it('the two sides always see each other from opposite ends', () => {
    fc.assert(
      fc.property(rel, fc.integer({ min: 51, max: 99 }), (r, other) => {
        const requester = r.user_id;
        // What one side sees of the other is exactly what the other lets be seen.
        expect(seesPartnerData(r, requester)).toBe(partnerSeesMyData(r, other));
        expect(seesPartnerData(r, other)).toBe(partnerSeesMyData(r, requester));
        const a = listingKeyOf(r, requester);
        const b = listingKeyOf(r, other);
        if (r.request_type === 'mutual') expect([a, b]).toEqual(['mutual', 'mutual']);
        else expect([a, b]).toEqual(['accountable_for', 'my_accountable']);
      }),
    );
  });
  it('a standard request from A asks B to hold A accountable: B sees A, A does not see B', () => {
    const r = { user_id: 1, request_type: 'standard' as const };
    expect(seesPartnerData(r, 2)).toBe(true);
    expect(seesPartnerData(r, 1)).toBe(false);
  });
});

describe('sharing', () => {
  it('FASTER answers are never shared without check-ins', () => {
    expect(effectiveSharing({ check_ins: false, crash_reports: true, faster: true, streaks: true }).faster).toBe(false);
    expect(effectiveSharing({ check_ins: true, crash_reports: true, faster: true, streaks: true }).faster).toBe(true);
  });
});

describe('display names and links', () => {
  it('falls back from display name to names, username and address', () => {
    expect(displayNameOf({ display_name: ' Sam R ', username: 'sam' })).toBe('Sam R');
    expect(displayNameOf({ first_name: 'Sam', last_name: 'Rivers', username: 'sam' })).toBe('Sam Rivers');
    expect(displayNameOf({ username: 'sam' })).toBe('sam');
    expect(displayNameOf({ email: 'a@b.co' })).toBe('a@b.co');
  });
  it('invitation links carry token, email and context', () => {
    const p = invitationPath({ token: 't/k+n', email: 'a+b@c.co', context_type: 'accountability', context_id: 7 });
    const q = new URLSearchParams(p.split('?')[1]);
    expect(p.startsWith('/invited-user?')).toBe(true);
    expect(Object.fromEntries(q)).toEqual({ token: 't/k+n', email: 'a+b@c.co', context_type: 'accountability', context_id: '7' });
  });
});

describe('SOS escalation', () => {
  const at = new Date('2026-11-23T10:00:00Z');
  const sos = { created_at: at, acknowledged_at: null, closed_at: null, escalated_at: null };
  it('is due 15 minutes after sending, unless acknowledged, closed or already escalated', () => {
    expect(isSosEscalationDue(sos, new Date(at.getTime() + 14 * 60_000 + 59_000))).toBe(false);
    expect(isSosEscalationDue(sos, new Date(at.getTime() + 15 * 60_000))).toBe(true);
    expect(isSosEscalationDue({ ...sos, acknowledged_at: at }, new Date(at.getTime() + 60 * 60_000))).toBe(false);
    expect(isSosEscalationDue({ ...sos, escalated_at: at }, new Date(at.getTime() + 60 * 60_000))).toBe(false);
  });
});

describe('digest week', () => {
  it('is Monday to Sunday of the week before', () => {
    expect(digestWeekOf(new Date('2026-11-23T08:00:00Z'))).toEqual({ start: '2026-11-16', end: '2026-11-22' }); // a Monday
    expect(digestWeekOf(new Date('2026-11-29T23:00:00Z'))).toEqual({ start: '2026-11-16', end: '2026-11-22' }); // the Sunday after
  });
  it('always covers seven days ending on a Sunday before now', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (now) => {
        const { start, end } = digestWeekOf(now);
        expect(new Date(`${end}T00:00:00Z`).getUTCDay()).toBe(0);
        expect((Date.parse(end) - Date.parse(start)) / 86_400_000).toBe(6);
        expect(Date.parse(end)).toBeLessThan(now.getTime());
      }),
    );
  });
});

describe('accountability request contract (spec 2 section 5)', () => {
  it('requires request_type and action_type', () => {
    expect(errorsOf(createPartnerRequestInputSchema, { partner_email: 'a@b.co' })).toEqual({
      action_type: [m.required],
      request_type: [m.required],
    });
    expect(errorsOf(createPartnerRequestInputSchema, { action_type: 'email', request_type: 'both', partner_email: 'a@b.co' })).toEqual({
      request_type: [m.invalid],
    });
  });
  it('requires a valid partner_email when sent by e-mail', () => {
    const base = { action_type: 'email', request_type: 'mutual' };
    expect(errorsOf(createPartnerRequestInputSchema, base)).toEqual({ partner_email: [m.required] });
    expect(errorsOf(createPartnerRequestInputSchema, { ...base, partner_email: '  ' })).toEqual({ partner_email: [m.required] });
    expect(errorsOf(createPartnerRequestInputSchema, { ...base, partner_email: 'nope' })).toEqual({ partner_email: [m.email] });
    expect(errorsOf(createPartnerRequestInputSchema, { ...base, partner_email: 'a@' })).toEqual({ partner_email: [m.email] });
  });
  it('requires user_id when sent to a user', () => {
    expect(errorsOf(createPartnerRequestInputSchema, { action_type: 'user', request_type: 'standard' })).toEqual({ user_id: [m.required] });
    expect(errorsOf(createPartnerRequestInputSchema, { action_type: 'user', request_type: 'standard', user_id: 'x' })).toEqual({
      user_id: [m.notNumber],
    });
  });
  it('keeps the message optional and normalizes the address', () => {
    const ok = createPartnerRequestInputSchema.parse({
      action_type: 'email',
      request_type: 'mutual',
      partner_email: ' Sam@Example.COM ',
      message: '',
    });
    expect(ok).toEqual({
      action_type: 'email',
      request_type: 'mutual',
      partner_email: 'sam@example.com',
      user_id: null,
      author_handle: null,
      message: null,
      invitation_reference: 'direct',
    });
    expect(
      errorsOf(createPartnerRequestInputSchema, { action_type: 'user', request_type: 'mutual', user_id: 3, message: 'x'.repeat(1001) }),
    ).toEqual({ message: [m.maxLength(1000)] });
  });
  it("asks a forum post's author by author_handle instead of user_id (issue 35)", () => {
    const handle = 'r' + 'a'.repeat(32);
    expect(createPartnerRequestInputSchema.parse({ action_type: 'user', request_type: 'mutual', author_handle: handle })).toMatchObject({
      user_id: null,
      author_handle: handle,
    });
    expect(errorsOf(createPartnerRequestInputSchema, { action_type: 'user', request_type: 'mutual' })).toEqual({ user_id: [m.required] });
    expect(errorsOf(createPartnerRequestInputSchema, { action_type: 'user', request_type: 'mutual', author_handle: '12' })).toEqual({
      author_handle: [m.invalid],
    });
  });
  it('answers only accepted or rejected', () => {
    expect(errorsOf(updatePartnerStatusInputSchema, {})).toEqual({ status: [m.required] });
    expect(errorsOf(updatePartnerStatusInputSchema, { status: 'pending' })).toEqual({ status: [m.invalid] });
  });
  it('sharing needs at least one switch', () => {
    expect(updateSharingInputSchema.safeParse({}).success).toBe(false);
    expect(updateSharingInputSchema.safeParse({ faster: false }).success).toBe(true);
  });
  it('the calendar range is ordered and at most 93 days', () => {
    expect(partnerCalendarQuerySchema.safeParse({ startDate: '2026-11-01', endDate: '2026-12-12' }).success).toBe(true);
    expect(errorsOf(partnerCalendarQuerySchema, { startDate: '2026-11-02', endDate: '2026-11-01' })).toEqual({ endDate: [m.invalid] });
    expect(partnerCalendarQuerySchema.safeParse({ startDate: '2026-01-01', endDate: '2026-12-31' }).success).toBe(false);
    expect(errorsOf(partnerCalendarQuerySchema, {})).toEqual({ startDate: [m.required], endDate: [m.required] });
  });
});

describe('invitation contracts (spec 2 section 5)', () => {
  it('registration needs username, a valid e-mail, a strong password and the token', () => {
    const errors = errorsOf(registerByInvitationInputSchema, { email: 'x', password: 'short' });
    expect(errors.username).toEqual([m.required]);
    expect(errors.email).toEqual([m.email]);
    expect(errors.password?.[0]).toBe(m.strongPassword);
    expect(errors.token).toEqual([m.required]);
  });
  it('verify and refer-a-friend take an address', () => {
    expect(errorsOf(verifyInvitationInputSchema, { token: 't' })).toEqual({ email: [m.required] });
    expect(errorsOf(referFriendInputSchema, { email: 'a@' })).toEqual({ email: [m.email] });
  });
});

describe('SOS contract', () => {
  it('needs a level and a plausible phone', () => {
    expect(errorsOf(sendSosInputSchema, {})).toEqual({ level: [m.required] });
    expect(errorsOf(sendSosInputSchema, { level: 'call', phone: 'call me' })).toEqual({ phone: [m.invalid] });
    expect(sendSosInputSchema.parse({ level: 'pray' })).toEqual({ level: 'pray', message: null, phone: null });
  });
});

describe('realtime payloads', () => {
  it('list events carry the item, removal carries the id', () => {
    expect(Object.keys(realtimeEvents)).toEqual(
      expect.arrayContaining(['accountability.created', 'accountability.updated', 'accountability.removed', 'sos.created', 'sos.updated']),
    );
    expect(parseRealtimePayload('accountability.removed', { id: 4 })).toEqual({ id: 4 });
    expect(parseRealtimePayload('accountability.created', { item: { id: 4 } })).toBeNull();
  });
  it('the access-log page is a paged answer', () => {
    expect(accessLogPageSchema.safeParse({ items: [], page: 1, perPage: 15, totalPages: 0, totalItems: 0, offset: 0 }).success).toBe(true);
  });
});
