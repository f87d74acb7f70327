import { Button, Drawer, Stack } from '@mantine/core';
import { IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { coachCentreTexts as c } from '@holdfast/shared/coaching';
import { groupsWebPaths } from '@holdfast/shared/groups';

/** The plus button's Add Actions sheet (behind the coaching-centre add-action flag): invite a client, or create a group. */
export function AddActionsSheet({ opened, onClose, onInvite }: { opened: boolean; onClose: () => void; onInvite: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} position="bottom" size="auto" title={c.addActions} radius="md">
      <Stack gap="xs" pb="md" maw={540} mx="auto">
        <Button
          variant="light"
          justify="flex-start"
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => {
            onClose();
            onInvite();
          }}
        >
          {c.inviteClient}
        </Button>
        <Button
          component={Link}
          to={groupsWebPaths.addGroup}
          variant="light"
          justify="flex-start"
          leftSection={<IconUsersGroup size={18} aria-hidden />}
        >
          {c.createGroup}
        </Button>
      </Stack>
    </Drawer>
  );
}
