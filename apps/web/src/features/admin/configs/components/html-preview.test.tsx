import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HtmlPreview } from './html-preview';

describe('HtmlPreview', () => {
  it('keeps the allowed markup and drops scripts, handlers and unsafe links', () => {
    const { container } = render(
      <HtmlPreview
        html={
          '<p onclick="alert(1)">Be <strong>kind</strong></p><script>alert(2)</script><a href="javascript:alert(3)">x</a><a href="https://example.org">ok</a><img src=x onerror="alert(4)">'
        }
      />,
    );
    expect(container.innerHTML).toBe(
      '<div><p>Be <strong>kind</strong></p><a target="_blank" rel="nofollow noopener noreferrer">x</a><a href="https://example.org" target="_blank" rel="nofollow noopener noreferrer">ok</a><span></span></div>',
    );
  });
});
