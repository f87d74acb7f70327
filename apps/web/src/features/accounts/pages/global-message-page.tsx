import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { safeNextPath } from '@holdfast/shared/shell';
import { PageFrame } from '@/components/page-frame';

/** An address a push's redirectUrl may name: one of the app's own pages, or an http(s) page shown as a plain link. */
function destination(raw: string | null): { kind: 'app'; path: string } | { kind: 'web'; url: URL } | null {
  if (!raw) return null;
  const path = safeNextPath(raw);
  if (path) return { kind: 'app', path };
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'web', url } : null;
  } catch {
    return null;
  }
}

/**
 * /global-message (spec 3 section 2): where a general push notification lands. It shows the message
 * and the link its redirectUrl names, and 'Back To App'. It never redirects by itself: another site
 * is opened only by the member's click (no open redirect).
 */
export function GlobalMessagePage() {
  const [params] = useSearchParams();
  const target = destination(params.get('redirectUrl'));
  return (
    <PageFrame title="Message">
      <Stack gap="md">
        <Text>{target ? 'This message continues at the link below.' : 'You have a message from Holdfast.'}</Text>
        {target?.kind === 'app' && (
          <Button component={Link} to={target.path} variant="light" w="fit-content">
            Continue
          </Button>
        )}
        {target?.kind === 'web' && (
          <Text size="sm">
            <Anchor href={target.url.href} target="_blank" rel="noopener noreferrer">
              Open {target.url.hostname}
            </Anchor>{' '}
            (another website, in a new tab)
          </Text>
        )}
        <Group>
          <Button component={Link} to="/dashboard">
            Back To App
          </Button>
        </Group>
      </Stack>
    </PageFrame>
  );
}
