import sanitizeHtml from 'sanitize-html';
import { richTextOptions } from '../../platform/html/rich-text';

/**
 * The allow-list every course text an admin writes passes before it is stored (summary, expectation
 * and completion texts, an item's before/after texts, an information panel): headings, paragraphs,
 * emphasis, lists, quotes and links (http, https, mailto; opened in a new tab without the opener).
 * Members' pages render these as HTML, so nothing that runs (scripts, handlers, iframes, styles
 * but text-align, javascript: or data: links) is kept.
 */
const OPTIONS = richTextOptions({ headings: true, rel: 'noopener noreferrer' });

/** Plain text (no tags) is kept as one paragraph per line, so an admin may type without markup. */
export function sanitizeCourseHtml(html: string | null): string | null {
  if (html === null) return null;
  const source = /<[a-z][^>]*>/i.test(html)
    ? html
    : html
        .split(/\r?\n/)
        .filter((line) => line.trim())
        .map((line) => `<p>${line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
        .join('');
  const clean = sanitizeHtml(source, OPTIONS).trim();
  return clean === '' ? null : clean;
}
