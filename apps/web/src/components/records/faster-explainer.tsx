import { Alert, Anchor, Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { FASTER_CATEGORIES, fasterExplanation as x } from '@holdfast/shared/check-ins';

/** 'What is this?': opens the full explanation of the FASTER scale and its stages. */
export function FasterWhatIsThis() {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={modal.open}>
        {x.linkLabel}
      </Anchor>
      <Modal opened={opened} onClose={modal.close} title={x.title} centered>
        <Stack gap="sm">
          <Text size="sm">{x.long}</Text>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="FASTER stages">
            {FASTER_CATEGORIES.map((c) => (
              <Group key={c.id} gap={8} wrap="nowrap" align="flex-start" component="li">
                <Box w={10} h={10} mt={6} style={{ flex: 'none', borderRadius: 10, background: c.color_code }} aria-hidden />
                <Text size="sm">{x.stages[c.id]}</Text>
              </Group>
            ))}
          </Stack>
          <Group justify="flex-end">
            <Button onClick={modal.close}>{x.dismiss}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

const DISMISSED_KEY = 'holdfast.faster-intro-dismissed';

/**
 * The short explanation where the scale is asked: shown until the member dismisses it (kept in
 * this browser); the 'What is this?' link stays for later.
 */
export function FasterIntro() {
  const [isDismissed, setDismissed] = useLocalStorage({ key: DISMISSED_KEY, defaultValue: false, getInitialValueInEffect: false });
  return (
    <Stack gap={6}>
      {!isDismissed && (
        <Alert
          color="harbor"
          variant="light"
          radius="md"
          title={x.title}
          withCloseButton
          closeButtonLabel="Dismiss explanation"
          onClose={() => setDismissed(true)}
        >
          <Text size="sm">{x.short}</Text>
        </Alert>
      )}
      <Group justify="flex-start">
        <FasterWhatIsThis />
      </Group>
    </Stack>
  );
}
