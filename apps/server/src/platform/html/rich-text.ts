import type sanitizeHtml from 'sanitize-html';

/** Tags whose whole content goes, not only the tags (a removed tag's text otherwise stays, escaped). */
const DROPPED_WITH_CONTENT = [
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
];

/**
 * The one allow-list for rich text people write and members' pages render as HTML (forum posts,
 * the community policy, an admin's course texts): paragraphs and line breaks, bold, italic,
 * underline, strike, lists, quotes, `span`, text-align as the only style, and links (http, https,
 * mailto; never protocol-relative) opened in a new tab with `rel`. Anything else (scripts, handlers,
 * images, SVG, iframes, forms, other styles, javascript: and data: links) is dropped. `headings` adds
 * h2–h4 (course texts).
 */
export function richTextOptions({ headings = false, rel }: { headings?: boolean; rel: string }): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      ...(headings ? ['h2', 'h3', 'h4'] : []),
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'a',
      'blockquote',
      'span',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'], p: ['style'], li: ['style'], span: ['style'] },
    allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel },
      }),
    },
  };
}
