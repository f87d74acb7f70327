import sanitizeHtml from 'sanitize-html';
import { richTextOptions } from '../../platform/html/rich-text';

/**
 * The allow-list every thread and reply body passes before it is stored: bold, italic,
 * underline, alignment, lists, paragraphs and line breaks, links (http, https, mailto only, opened
 * with rel="nofollow noopener noreferrer" in a new tab) and emoticons (plain Unicode text). Anything
 * else — scripts, styles other than text-align, event handlers, images, SVG, iframes, forms,
 * javascript: and data: URLs — is dropped; the text of a removed tag stays, escaped.
 */
const OPTIONS = richTextOptions({ rel: 'nofollow noopener noreferrer' });

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML still says something (a body of only removed markup is empty). */
export function hasText(html: string): boolean {
  return (
    sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}
