import { Alert, Anchor, Button, Card, List, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { accountabilityTexts as t, accountabilityWebPaths as web } from '@holdfast/shared/accountability';
import { useLookupPartner } from '../api/lookup-partner';
import { RequestModal } from '../components/request-modal';
import { PageFrame } from '@/components/page-frame';

function userIdOf(raw: string | null): number | null {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * /add-accountability: what a partner is, and 'Add Partner' opening the request modal. With
 * ?user_id= (a known person, from elsewhere in the app) the request goes to that user, and the
 * button is disabled with the API's reason when they are not open to one (spec 2 section 2.2).
 */
export function AddAccountabilityPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const userId = userIdOf(params.get('user_id'));
  const lookup = useLookupPartner(userId);
  const [opened, modal] = useDisclosure(false);
  const blocked = userId !== null && lookup.isSuccess && !lookup.data.can_request;
  const reason = blocked ? (lookup.data.reason ?? t.notOpen) : null;

  return (
    <PageFrame title={t.addPartner}>
      <Card withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Text>An accountability partner is someone you trust to see how you are really doing, and to reach out when it matters.</Text>
          <List size="sm" spacing="xs">
            <List.Item>
              <Text span fw={700}>
                Mutual:
              </Text>{' '}
              you see each other’s check-ins and crash reports.
            </List.Item>
            <List.Item>
              <Text span fw={700}>
                Hold me accountable:
              </Text>{' '}
              your partner sees yours; you do not see theirs.
            </List.Item>
          </List>
          <Text size="sm" c="dimmed">
            They decide whether to accept. You can choose later, partner by partner, exactly what each one sees.
          </Text>
          {userId !== null && lookup.isPending ? (
            <Skeleton height={36} width={160} role="status" aria-label="Checking" />
          ) : (
            <div>
              <Button
                leftSection={<IconUserPlus size={18} aria-hidden />}
                onClick={modal.open}
                disabled={blocked}
                aria-describedby={reason ? 'add-partner-note' : undefined}
              >
                {t.addPartner}
              </Button>
              {reason && (
                <Text id="add-partner-note" size="sm" c="dimmed" mt="xs">
                  {reason}
                </Text>
              )}
            </div>
          )}
          {lookup.isError && (
            <Alert color="red" role="alert">
              {t.errorOccurred}
            </Alert>
          )}
        </Stack>
      </Card>
      <Text size="sm">
        Not on Holdfast yet? A request by e-mail invites them.{' '}
        <Anchor component={Link} to={web.inviteFriends} fw={600}>
          Invite a friend
        </Anchor>{' '}
        just to join.
      </Text>
      <RequestModal opened={opened} onClose={modal.close} userId={userId} onSent={() => navigate(web.requests)} />
    </PageFrame>
  );
}
