import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../validation';
import { CATEGORY_KEYS, COMMUNITY_CATEGORIES, REACTION_TYPES } from './community.constants';
import { agreementInputSchema, createReplyInputSchema, threadIdsQuerySchema, watchInputSchema } from './community.contract';
import {
  canPinThreads,
  canSeeCategory,
  communityAccess,
  isCommunityAdmin,
  isReplyVisibleTo,
  memberStatusOf,
  needsMemberApproval,
  isViewCounted,
  postsPerHourFor,
  seesHiddenReplies,
  shortDescriptionOf,
  toggleReaction,
  viewDayOf,
  visibleCategoryKeys,
} from './community.rules';
import { communityTexts as t } from './community.texts';

describe('categories (spec 3 section 2)', () => {
  it('has the six categories in order, certified only for certified_leader', () => {
    expect(COMMUNITY_CATEGORIES.map((c) => c.key)).toEqual([...CATEGORY_KEYS]);
    expect(visibleCategoryKeys([])).toEqual(['general', 'outgrow', 'share', 'program', 'marriage']);
    expect(visibleCategoryKeys(['certified_leader'])).toEqual([...CATEGORY_KEYS]);
    expect(canSeeCategory('certified', ['community_admin', 'ff_admin'])).toBe(false);
    expect(canSeeCategory('certified', ['certified_leader'])).toBe(true);
  });

  it('every role set sees the five open categories', () => {
    const roles = fc.subarray(['ff_admin', 'community_admin', 'upgrade_admin', 'certified_leader', 'coach', 'coach_client']);
    fc.assert(
      fc.property(roles, (r) =>
        ['general', 'outgrow', 'share', 'program', 'marriage'].every((k) => visibleCategoryKeys(r).includes(k as never)),
      ),
    );
  });
});

describe('hidden replies (spec 3 sections 4 and 6)', () => {
  it('only community admins and upgrade admins see a hidden reply', () => {
    expect(seesHiddenReplies(['community_admin'])).toBe(true);
    expect(seesHiddenReplies(['upgrade_admin'])).toBe(true);
    expect(seesHiddenReplies(['ff_admin', 'certified_leader', 'coach'])).toBe(false);
    expect(isReplyVisibleTo({ is_hidden: true }, [])).toBe(false);
    expect(isReplyVisibleTo({ is_hidden: true }, ['upgrade_admin'])).toBe(true);
  });

  it('a visible reply is visible to everyone', () => {
    fc.assert(fc.property(fc.array(fc.string()), (roles) => isReplyVisibleTo({ is_hidden: false }, roles)));
  });

  it('pinning is for community admins (and ff_admin)', () => {
    expect(canPinThreads(['community_admin'])).toBe(true);
    expect(canPinThreads(['upgrade_admin', 'certified_leader'])).toBe(false);
  });
});

describe('thread views: once per member per UTC day', () => {
  it('counts the first view of a day and not the second', () => {
    const at = new Date('2026-03-05T23:59:00Z');
    expect(viewDayOf(at)).toBe('2026-03-05');
    expect(isViewCounted(new Set(), at)).toBe(true);
    expect(isViewCounted(new Set(['2026-03-05']), at)).toBe(false);
    expect(isViewCounted(new Set(['2026-03-05']), new Date('2026-03-06T00:00:00Z'))).toBe(true);
  });

  it('law: a view counts exactly when its day has not counted yet', () => {
    fc.assert(
      fc.property(fc.array(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })), (dates) => {
        const counted = new Set<string>();
        let n = 0;
        for (const d of dates) {
          if (!isViewCounted(counted, d)) continue;
          counted.add(viewDayOf(d));
          n++;
        }
        return n === new Set(dates.map(viewDayOf)).size;
      }),
    );
  });
});

describe('the community agreement gate', () => {
  it('lets in only members who accepted the agreement', () => {
    expect(communityAccess({ agreementAccepted: false })).toBe('agreement_required');
    expect(communityAccess({ agreementAccepted: true })).toBe('allowed');
  });

  it("checks the feature first, then a woman's approval, then the agreement", () => {
    expect(communityAccess({ agreementAccepted: true, enabled: false })).toBe('disabled');
    expect(communityAccess({ agreementAccepted: true, enabled: true, gender: 'Female', memberStatus: null })).toBe('approval_required');
    expect(communityAccess({ agreementAccepted: true, enabled: true, gender: 'Female', memberStatus: 'rejected' })).toBe(
      'approval_required',
    );
    expect(communityAccess({ agreementAccepted: false, enabled: true, gender: 'Female', memberStatus: 'approved' })).toBe(
      'agreement_required',
    );
    expect(communityAccess({ agreementAccepted: true, enabled: true, gender: 'Female', memberStatus: 'approved' })).toBe('allowed');
    expect(communityAccess({ agreementAccepted: true, enabled: true, gender: 'Male', memberStatus: null })).toBe('allowed');
  });

  it("members-status: approved for anyone but a woman; a woman's is the stored decision, pending until one", () => {
    expect(needsMemberApproval('Female')).toBe(true);
    expect(needsMemberApproval('Male')).toBe(false);
    expect(needsMemberApproval(null)).toBe(false);
    expect(memberStatusOf('Male', 'rejected')).toBe('approved');
    expect(memberStatusOf('Female', null)).toBe('pending');
    expect(memberStatusOf('Female', 'approved')).toBe('approved');
    expect(isCommunityAdmin(['community_admin'])).toBe(true);
    expect(isCommunityAdmin(['upgrade_admin', 'ff_admin'])).toBe(false);
  });

  it('requires both boxes, trims the display name and needs an age of at least 1', () => {
    const ok = agreementInputSchema.parse({ display_name: '  Sam  ', age: '30', accept: true, aboveEighteen: true });
    expect(ok).toMatchObject({ display_name: 'Sam', age: 30, is_married: false, needs_accountability: false, is_anonymous: false });
    const errors = (body: object) => agreementInputSchema.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(errors({ display_name: 'Sam', age: 30, accept: false })).toEqual([
      `accept: ${t.acceptRequired}`,
      `aboveEighteen: ${t.aboveEighteenRequired}`,
    ]);
    expect(errors({ display_name: ' ', age: 0, accept: true, aboveEighteen: true })).toEqual([
      `display_name: ${m.required}`,
      `age: ${m.minValue(1)}`,
    ]);
    expect(errors({ display_name: 'Sam', accept: true, aboveEighteen: true })).toEqual([`age: ${m.required}`]);
  });
});

describe('reactions toggle', () => {
  it('the same type takes it back; another type replaces it', () => {
    expect(toggleReaction(null, 'Liked')).toEqual({ result: 'added', next: 'Liked' });
    expect(toggleReaction('Liked', 'Liked')).toEqual({ result: 'removed', next: null });
    expect(toggleReaction('Liked', 'Loved')).toEqual({ result: 'added', next: 'Loved' });
  });

  it('law: toggling the same type twice returns to where it started', () => {
    const type = fc.constantFrom(...REACTION_TYPES);
    fc.assert(
      fc.property(fc.option(type, { nil: null }), type, (start, t2) => {
        const once = toggleReaction(start, t2).next;
        return start === t2 || toggleReaction(once, t2).next === null;
      }),
    );
  });
});

describe('requests', () => {
  it('reply: reply_id defaults to null, the text is required', () => {
    expect(createReplyInputSchema.parse({ reply_text: '<p>Hi</p>' })).toEqual({
      reply_id: null,
      reply_text: '<p>Hi</p>',
      is_struggling: false,
    });
    expect(createReplyInputSchema.safeParse({ reply_id: null, reply_text: '  ' }).error?.issues[0]?.message).toBe(m.required);
  });

  it('watch: entity type thread or topic', () => {
    expect(watchInputSchema.parse({ entity_id: '4', entity_type: 'topic' })).toEqual({ entity_id: 4, entity_type: 'topic' });
    expect(watchInputSchema.safeParse({ entity_id: 4, entity_type: 'reply' }).error?.issues[0]?.message).toBe(m.invalid);
  });

  it('thread ids: a comma list, duplicates once; anything else is refused', () => {
    expect(threadIdsQuerySchema.parse({ ids: '3, 1,3' }).ids).toEqual([3, 1]);
    expect(threadIdsQuerySchema.safeParse({ ids: '1,x' }).error?.issues[0]?.message).toBe(t.threadIdsInvalid);
  });
});

describe('short description', () => {
  it('is the text of the HTML, cut at 160 characters', () => {
    expect(shortDescriptionOf('<p>Hello <b>there</b></p><p>friend &amp; brother</p>')).toBe('Hello there friend & brother');
    const long = shortDescriptionOf(`<p>${'word '.repeat(100)}</p>`);
    expect(Array.from(long)).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });

  it('law: never longer than the limit and never contains a tag', () => {
    fc.assert(fc.property(fc.string(), (s) => Array.from(shortDescriptionOf(s)).length <= 160));
    fc.assert(fc.property(fc.string(), (s) => !/<[a-z/][^>]*>/i.test(shortDescriptionOf(`<b>${s.replace(/[<>]/g, '')}</b>`))));
  });
});

describe('posting limits', () => {
  it('5 posts an hour in the first 24 hours after the agreement, then 30', () => {
    const accepted = new Date('2026-03-05T10:00:00Z');
    expect(postsPerHourFor(accepted, new Date('2026-03-06T09:59:59Z'))).toBe(5);
    expect(postsPerHourFor(accepted, new Date('2026-03-06T10:00:00Z'))).toBe(30);
  });
});
