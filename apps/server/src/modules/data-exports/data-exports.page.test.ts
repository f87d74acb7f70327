import { describe, expect, it } from 'vitest';
import { escapeHtml, renderExportPage } from './data-exports.page';

describe('the readable page', () => {
  it('escapes every text a member or another person wrote, in content and in file names', () => {
    const html = renderExportPage(
      [
        {
          file: 'check-ins.json',
          title: 'Check-ins',
          content: {
            schema_version: 1,
            check_ins: [{ feeling_notes: '<img src=x onerror="alert(1)">', emotions: ['<b>Calm</b>'], faster: [] }],
            time_zone: { offset_minutes: 0, note: "it's </td></table><script>x()</script>" },
          },
        },
      ],
      ['files/avatar.png'],
      new Date('2026-12-02T10:00:00Z'),
    );
    expect(html).not.toMatch(/<script|<img|onerror="|<b>/i);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('it&#39;s &lt;/td&gt;&lt;/table&gt;&lt;script&gt;');
    expect(html).toContain('<th scope="col">feeling notes</th>');
    expect(html).toContain('<span class="none">None</span>');
    expect(html).toContain('<a href="files/avatar.png">files/avatar.png</a>');
    expect(html).toContain("default-src 'none'");
  });

  it('escapes the five characters HTML reads', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
