import { Button, Dialog, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell, IconShare2 } from '@tabler/icons-react';
import { useId } from 'react';
import { pushTexts as t } from '@holdfast/shared/reference';

/**
 * The opt-in card, offered after the member's first check-in: 'ask' has Allow / Not now (Allow asks
 * the browser's permission); 'install' (iOS Safari outside a Home Screen install, where a permission
 * request cannot succeed) shows how to add the app to the Home Screen instead. Not modal: the page
 * stays usable; above the phone's tab bar.
 */
export function PushOffer(props: { mode: 'ask' | 'install'; busy?: boolean; onAllow: () => void; onDismiss: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const titleId = useId();
  return (
    <Dialog
      opened
      withCloseButton={false}
      withBorder
      radius="md"
      shadow="md"
      size={phone ? 'auto' : 'lg'}
      position={phone ? { bottom: 88, left: 12, right: 12 } : { bottom: 24, right: 24 }}
      role="dialog"
      aria-labelledby={titleId}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          {props.mode === 'ask' ? <IconBell size={20} aria-hidden /> : <IconShare2 size={20} aria-hidden />}
          <Title order={2} size="h4" id={titleId}>
            {props.mode === 'ask' ? t.offerTitle : t.installTitle}
          </Title>
        </Group>
        {props.mode === 'ask' ? (
          <Text size="sm">{t.offerBody}</Text>
        ) : (
          <>
            <Text size="sm">{t.installBody}</Text>
            <List type="ordered" size="sm" spacing={4}>
              {t.installSteps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          </>
        )}
        <Group justify="flex-end" gap="xs">
          {props.mode === 'ask' ? (
            <>
              <Button variant="default" onClick={props.onDismiss} disabled={props.busy}>
                {t.notNow}
              </Button>
              <Button onClick={props.onAllow} loading={props.busy}>
                {t.allow}
              </Button>
            </>
          ) : (
            <Button onClick={props.onDismiss}>{t.installDone}</Button>
          )}
        </Group>
      </Stack>
    </Dialog>
  );
}
