import fc from 'fast-check';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { registerInputSchema, resetPasswordFormSchema, splitDisplayName, newOnboardingStepTwoSchema, loginInputSchema } from '../accounts';
import { toFieldErrors } from './errors';
import { validationMessages as m } from './messages';
import { checkPassword, isStrongPassword, isValidEmail } from './rules';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : toFieldErrors(r.error.issues);
};

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', `${'a'.repeat(64)}@example.com`])('accepts %s', (e) => {
    expect(isValidEmail(e)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', '@b.co', 'a b@c.co', `${'a'.repeat(65)}@example.com`, `a@${'b'.repeat(250)}.com`, 'a@-b.co'])(
    'refuses %s',
    (e) => {
      expect(isValidEmail(e)).toBe(false);
    },
  );
  it('never accepts an address longer than 254 characters', () => {
    fc.assert(fc.property(fc.emailAddress(), (e) => (e.length > 254 ? !isValidEmail(e) : true)));
  });
});

describe('strong password', () => {
  it('is strong exactly when all five checks pass', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (p) => {
        const c = checkPassword(p);
        expect(isStrongPassword(p)).toBe(c.length && c.upper && c.lower && c.digit && c.special);
      }),
    );
  });

  it('lists the rule and each failing requirement', () => {
    expect(errorsOf(registerInputSchema, { username: 'sam', email: 'a@b.co', password: 'abcdefgh' }).password).toEqual([
      m.strongPassword,
      m.passwordUpper,
      m.passwordDigit,
      m.passwordSpecial,
    ]);
    expect(errorsOf(registerInputSchema, { username: 'sam', email: 'a@b.co', password: 'Abcdefg1!' })).toEqual({});
  });
});

describe('required fields', () => {
  it('treat whitespace-only as missing, with the one spec message', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (blank) => {
        expect(errorsOf(loginInputSchema, { email: blank, password: 'x' }).email).toEqual([m.required]);
      }),
    );
  });
});

describe('reset password form', () => {
  it("says 'Passwords do not match' when the confirmation differs", () => {
    const e = errorsOf(resetPasswordFormSchema, { email: 'a@b.co', password: 'Abcdefg1!', password_confirmation: 'Abcdefg1?' });
    expect(e.password_confirmation).toEqual([m.passwordsDoNotMatch]);
  });
});

describe('new onboarding step two', () => {
  it('needs church and zip code only from a leader', () => {
    expect(errorsOf(newOnboardingStepTwoSchema, { is_leader: false })).toEqual({});
    expect(errorsOf(newOnboardingStepTwoSchema, { is_leader: true })).toEqual({ church: [m.required], zip_code: [m.required] });
  });
});

describe('splitDisplayName', () => {
  it.each([
    ['Sam', { first_name: 'Sam', middle_name: null, last_name: null }],
    ['Sam Rivers', { first_name: 'Sam', middle_name: null, last_name: 'Rivers' }],
    ['  Sam  J  Rivers ', { first_name: 'Sam', middle_name: 'J', last_name: 'Rivers' }],
    ['Mary Ann Lee Jones', { first_name: 'Mary', middle_name: 'Ann Lee', last_name: 'Jones' }],
  ])('%s', (input, expected) => {
    expect(splitDisplayName(input)).toEqual(expected);
  });

  it('keeps every word, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z]{1,8}$/), { minLength: 1, maxLength: 6 }), (words) => {
        const s = splitDisplayName(words.join(' '));
        expect([s.first_name, s.middle_name, s.last_name].filter(Boolean).join(' ')).toBe(words.join(' '));
      }),
    );
  });
});
