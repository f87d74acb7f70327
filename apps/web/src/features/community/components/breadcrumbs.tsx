import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Community › Category › Topic › here: every step but the last is a link. */
export function CommunityBreadcrumbs({ steps }: { steps: { label: string; to?: string }[] }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
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
  );
}
