import { Badge, Box, Button, Card, Group, Modal, Select, Stack, Text, Textarea, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { QUEUE_KINDS, queueTexts as t, type QueueAction, type QueueItem, type QueueKind, type QueuePriority } from '@holdfast/shared/admin';
import { FormActions } from '@/components/form-actions';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { useReviewQueue } from './api/get-review-queue';
import { useResolveQueueItem } from './api/resolve-queue-item';
import { useRevealQueueItem } from './api/reveal-queue-item';

const priorityColor: Record<QueuePriority, string> = { high: 'red', normal: 'gray', low: 'gray' };
const toneColor: Record<QueueAction['tone'], string | undefined> = { positive: 'teal', negative: 'red', neutral: undefined };
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A decision being confirmed: the item, the action, and (when the action asks one) its reason. */
interface Pending {
  item: QueueItem;
  action: QueueAction;
}

/** The hidden text of a sensitive item: blurred stand-in until 'Reveal' (the server logs the read). */
function SensitiveText({ item }: { item: QueueItem }) {
  const reveal = useRevealQueueItem();
  const text = reveal.data?.text;
  return (
    <Box>
      <Text size="sm" fw={500}>
        {item.sensitive_label}
      </Text>
      {text !== undefined ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="revealed-text">
          {text}
        </Text>
      ) : (
        <Group gap="sm" wrap="wrap" align="center">
          <Box aria-hidden style={{ filter: 'blur(5px)', userSelect: 'none' }} c="dimmed" fz="sm" data-testid="blurred-text">
            Hidden text hidden text hidden text
          </Box>
          <Button
            size="xs"
            variant="default"
            loading={reveal.isPending}
            onClick={() => reveal.mutate({ kind: item.kind, id: item.id })}
            aria-label={`${t.reveal}: ${item.title}`}
          >
            {t.reveal}
          </Button>
          <Text size="xs" c="dimmed">
            {t.revealHint}
          </Text>
        </Group>
      )}
    </Box>
  );
}

function History({ item }: { item: QueueItem }) {
  const [open, setOpen] = useState(false);
  if (!item.history.length) return null;
  return (
    <Box>
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} fz="sm" c="harbor" fw={500}>
        {t.history} ({item.history.length})
      </UnstyledButton>
      {open && (
        <Stack gap={2} mt={4} component="ul" style={{ paddingLeft: 16, margin: 0 }}>
          {item.history.map((h, i) => (
            <Text key={i} component="li" size="sm" c="dimmed">
              {when(h.at)} · {h.what}
              {h.by ? ` · ${h.by}` : ''}
            </Text>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function QueueCard({ item, onAction }: { item: QueueItem; onAction: (p: Pending) => void }) {
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={item.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={2} fz="md" style={{ overflowWrap: 'anywhere', flex: '1 1 220px' }}>
            {item.title}
          </Title>
          <Group gap={6}>
            <Badge variant="light">{t.kinds[item.kind]}</Badge>
            {item.priority !== 'normal' && (
              <Badge variant="light" color={priorityColor[item.priority]}>
                {t.priorities[item.priority]}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">{item.summary}</Text>
        <Text size="xs" c="dimmed">
          Waiting since {when(item.created_at)}
        </Text>
        {item.details.length > 0 && (
          <Stack gap={2} component="dl" m={0}>
            {item.details.map((d) => (
              <Group key={d.label} gap={6} wrap="nowrap" align="flex-start">
                <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  {d.label}:
                </Text>
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {d.value}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        {item.sensitive && <SensitiveText item={item} />}
        <History item={item} />
        {item.actions.length > 0 && (
          <Group gap="xs" wrap="wrap">
            {item.actions.map((a) => (
              <Button key={a.key} size="xs" variant="light" color={toneColor[a.tone]} onClick={() => onAction({ item, action: a })}>
                {a.label}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The decision's dialog: what will happen, the reason where the action needs one, Confirm. */
function DecisionDialog({ pending, onClose }: { pending: Pending | null; onClose: () => void }) {
  const resolve = useResolveQueueItem();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const needsReason = !!pending?.action.needs_reason;
  const close = () => {
    if (resolve.isPending) return;
    setReason('');
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (!pending) return;
    if (needsReason && !reason.trim()) {
      setError(t.reasonRequired);
      return;
    }
    resolve.mutate(
      { kind: pending.item.kind, id: pending.item.id, body: { action: pending.action.key, reason: reason.trim() || null } },
      { onSuccess: close, onError: (e) => setError(e.message) },
    );
  };
  return (
    <Modal opened={pending !== null} onClose={close} title={pending?.action.label ?? ''} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{pending?.item.title}</Text>
          {needsReason && (
            <Textarea
              label={t.reasonLabel}
              required
              rows={3}
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              data-autofocus
            />
          )}
          {!needsReason && error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <FormActions onCancel={close} submitLabel={t.confirm} pending={resolve.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * /admin/queue: one list of what waits for a decision across areas (flagged replies, reported
 * members, women's access, scholarships, premium applications, coaches), urgent and oldest first.
 * Each item is decided in two clicks (its action, then Confirm; a reason typed where asked);
 * flagged text stays blurred until 'Reveal', which the server writes to the audit log.
 */
export function ReviewQueuePage() {
  const [kind, setKind] = useState<QueueKind | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const queue = useReviewQueue(kind);
  return (
    <PageFrame title={t.title} intro={t.intro} size="md">
      <Select
        label="Show"
        data={[{ value: '', label: t.allKinds }, ...QUEUE_KINDS.map((k) => ({ value: k, label: t.kinds[k] }))]}
        value={kind ?? ''}
        onChange={(v) => setKind(v ? (v as QueueKind) : null)}
        allowDeselect={false}
        maw={320}
      />
      {queue.isPending ? (
        <ListSkeleton label="Loading the review queue" rows={3} height={120} />
      ) : queue.isError ? (
        <LoadFailure title={t.loadFailed} onRetry={() => void queue.refetch()} />
      ) : queue.data.items.length === 0 ? (
        <EmptyCard>
          <Text>{t.empty}</Text>
        </EmptyCard>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.title}>
          {queue.data.items.map((item) => (
            <QueueCard key={`${item.kind}-${item.id}`} item={item} onAction={setPending} />
          ))}
        </Stack>
      )}
      <DecisionDialog pending={pending} onClose={() => setPending(null)} />
    </PageFrame>
  );
}
