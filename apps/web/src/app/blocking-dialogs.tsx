import { Button, Modal, Stack, Text } from '@mantine/core';
import { accountsTexts } from '@holdfast/shared/accounts';

/** The upgrade dialog cannot be dismissed; the configuration dialog returns to /login. */
export function BlockingDialogs({
  outdated,
  configurationIncomplete,
  onConfigurationClose,
}: {
  outdated: boolean;
  configurationIncomplete: boolean;
  onConfigurationClose: () => void;
}) {
  return (
    <>
      <Modal
        opened={outdated}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        title={accountsTexts.upgradeTitle}
      >
        <Stack>
          <Text>{accountsTexts.upgradeBody}</Text>
          <Button onClick={() => window.location.replace('/login')}>Reload</Button>
        </Stack>
      </Modal>
      <Modal opened={configurationIncomplete && !outdated} onClose={onConfigurationClose} centered title={accountsTexts.configurationTitle}>
        <Stack>
          <Text>{accountsTexts.configurationBody}</Text>
          <Button onClick={onConfigurationClose}>OK</Button>
        </Stack>
      </Modal>
    </>
  );
}
