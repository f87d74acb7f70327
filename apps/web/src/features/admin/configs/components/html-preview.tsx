import { createElement, type ReactNode } from 'react';

/** The tags the server's sanitizer keeps (community.html.ts); anything else shows as its text only. */
const TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'span']);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (['script', 'style', 'iframe', 'svg', 'math', 'template', 'noscript', 'title', 'textarea'].includes(tag)) return null;
  const children = Array.from(el.childNodes).map(toReact);
  if (!TAGS.has(tag)) return createElement('span', { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = el.getAttribute('href') ?? '';
    const safe = /^(https?:|mailto:)/i.test(href.trim());
    return createElement('a', { key, ...(safe && { href }), target: '_blank', rel: 'nofollow noopener noreferrer' }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/**
 * A draft of rich text shown as members will see it, without ever inserting its HTML: it is parsed
 * (DOMParser runs no script) and rebuilt as React elements from the sanitizer's allow-list, so a
 * script, a handler or a javascript: link in the draft does nothing here. The server sanitizes it
 * again when it is saved.
 */
export function HtmlPreview({ html }: { html: string }) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return <div>{Array.from(doc.body.childNodes).map(toReact)}</div>;
}
