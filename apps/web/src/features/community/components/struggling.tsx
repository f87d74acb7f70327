import { Alert, Anchor, Badge, Button, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { communitySafetyTexts as st } from '@holdfast/shared/community';
import { helpNowTexts } from '@holdfast/shared/reference';
import { CrisisResourceCard } from '@/components/care/crisis-resource-card';
import { useGetCrisisSupport } from '@/lib/api/get-crisis-support';
import { useMarkStruggling } from '../api/mark-struggling';

/** Shown on a thread or reply its author marked 'I'm struggling right now'. */
export function StrugglingBadge() {
  return (
    <Badge color="grape" variant="light" leftSection={<IconLifebuoy size={12} aria-hidden />}>
      {st.strugglingBadge}
    </Badge>
  );
}

/** The crisis resources of the CrisisSupport config (the same as 'I need help now'), shown at once after marking. */
export function CrisisModal({ opened, message, onClose }: { opened: boolean; message: string; onClose: () => void }) {
  const support = useGetCrisisSupport();
  return (
    <Modal opened={opened} onClose={onClose} title={st.struggling} size="lg" centered>
      <Stack gap="md">
        <Text>{message}</Text>
        {support.isError && (
          <Alert color="red" role="alert">
            {helpNowTexts.loadFailure}
          </Alert>
        )}
        {support.isPending && <Skeleton height={160} radius="md" role="status" aria-label="Loading help" />}
        {support.data && (
          <section aria-label={support.data.resources_title}>
            <Text fw={700} mb="xs">
              {support.data.resources_title}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {support.data.resources.map((r) => (
                <CrisisResourceCard key={r.name} resource={r} />
              ))}
            </SimpleGrid>
          </section>
        )}
        <Anchor component={Link} to="/help-now" fw={600}>
          {helpNowTexts.title}
        </Anchor>
      </Stack>
    </Modal>
  );
}

/**
 * The author's own control on a thread or reply: "I'm struggling right now" marks it (the community
 * admins are told at once) and opens the crisis resources; once marked, "I am steadier now" takes
 * the mark back. The post itself never changes or hides.
 */
export function StrugglingControl({ kind, id, marked }: { kind: 'thread' | 'reply'; id: number; marked: boolean }) {
  const mark = useMarkStruggling();
  const [message, setMessage] = useState<string | null>(null);
  const change = async (value: boolean) => {
    const answer = await mark.mutateAsync({ kind, id, value }).catch(() => null);
    if (answer && value) setMessage(answer.message);
  };
  return (
    <>
      {marked ? (
        <Button size="compact-sm" variant="subtle" color="gray" loading={mark.isPending} onClick={() => void change(false)}>
          {st.strugglingUndo}
        </Button>
      ) : (
        <Button
          size="compact-sm"
          variant="light"
          color="grape"
          leftSection={<IconLifebuoy size={16} aria-hidden />}
          loading={mark.isPending}
          title={st.strugglingHint}
          onClick={() => void change(true)}
        >
          {st.struggling}
        </Button>
      )}
      <CrisisModal opened={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
    </>
  );
}
