/**
 * Test fixtures shared by the server's, the web app's and the browser tests (never imported by
 * product code).
 *
 * An XSS corpus (issue 15: at least 50 payloads — script tags, event handlers, javascript: and data:
 * URLs, SVG, CSS, mutation-XSS strings), each written to call alert(1) if it ever runs. The
 * server's sanitiser test, the web's safeHtml test and the browser test (e2e/community-xss.spec.ts)
 * all read this one list.
 */
export const XSS_CORPUS: readonly string[] = [
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

/** What stored or rendered post HTML must never contain: executable tags, event handlers, script or data URLs, CSS that loads or computes. */
export const EXECUTABLE_MARKUP: readonly RegExp[] = [/<\s*script/i, /<\s*(img|svg|math|iframe|object|embed|form|input|textarea|select|details|video|audio|marquee|style|link|meta|base|template|table|noscript|xmp|noembed)\b/i, /\son\w+\s*=/i, /javascript:/i, /vbscript:/i, /data:/i, /expression\(/i, /url\(/i, /href="\/\//i];
