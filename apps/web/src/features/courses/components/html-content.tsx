import { Typography } from '@mantine/core';

/**
 * Course texts are HTML written by the content team and seeded by the server (never user input),
 * so they are rendered as HTML.
 */
export function HtmlContent({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return (
    <Typography className={className}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
