import { Card, Container, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { groupsTexts as t, groupsWebPaths as web } from '@holdfast/shared/groups';
import { useGetLeader } from '../api/get-leader';
import { BackLink } from '../components/back-link';
import { GroupForm } from '../components/group-form-modal';

/** /add-group (spec 2 section 2.3: the route exists, its content is not shown): the new-group form as a page. */
export function AddGroupPage() {
  const navigate = useNavigate();
  const leader = useGetLeader();
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px="md">
      <Stack gap="md">
        <BackLink to={web.smallGroups} label={t.smallGroupsTitle} />
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t.addNewGroup}
        </Title>
        <Card withBorder radius="lg" p="lg">
          {leader.isPending ? null : (
            <GroupForm
              isLeader={leader.data?.is_leader ?? false}
              onCancel={() => navigate(web.smallGroups)}
              onCreated={(g) => navigate(web.memberProgress(g.id))}
            />
          )}
        </Card>
      </Stack>
    </Container>
  );
}
