import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Coaching Center (or Clients) › here, in a named navigation landmark: every step but the last is a link. */
export function CoachBreadcrumbs({ steps }: { steps: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        {steps.map((s) =>
          s.to ? (
            <Anchor key={s.label} component={Link} to={s.to} size="sm">
              {s.label}
            </Anchor>
          ) : (
            <Text key={s.label} size="sm" c="dimmed" aria-current="page" lineClamp={1}>
              {s.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
