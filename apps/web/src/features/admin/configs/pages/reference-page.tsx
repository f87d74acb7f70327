import { Badge, Button, Card, Group, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { configsConsoleTexts as t, type AdminEmotion } from '@holdfast/shared/admin';
import { PageFrame } from '@/components/page-frame';
import { ListSkeleton, LoadFailure } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { useAdminReference } from '../api/get-admin-reference';
import { useOrderReference } from '../api/order-reference';
import { useUpdateReferenceItem } from '../api/update-reference-item';
import { MoveButtons } from '../components/move-buttons';
import { moved } from '../components/reorder';

/** /admin/reference: the emotions and each FASTER category's behaviours: rename, hide, order. */
export function ReferencePage() {
  const reference = useAdminReference();
  return (
    <PageFrame title={t.reference} intro={t.referenceIntro} size="md">
      {reference.isPending ? (
        <ListSkeleton label={t.reference} rows={6} />
      ) : reference.isError ? (
        <LoadFailure title={t.loadFailed} onRetry={() => void reference.refetch()} />
      ) : (
        <Stack gap="lg">
          <ItemList title="Emotions" kind="emotion" categoryId={null} items={reference.data.emotions} />
          {reference.data.faster.map((c) => (
            <ItemList
              key={c.id}
              title={`FASTER: ${c.display_name}`}
              kind="faster"
              categoryId={c.id}
              items={c.behaviours}
              color={c.color_code}
            />
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}

function ItemList(props: { title: string; kind: 'emotion' | 'faster'; categoryId: number | null; items: AdminEmotion[]; color?: string }) {
  const order = useOrderReference();
  const id = `ref-${props.kind}-${props.categoryId ?? 'all'}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} style={props.color ? { borderLeft: `4px solid ${props.color}`, paddingLeft: 8 } : undefined}>
        {props.title}
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {props.items.map((item, i) => (
          <ItemRow
            key={item.id}
            kind={props.kind}
            item={item}
            first={i === 0}
            last={i === props.items.length - 1}
            moving={order.isPending}
            onMove={(by) => order.mutate({ categoryId: props.categoryId, ids: moved(props.items, i, by).map((x) => x.id) })}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function ItemRow({
  kind,
  item,
  first,
  last,
  moving,
  onMove,
}: {
  kind: 'emotion' | 'faster';
  item: AdminEmotion;
  first: boolean;
  last: boolean;
  moving: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const [name, setName] = useState(item.display_name);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateReferenceItem();
  const onError = (e: unknown) => {
    if (isApiError(e) && e.status === 422) setError(e.errors.display_name?.[0] ?? e.message);
  };
  return (
    <Card component="li" withBorder radius="md" p="xs" aria-label={item.display_name}>
      <Group gap="xs" wrap="wrap" align="flex-end">
        <MoveButtons name={item.display_name} first={first} last={last} onMove={onMove} disabled={moving} />
        <TextInput
          label="Name"
          value={name}
          error={error}
          maxLength={100}
          style={{ flex: 1, minWidth: 160 }}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(undefined);
          }}
        />
        <Button
          variant="light"
          disabled={name === item.display_name}
          loading={update.isPending}
          onClick={() => update.mutate({ kind, id: item.id, edit: { display_name: name } }, { onError })}
        >
          {t.save}
        </Button>
        <Switch
          label="Shown to members"
          checked={item.is_active}
          onChange={(e) => update.mutate({ kind, id: item.id, edit: { is_active: e.currentTarget.checked } })}
        />
        {!item.is_active && <Badge color="gray">{t.hidden}</Badge>}
      </Group>
    </Card>
  );
}
