import DOMPurify from 'dompurify';

/**
 * Thread content and reply text are sanitised by the API (sanitize-html allow-list) before they are
 * stored. The web renders them through the same allow-list again with DOMPurify, so markup that
 * reached the database some other way (an import, an old row) still cannot run: only these tags,
 * links to http(s)/mailto opened safely, and a text-align style on blocks.
 */
const TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'span'];
const ALIGN = /^\s*text-align\s*:\s*(left|right|center|justify)\s*;?\s*$/i;
const ALIGNABLE = new Set(['P', 'LI', 'SPAN']);
const SAFE_HREF = /^(https?:|mailto:)/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = (node.getAttribute('href') ?? '').trim();
      if (SAFE_HREF.test(href)) {
        node.setAttribute('href', href);
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'nofollow noopener noreferrer');
      } else {
        node.removeAttribute('href');
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    }
    const style = node.getAttribute('style');
    if (style !== null) {
      if (ALIGNABLE.has(node.tagName) && ALIGN.test(style)) node.setAttribute('style', style.trim());
      else node.removeAttribute('style');
    }
  });
  purifier = p;
  return p;
}

export function safeHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: TAGS,
    ALLOWED_ATTR: ['href', 'style'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/** The words of some HTML, for a label or a preview. */
export function htmlToText(html: string): string {
  if (typeof DOMParser === 'undefined') return html;
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
