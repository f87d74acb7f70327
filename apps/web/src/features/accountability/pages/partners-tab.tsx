import { Button, Card, Group, Modal, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAdjustments, IconMessage2, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  accountabilityTexts as t,
  accountabilityWebPaths as web,
  type AccountabilityPartner,
  type ListingKey,
} from '@holdfast/shared/accountability';
import { messagingTargets } from '@holdfast/shared/messaging';
import { useDeletePartner } from '../api/delete-partner';
import { useGetDigestSettings } from '../api/get-digest-settings';
import { useUpdateDigestSettings } from '../api/update-digest-settings';
import { useListPartners } from '../api/list-partners';
import { PersonLine } from '@/components/person-line';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { sharedKinds, sharesWithMeLine } from '../lib/share-summary';
import { notify } from '@/lib/notify';
import { FormActions } from '@/components/form-actions';

const GROUPS: { key: ListingKey; title: string; hint: string }[] = [
  { key: 'mutual', title: t.groupMutual, hint: 'You see each other’s data.' },
  { key: 'my_accountable', title: t.groupMyAccountable, hint: 'You see their data.' },
  { key: 'accountable_for', title: t.groupAccountableFor, hint: 'They see your data.' },
];

function PartnerRow({ rel, onRemove }: { rel: AccountabilityPartner; onRemove: (rel: AccountabilityPartner) => void }) {
  const name = rel.partner.display_name;
  const iShare = sharedKinds(rel.i_share);
  return (
    <Card withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <PersonLine person={rel.partner} style={{ flex: '1 1 240px' }}>
          {rel.shares_with_me !== null && (
            <Text size="sm" c="dimmed">
              {sharesWithMeLine(rel.shares_with_me)}
            </Text>
          )}
          {rel.i_share !== null && (
            <Text size="sm" c="dimmed">
              You share: {iShare ?? 'nothing'}
            </Text>
          )}
        </PersonLine>
        <Group gap="xs">
          <Button
            component={Link}
            to={messagingTargets.partner(rel.id)}
            variant="light"
            size="xs"
            leftSection={<IconMessage2 size={16} aria-hidden />}
            aria-label={`Message ${name}`}
          >
            Message
          </Button>
          {rel.i_share !== null && (
            <Button
              component={Link}
              to={web.sharing(rel.id)}
              variant="light"
              size="xs"
              leftSection={<IconAdjustments size={16} aria-hidden />}
              aria-label={`Sharing with ${name}`}
            >
              Sharing
            </Button>
          )}
          {/* 'red' without a shade: the theme's resolver darkens the text until it passes AA ('red.9' drew #fa5252, 3.3:1). */}
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconUserMinus size={16} aria-hidden />}
            onClick={() => onRemove(rel)}
            aria-label={`${t.remove} ${name}`}
          >
            {t.remove}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** The Monday mail about the people I hold accountable (on unless turned off). */
function DigestSwitch() {
  const digest = useGetDigestSettings();
  const update = useUpdateDigestSettings();
  if (!digest.data) return null;
  return (
    <Card withBorder radius="md" p="md">
      <Switch
        label={t.digestLabel}
        checked={digest.data.enabled}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate(event.currentTarget.checked, {
            onSuccess: (settings) => notify.success(settings.enabled ? t.digestOn : t.digestOff),
            onError: () => notify.error(t.errorOccurred),
          })
        }
      />
    </Card>
  );
}

/** /accountability/partners: accepted partners grouped as mutual, I hold accountable, I am accountable to. */
export function PartnersTab() {
  const partners = useListPartners();
  const remove = useDeletePartner();
  const [removing, setRemoving] = useState<AccountabilityPartner | null>(null);

  function confirmRemove() {
    if (!removing) return;
    remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
  }

  if (partners.isPending) return <ListSkeleton label="Loading partners" heading height={72} />;
  if (partners.isError) return <LoadFailure title={t.fetchFailure} onRetry={() => void partners.refetch()} />;
  const list = partners.data;
  const total = list.mutual.length + list.my_accountable.length + list.accountable_for.length;
  if (total === 0) {
    return (
      <EmptyCard>
        <Text fw={700}>{t.noPartners}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          A partner is someone you trust to see how you are really doing.
        </Text>
        <Group justify="center" mt="md">
          <Button component={Link} to={web.addPartner}>
            {t.addPartner}
          </Button>
        </Group>
      </EmptyCard>
    );
  }
  return (
    <Stack gap="lg">
      {GROUPS.filter((g) => list[g.key].length > 0).map((g) => (
        <section key={g.key} aria-labelledby={`group-${g.key}`}>
          <Group gap="xs" align="baseline" mb="xs">
            <Title order={2} fz="lg" id={`group-${g.key}`}>
              {g.title}
            </Title>
            <Text size="sm" c="dimmed">
              {g.hint}
            </Text>
          </Group>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {list[g.key].map((rel) => (
              <PartnerRow key={rel.id} rel={rel} onRemove={setRemoving} />
            ))}
          </Stack>
        </section>
      ))}
      {list.mutual.length + list.my_accountable.length > 0 && <DigestSwitch />}
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing ? `${t.remove} ${removing.partner.display_name}?` : ''}
        centered
      >
        <Text>{t.removeConfirm}</Text>
        <FormActions
          onCancel={() => setRemoving(null)}
          onConfirm={confirmRemove}
          submitLabel={t.remove}
          color="red"
          pending={remove.isPending}
          mt="lg"
        />
      </Modal>
    </Stack>
  );
}
