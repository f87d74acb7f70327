import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list every thread and reply body passes before it is stored: bold, italic,
 * underline, alignment, lists, paragraphs and line breaks, links (http, https, mailto only, opened
 * with rel="nofollow noopener noreferrer" in a new tab) and emoticons (plain Unicode text). Anything
 * else — scripts, styles other than text-align, event handlers, images, SVG, iframes, forms,
 * javascript: and data: URLs — is dropped; the text of a removed tag stays, escaped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'], p: ['style'], li: ['style'], span: ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Whole content of these goes, not only the tags.
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
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel: 'nofollow noopener noreferrer' },
    }),
  },
};

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
