import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBadgeCount, initials } from '../common';
import {
  buildBottomTabs,
  buildSideMenu,
  canSeeBilling,
  isSideMenuEnabled,
  isSideMenuHidden,
  resolveGuard,
  systemTriggerPath,
  type RouteAccess,
  type ShellContext,
  type ShellUser,
  HELP_NOW_PATH,
  safeNextPath,
} from './shell.rules';

const member: ShellUser = { isVerified: true, hasProfile: true, isWpPasswordMapped: false, isSuspended: false, gender: 'Male', roles: [] };
const ctx = (user: Partial<ShellUser> | null, extra: Partial<ShellContext> = {}): ShellContext => ({
  user: user ? { ...member, ...user } : null,
  features: { multicourse: true, newUserCourseOnboarding: true },
  isOnboardingDone: true,
  ...extra,
});
const links = { donate: 'https://give.example', help_desk: 'https://help.example' };

describe('resolveGuard', () => {
  it.each<[string, RouteAccess, ShellContext, string | null]>([
    ['anonymous on an app page goes to /', 'app', ctx(null), '/'],
    ['anonymous on login stays', 'public', ctx(null), null],
    ['signed in on login goes to dashboard', 'public', ctx({}), '/dashboard'],
    ['suspended goes to the notice', 'app', ctx({ isSuspended: true }), '/suspended-account'],
    ['suspended stays on the notice', 'suspended', ctx({ isSuspended: true }), null],
    ['the notice is readable signed out (a suspended login gets no token)', 'suspended', ctx(null), null],
    ['a member in good standing leaves the notice', 'suspended', ctx({}), '/dashboard'],
    ['old WordPress password first', 'app', ctx({ isWpPasswordMapped: true, isVerified: false }), '/reset-old-password'],
    ['unverified goes to verification', 'app', ctx({ isVerified: false }), '/email-verification'],
    ['verified leaves verification', 'verification', ctx({}), '/dashboard'],
    ['no profile goes to onboarding', 'app', ctx({ hasProfile: false }), '/new-on-boarding'],
    ['profile leaves onboarding', 'onboarding', ctx({}), '/dashboard'],
    ['onboarding not done goes to course info', 'app', ctx({}, { isOnboardingDone: false }), '/new-on-boarding/course-info'],
    ['course info when done goes to dashboard', 'course-onboarding', ctx({}), '/dashboard'],
    [
      'flag off skips course onboarding',
      'app',
      ctx({}, { isOnboardingDone: false, features: { multicourse: true, newUserCourseOnboarding: false } }),
      null,
    ],
    ['a complete member sees the app', 'app', ctx({}), null],
    [
      'the administrator skips member onboarding and sees the app',
      'app',
      ctx({ hasProfile: false, roles: ['ff_admin'] }, { isOnboardingDone: false }),
      null,
    ],
    [
      'the administrator leaves profile onboarding for the dashboard',
      'onboarding',
      ctx({ hasProfile: false, roles: ['ff_admin'] }),
      '/dashboard',
    ],
    [
      'the administrator leaves course onboarding for the dashboard',
      'course-onboarding',
      ctx({ roles: ['ff_admin'] }, { isOnboardingDone: false }),
      '/dashboard',
    ],
  ])('%s', (_name, access, c, expected) => {
    expect(resolveGuard(access, c)).toBe(expected);
  });

  it('never redirects a page to itself-kind (no loops): following redirects settles in one step', () => {
    const target: Record<string, RouteAccess> = {
      '/': 'public',
      '/login': 'public',
      '/dashboard': 'app',
      '/suspended-account': 'suspended',
      '/reset-old-password': 'old-password',
      '/email-verification': 'verification',
      '/new-on-boarding': 'onboarding',
      '/new-on-boarding/course-info': 'course-onboarding',
    };
    const accesses: RouteAccess[] = [
      'public',
      'open',
      'verification',
      'old-password',
      'suspended',
      'onboarding',
      'course-onboarding',
      'app',
    ];
    fc.assert(
      fc.property(
        fc.option(
          fc.record({ isVerified: fc.boolean(), hasProfile: fc.boolean(), isWpPasswordMapped: fc.boolean(), isSuspended: fc.boolean() }),
        ),
        fc.boolean(),
        fc.constantFrom(...accesses),
        (u, done, access) => {
          const c = ctx(u, { isOnboardingDone: done });
          let redirect = resolveGuard(access, c);
          for (let hops = 0; redirect && hops < 3; hops++) redirect = resolveGuard(target[redirect]!, c);
          expect(redirect).toBeNull();
        },
      ),
    );
  });
});

describe('safeNextPath', () => {
  it('keeps an in-app path and refuses other sites and account pages', () => {
    expect(safeNextPath('/progress')).toBe('/progress');
    expect(safeNextPath('/courses/3/lessons?x=1')).toBe('/courses/3/lessons?x=1');
    for (const bad of [
      null,
      '',
      'progress',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/login',
      '/logout',
      '/reset-password?token=x',
    ])
      expect(safeNextPath(bad)).toBeNull();
  });
});

describe('side menu', () => {
  const labels = (c: ShellContext, triggers = [] as { id: number; name: string; action_name: string; is_multi_menu: boolean }[]) =>
    buildSideMenu({ ...c, links, triggers }).flatMap((s) => s.entries.map((e) => e.label));

  it('says Your Courses with multicourse on and Your Path with it off', () => {
    expect(labels(ctx({}))).toContain('Your Courses');
    const off = ctx({}, { features: { multicourse: false, newUserCourseOnboarding: true } });
    expect(labels(off)).toContain('Your Path');
    expect(labels(off)).not.toContain('Your Courses');
  });

  it('shows Community to women only when the members status call says yes', () => {
    expect(labels(ctx({ gender: 'Female' }))).not.toContain('Forums');
    expect(labels(ctx({ gender: 'Female' }, { communityMemberStatus: true }))).toContain('Forums');
    expect(labels(ctx({ gender: 'Male' }))).toContain('Forums');
  });

  it('gates the coaching entries by role', () => {
    expect(labels(ctx({}))).not.toContain('Coaching Center');
    expect(labels(ctx({ roles: ['coach'] }))).toContain('Coaching Center');
    expect(labels(ctx({ roles: ['coach_client'] }))).toContain('My Coach');
  });

  it('shows the Admin Console to ff_admin and support only', () => {
    expect(labels(ctx({}))).not.toContain('Admin Console');
    expect(labels(ctx({ roles: ['community_admin', 'coach'] }))).not.toContain('Admin Console');
    expect(labels(ctx({ roles: ['ff_admin'] }))).toContain('Admin Console');
    expect(labels(ctx({ roles: ['support'] }))).toContain('Admin Console');
  });

  it('adds system triggers with their lower-cased action route', () => {
    const menu = buildSideMenu({
      ...ctx({}),
      links,
      triggers: [{ id: 4, name: 'Report a crash', action_name: 'Crash Report', is_multi_menu: true }],
    });
    const entry = menu.flatMap((s) => s.entries).find((e) => e.label === 'Report a crash')!;
    expect(entry.to).toBe('/system-triggers/4/crash%20report');
    expect(entry.triggerId).toBe(4);
    expect(systemTriggerPath({ id: 1, action_name: 'Relapse' })).toBe('/system-triggers/1/relapse');
  });

  it("always offers 'I need help now', leading to the help flow (never straight to a form)", () => {
    const entry = buildSideMenu({ ...ctx({}), links, triggers: [] })
      .flatMap((s) => s.entries)
      .find((e) => e.label === 'I need help now')!;
    expect(entry.to).toBe(HELP_NOW_PATH);
    expect(entry.triggerId).toBeUndefined();
  });

  it('is hidden on account and onboarding routes and for users without a profile', () => {
    for (const p of [
      '/login',
      '/registration',
      '/on-boarding/step-one',
      '/new-on-boarding/course-info',
      '/premium-groups/applications/x',
      '/invited-user',
    ]) {
      expect(isSideMenuHidden(p)).toBe(true);
    }
    expect(isSideMenuEnabled('/dashboard', ctx({}).user)).toBe(true);
    expect(isSideMenuEnabled('/dashboard', ctx({ hasProfile: false }).user)).toBe(false);
    expect(isSideMenuEnabled('/dashboard', ctx({ isWpPasswordMapped: true }).user)).toBe(false);
  });

  it('bottom tabs follow the same flags', () => {
    expect(buildBottomTabs(ctx({})).map((t) => t.label)).toEqual(['Home', 'Messages', 'Community', 'Courses']);
    expect(
      buildBottomTabs(ctx({ gender: 'Female' }, { features: { multicourse: false, newUserCourseOnboarding: true } })).map((t) => t.label),
    ).toEqual(['Home', 'Messages', 'Your Path']);
  });

  it('billing shows to coaches on web and Android only', () => {
    expect(canSeeBilling(ctx({ roles: ['coach'] }).user, 'web')).toBe(true);
    expect(canSeeBilling(ctx({ roles: ['coach'] }).user, 'ios')).toBe(false);
    expect(canSeeBilling(ctx({}).user, 'web')).toBe(false);
  });
});

describe('badges and initials', () => {
  it('caps the badge at 99+', () => {
    expect(formatBadgeCount(0)).toBe('');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e6 }), (n) => formatBadgeCount(n).length <= 3));
  });
  it('initials are the first letters of the first and last names, upper case', () => {
    expect(initials({ first_name: 'Daniel', last_name: 'Reed', display_name: 'Daniel Marcus Reed' })).toBe('DR');
    expect(initials({ display_name: 'Daniel Marcus Reed' })).toBe('DR');
    expect(initials({ first_name: 'sam', last_name: 'rivers' })).toBe('SR');
    expect(initials({ first_name: 'Sam', display_name: 'Sam' })).toBe('SA');
    expect(initials({ username: 'casey77' })).toBe('CA');
    expect(initials({ first_name: '  ', display_name: '', username: '' })).toBe('');
    expect(initials(null)).toBe('');
  });
  it('initials of any two or more words are the first letter of the first and of the last word', () => {
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿ]{1,10}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 5 }), fc.boolean(), (words, asProfile) => {
        const source = asProfile
          ? { first_name: words.slice(0, -1).join(' '), last_name: words[words.length - 1] }
          : { display_name: ` ${words.join('  ')} ` };
        expect(initials(source)).toBe((words[0]![0]! + words[words.length - 1]![0]!).toUpperCase());
      }),
    );
  });
  it('initials are upper case and never split a character, for any text', () => {
    // Whole characters (graphemes, astral ones included) in every field; lone surrogates are checked
    // on each field alone below (a record of four binary strings makes fast-check crawl on a busy machine).
    const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    const text = fc.option(fc.string({ unit: 'grapheme' }));
    fc.assert(
      fc.property(fc.record({ first_name: text, last_name: text, display_name: text, username: text }), (source) => {
        const out = initials(source);
        expect(out).toBe(out.toUpperCase());
        expect(out).not.toMatch(loneSurrogate);
      }),
    );
    for (const field of ['first_name', 'display_name', 'username'] as const) {
      fc.assert(
        fc.property(fc.string({ unit: 'binary' }), (value) => {
          const out = initials({ [field]: value });
          expect(out).toBe(out.toUpperCase());
          if (!loneSurrogate.test(value)) expect(out).not.toMatch(loneSurrogate);
        }),
      );
    }
  });
});
