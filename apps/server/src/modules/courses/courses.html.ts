import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list every course text an admin writes passes before it is stored (summary, expectation
 * and completion texts, an item's before/after texts, an information panel): headings, paragraphs,
 * emphasis, lists, quotes and links (http, https, mailto; opened in a new tab without the opener).
 * Members' pages render these as HTML, so nothing that runs (scripts, handlers, iframes, styles
 * but text-align, javascript: or data: links) is kept.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'], p: ['style'], li: ['style'], span: ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'iframe',
    'svg',
    'math',
    'template',
    'xmp',
    'noembed',
    'noframes',
  ],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

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
