import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRange } from './resource-files';
import { createUrlSigner } from './signed-urls';

describe('signed resource URLs', () => {
  const signer = createUrlSigner('a-long-test-secret-value');
  it('verify accepts its own signature for the same user and key until expiry', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.stringMatching(/^[a-z.]{1,20}$/),
        (user, other, key) => {
          const now = 1_700_000_000_000;
          const { expires, signature } = signer.sign(user, key, 60, now);
          expect(signer.verify(user, key, expires, signature, now)).toBe(true);
          expect(signer.verify(user, key, expires, signature, now + 61_000)).toBe(false);
          expect(signer.verify(user, `${key}x`, expires, signature, now)).toBe(false);
          if (other !== user) expect(signer.verify(other, key, expires, signature, now)).toBe(false);
        },
      ),
    );
  });
  it('another secret does not verify', () => {
    const { expires, signature } = signer.sign(1, 'a.pdf', 60);
    expect(createUrlSigner('another-long-secret-value').verify(1, 'a.pdf', expires, signature)).toBe(false);
  });
  it('parses byte ranges', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=200-300', 100)).toBe('invalid');
    expect(parseRange('items=1-2', 100)).toBe('invalid');
  });
});
