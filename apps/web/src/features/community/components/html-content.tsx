import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { safeHtml } from '../lib/safe-html';

/** A thread's or reply's HTML, as the API sanitised it and the allow-list of lib/safe-html passes it. */
export function HtmlContent({ html }: { html: string }) {
  const clean = useMemo(() => safeHtml(html), [html]);
  return (
    <Typography style={{ overflowWrap: 'anywhere' }}>
      <div data-testid="post-html" dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
