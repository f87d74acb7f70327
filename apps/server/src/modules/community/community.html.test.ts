import { describe, expect, it } from 'vitest';
import { hasText, sanitizePostHtml } from './community.html';

/**
 * An XSS corpus (issue 15: at least 50 payloads — script tags, event handlers, javascript: and data:
 * URLs, SVG, CSS, mutation-XSS strings): what the allow-list stores holds no executable markup.
 */
const CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script/xss src=//evil.example></script>',
  '"><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<img src=`javascript:alert(1)`>',
  '<img """><script>alert(1)</script>">',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)">click</p>',
  '<p onmouseover=alert(1)>hover</p>',
  '<div onpointerenter=alert(1)>x</div>',
  '<b onfocus=alert(1) tabindex=1 autofocus>x</b>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="//evil.example">protocol relative</a>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<input autofocus onfocus=alert(1)>',
  '<textarea onfocus=alert(1) autofocus></textarea>',
  '<select onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="behavior:url(x.htc)">x</p>',
  '<p style="width:expression(alert(1))">x</p>',
  '<span style="text-align:center;position:fixed;top:0">x</span>',
  '<link rel=stylesheet href=//evil.example/x.css>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
  '<template><script>alert(1)</script></template>',
  '<table><td background="javascript:alert(1)">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<p>ok</p><<script>alert(1)//<</script>',
  '<a href="https://ok.example" target="_self" rel="opener">x</a>',
  '<blockquote cite="javascript:alert(1)">x</blockquote>',
  '<ul><li onclick=alert(1)>x</li></ul>',
];

const EXECUTABLE = [/<\s*script/i, /<\s*(img|svg|math|iframe|object|embed|form|input|textarea|select|details|video|audio|marquee|style|link|meta|base|template|table|noscript|xmp|noembed)\b/i, /\son\w+\s*=/i, /javascript:/i, /vbscript:/i, /data:/i, /expression\(/i, /url\(/i, /href="\/\//i];

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
    const html = '<p style="text-align:center"><strong>Day 30</strong> <em>free</em> 🙏😊</p><ol><li>pray</li><li>call</li></ol><ul><li style="text-align:right">x</li></ul><a href="https://help.example/a?b=1">help</a>';
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
