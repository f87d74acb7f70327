import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isZipCodeFor } from './postal-codes';

describe('zip code shaped for the chosen country', () => {
  it.each([
    ['30301', 'US', true],
    ['30301-1234', 'US', true],
    ['abc', 'US', false],
    ['SW1A 1AA', 'US', false],
    ['SW1A 1AA', 'GB', true],
    ['K1A 0B1', 'CA', true],
    ['1011 AB', 'NL', true],
    ['D02 X285', 'IE', true],
    ['abc', 'IE', false],
    ['abc', null, false],
    ['75001', null, true],
    ['Near the harbour', 'HK', true],
  ] as const)('%s in %s -> %s', (zip, country, ok) => {
    expect(isZipCodeFor(zip, country)).toBe(ok);
  });
  it('a code without a digit is never a zip code where a country has postal codes', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z ]{1,12}$/),
        fc.constantFrom('US', 'DE', 'ZZ', null),
        (zip, country) => !isZipCodeFor(zip, country),
      ),
    );
  });
});
