import { describe, expect, it } from 'vitest';
import { relativeTime } from './notifications.rules';

describe('relativeTime', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['2026-11-21T11:30:00Z', 'moments ago'],
    ['2026-11-21T11:00:00Z', '1 hour ago'],
    ['2026-11-21T02:00:00Z', '10 hours ago'],
    ['2026-11-20T12:00:00Z', '1 day ago'],
    ['2026-10-23T12:00:00Z', '29 days ago'],
    ['2026-10-21T12:00:00Z', '1 month ago'],
    ['2026-01-21T12:00:00Z', '10 months ago'],
    ['2024-11-21T12:00:00Z', '2 years ago'],
  ])('%s is %s', (iso, text) => {
    expect(relativeTime(iso, now)).toBe(text);
  });
});
