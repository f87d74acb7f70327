import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** A page's code that did not arrive: offline, or a new release replaced the file it asked for. */
export function isLoadFailure(error: unknown) {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|module script failed|Importing a module script|Failed to fetch|ChunkLoadError|Load failed/i.test(
    message,
  );
}

export const routeErrorTexts = {
  loadTitle: 'This page could not load',
  loadBody: 'Check your internet connection, then try again.',
  title: 'Error Occurred',
  body: 'Something went wrong on this page. Trying again usually helps; if it keeps happening, please contact support.',
  notFoundTitle: 'Page not found',
  tryAgain: 'Try again',
  home: 'Go to Dashboard',
} as const;

/**
 * What a route shows instead of React Router's developer screen ('Unexpected Application Error')
 * when its code fails to load or it throws while rendering: what happened in plain words, a way
 * to try again (a full reload fetches the current release's files) and a way out.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = routeErrorTexts;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const load = !notFound && isLoadFailure(error);
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" maw={420} role="alert">
        <Title order={1} size="h3" ta="center">
          {notFound ? t.notFoundTitle : load ? t.loadTitle : t.title}
        </Title>
        {!notFound && (
          <Text c="dimmed" ta="center">
            {load ? t.loadBody : t.body}
          </Text>
        )}
        <Stack gap="xs" w="100%" maw={260}>
          {!notFound && <Button onClick={() => window.location.reload()}>{t.tryAgain}</Button>}
          <Button component={Link} to="/dashboard" reloadDocument variant="subtle">
            {t.home}
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}
