import { describe, expect, it } from 'vitest';
import { sanitizeCourseHtml } from './courses.html';

describe('course HTML an admin writes', () => {
  it('keeps the allowed markup and links (opened without the opener)', () => {
    expect(
      sanitizeCourseHtml('<h2>Week 1</h2><p style="text-align:center"><strong>Pray</strong></p><a href="https://holdfast.app">site</a>'),
    ).toBe(
      '<h2>Week 1</h2><p style="text-align:center"><strong>Pray</strong></p><a href="https://holdfast.app" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });

  it('drops scripts, handlers, iframes, styles and javascript: links', () => {
    expect(
      sanitizeCourseHtml(
        '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><iframe src="https://x"></iframe><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
      ),
    ).toBe('<p>Hi</p><a target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('makes plain text paragraphs (escaped), and nothing of nothing', () => {
    expect(sanitizeCourseHtml('One line\n\nTwo & three')).toBe('<p>One line</p><p>Two &amp; three</p>');
    expect(sanitizeCourseHtml('a < b > c')).toBe('<p>a &lt; b &gt; c</p>');
    expect(sanitizeCourseHtml('<script>x</script>')).toBeNull();
    expect(sanitizeCourseHtml(null)).toBeNull();
  });
});
