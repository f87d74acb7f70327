import { describe, expect, it } from 'vitest';
import { EXECUTABLE_MARKUP as EXECUTABLE, XSS_CORPUS as CORPUS } from '@holdfast/shared/testing';
import { hasText, sanitizePostHtml } from './community.html';

/** The XSS corpus (packages/shared/src/testing): what the allow-list stores holds no executable markup. */
describe('sanitising thread and reply HTML', () => {
  it('has at least 50 payloads', () => expect(CORPUS.length).toBeGreaterThanOrEqual(50));

  it.each(CORPUS)('stores no executable markup for %s', (payload) => {
    const clean = sanitizePostHtml(payload);
    for (const pattern of EXECUTABLE) expect(clean, pattern.source).not.toMatch(pattern);
    // Idempotent: what is stored passes the allow-list unchanged.
    expect(sanitizePostHtml(clean)).toBe(clean);
    // Only text-align survives in a style.
    for (const style of clean.match(/style="[^"]*"/g) ?? []) expect(style).toMatch(/^style="text-align:(left|right|center|justify);?"$/);
  });

  it('keeps the editor formatting: bold, italic, alignment, lists, links (nofollow noopener), emoticons', () => {
    const html =
      '<p style="text-align:center"><strong>Day 30</strong> <em>free</em> 🙏😊</p><ol><li>pray</li><li>call</li></ol><ul><li style="text-align:right">x</li></ul><a href="https://help.example/a?b=1">help</a>';
    expect(sanitizePostHtml(html)).toBe(
      '<p style="text-align:center"><strong>Day 30</strong> <em>free</em> 🙏😊</p><ol><li>pray</li><li>call</li></ol><ul><li style="text-align:right">x</li></ul><a href="https://help.example/a?b=1" target="_blank" rel="nofollow noopener noreferrer">help</a>',
    );
  });

  it('a body of removed markup only has no text', () => {
    expect(hasText(sanitizePostHtml('<script>alert(1)</script><img src=x>'))).toBe(false);
    expect(hasText(sanitizePostHtml('<p>&nbsp;</p>'))).toBe(false);
    expect(hasText(sanitizePostHtml('<p>hi</p>'))).toBe(true);
  });
});
