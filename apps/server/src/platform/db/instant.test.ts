import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoInstant, isoInstantOrNull } from './instant';

/** PostgreSQL's text for a timestamptz in a UTC session, with `digits` of fraction (0 to 6). */
function pgText(ms: number, micros: number, digits: number) {
  const iso = new Date(ms).toISOString();
  const fraction = `${iso.slice(20, 23)}${String(micros).padStart(3, '0')}`.slice(0, digits).replace(/0+$/, '');
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''}+00`;
}

describe('isoInstant', () => {
  it("answers what new Date(text).toISOString() answers for PostgreSQL's timestamptz text", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 6 }),
        (ms, micros, digits) => {
          const text = pgText(ms, micros, digits);
          expect(isoInstant(text)).toBe(new Date(text).toISOString());
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps microseconds out (truncated, as Date does) and accepts Dates and other shapes', () => {
    expect(isoInstant('2026-11-24 07:50:52.020638+00')).toBe('2026-11-24T07:50:52.020Z');
    expect(isoInstant('2026-11-24 07:50:52.9999+00')).toBe('2026-11-24T07:50:52.999Z');
    expect(isoInstant('2026-11-24 07:50:52+00')).toBe('2026-11-24T07:50:52.000Z');
    expect(isoInstant('2026-11-24 07:50:52.5+00')).toBe('2026-11-24T07:50:52.500Z');
    // Another zone's text goes through Date.
    expect(isoInstant('2026-11-24 07:50:52.123+05:30')).toBe('2026-11-24T02:20:52.123Z');
    expect(isoInstant(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))).toBe('2026-01-02T03:04:05.006Z');
    expect(isoInstant('2026-11-24T07:50:52.020Z')).toBe('2026-11-24T07:50:52.020Z');
    expect(isoInstantOrNull(null)).toBeNull();
    expect(isoInstantOrNull(undefined)).toBeNull();
    expect(isoInstantOrNull('2026-11-24 07:50:52+00')).toBe('2026-11-24T07:50:52.000Z');
  });

  it('throws on text that is no instant, as Date does', () => {
    expect(() => isoInstant('not a date')).toThrow(RangeError);
  });
});
