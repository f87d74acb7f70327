import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/** Breadcrumbs; the last crumb is the current page. */
export function CourseBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        {crumbs.map((c, i) =>
          c.to && i < crumbs.length - 1 ? (
            <Anchor key={`${c.label}-${i}`} component={Link} to={c.to} size="sm">
              {c.label}
            </Anchor>
          ) : (
            <Text key={`${c.label}-${i}`} size="sm" c="dimmed" aria-current="page">
              {c.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
