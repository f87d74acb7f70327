import { Alert, Anchor, Button, Card, Group, Pagination, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { auditLogTexts as t, type AuditEntry, type AuditPerson } from '@holdfast/shared/admin';
import { hasRole } from '@holdfast/shared/shell';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { useProfile } from '@/lib/api/get-profile';
import { notify } from '@/lib/notify';
import { toShellUser } from '@/lib/shell-user';
import { useDownloadAuditLogCsv } from '../api/download-audit-log-csv';
import { useListAuditLog, type AuditLogFilters } from '../api/list-audit-log';
import { AuditChangesModal } from '../components/audit-changes-modal';
import { hasDetails } from '../components/audit-diff';

const when = (iso: string) => dayjs(iso).format('MMM D, YYYY · h:mm A');
/** A typed id, or none while the field is empty or not a whole number. */
const idOf = (value: string) => (/^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : undefined);
const targetOf = (e: AuditEntry) => (e.target_kind ? `${e.target_kind}${e.target_id ? ` #${e.target_id}` : ''}` : null);

/**
 * /admin/audit-log (ff_admin): the append-only log of every admin change, newest first, 50 a page,
 * narrowed by actor, action, target and days; each entry's before and after in a dialog; the same
 * entries as CSV. A table on a desktop, cards on a phone.
 */
export function AuditLogPage() {
  const profile = useProfile();
  const isAdmin = hasRole(toShellUser(profile.data), 'ff_admin');
  return (
    <PageFrame title={t.title} intro={t.intro} size="lg">
      {profile.isPending ? (
        <ListSkeleton label={t.loading} rows={4} />
      ) : !isAdmin ? (
        <Alert color="yellow" role="alert" title="This page is for the Holdfast administrators." />
      ) : (
        <AuditLog />
      )}
    </PageFrame>
  );
}

interface FilterFields {
  actor: string;
  action: string;
  target: string;
  from: string;
  to: string;
}
const NO_FILTERS: FilterFields = { actor: '', action: '', target: '', from: '', to: '' };
const filtersOf = (f: FilterFields): AuditLogFilters => ({
  actorId: idOf(f.actor),
  action: f.action.trim() || undefined,
  targetUserId: idOf(f.target),
  from: f.from || undefined,
  to: f.to || undefined,
});

function AuditLog() {
  const [page, setPage] = useState(1);
  const [fields, setFields] = useState<FilterFields>(NO_FILTERS);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const filters = filtersOf(fields);
  const log = useListAuditLog(page, filters);
  const download = useDownloadAuditLogCsv();
  const change = (next: Partial<FilterFields>) => {
    setPage(1);
    setFields((f) => ({ ...f, ...next }));
  };
  const person = (p: AuditPerson | null, field: 'actor' | 'target') =>
    p ? (
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => change({ [field]: String(p.id) })}
        aria-label={field === 'actor' ? t.filterByActor(p.display_name) : t.filterByTarget(p.display_name)}
        style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
      >
        {p.display_name}
      </Anchor>
    ) : (
      <Text span size="sm" c="dimmed">
        {field === 'actor' ? t.deletedPerson : t.nobody}
      </Text>
    );
  const details = (e: AuditEntry) =>
    hasDetails(e) ? (
      <Button size="compact-sm" variant="light" onClick={() => setOpen(e)} aria-label={`${t.showChanges}: ${e.action} #${e.id}`}>
        {t.showChanges}
      </Button>
    ) : null;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" component="section" aria-label="Filters">
        <TextInput
          label={t.filterActor}
          inputMode="numeric"
          value={fields.actor}
          onChange={(e) => change({ actor: e.currentTarget.value })}
        />
        <TextInput
          label={t.filterAction}
          description={t.filterActionDescription}
          value={fields.action}
          onChange={(e) => change({ action: e.currentTarget.value })}
        />
        <TextInput
          label={t.filterTarget}
          inputMode="numeric"
          value={fields.target}
          onChange={(e) => change({ target: e.currentTarget.value })}
        />
        <TextInput type="date" label={t.filterFrom} value={fields.from} onChange={(e) => change({ from: e.currentTarget.value })} />
        <TextInput type="date" label={t.filterTo} value={fields.to} onChange={(e) => change({ to: e.currentTarget.value })} />
      </SimpleGrid>
      <Group justify="space-between" gap="sm">
        <Button variant="subtle" onClick={() => change(NO_FILTERS)} disabled={Object.values(fields).every((v) => !v)}>
          {t.clearFilters}
        </Button>
        <Button
          variant="default"
          loading={download.isPending}
          onClick={() => download.mutate(filters, { onError: (error) => notify.error(error.message || t.downloadFailed) })}
        >
          {t.download}
        </Button>
      </Group>

      {log.isPending ? (
        <ListSkeleton label={t.loading} rows={5} />
      ) : log.isError ? (
        <LoadFailure title={t.loadFailed} onRetry={() => void log.refetch()} />
      ) : log.data.items.length === 0 ? (
        <EmptyCard>
          <Text>{t.empty}</Text>
        </EmptyCard>
      ) : (
        <>
          <Table.ScrollContainer minWidth={760} visibleFrom="sm">
            <Table striped highlightOnHover aria-label={t.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.when}</Table.Th>
                  <Table.Th>{t.actor}</Table.Th>
                  <Table.Th>{t.action}</Table.Th>
                  <Table.Th>{t.target}</Table.Th>
                  <Table.Th>{t.reason}</Table.Th>
                  <Table.Th>{t.details}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.items.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>
                      <time dateTime={e.created_at}>{when(e.created_at)}</time>
                    </Table.Td>
                    <Table.Td>{person(e.actor, 'actor')}</Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {e.action}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={0}>
                        {person(e.target_user, 'target')}
                        {targetOf(e) && (
                          <Text size="xs" c="dimmed">
                            {targetOf(e)}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere', maxWidth: 280 }}>
                      <Text size="sm">{e.reason ?? ''}</Text>
                    </Table.Td>
                    <Table.Td>{details(e)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} hiddenFrom="sm" aria-label={t.title}>
            {log.data.items.map((e) => (
              <Card key={e.id} component="li" withBorder radius="md" p="sm">
                <Stack gap={4}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" ff="monospace" fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {e.action}
                    </Text>
                    {details(e)}
                  </Group>
                  <Text size="xs" c="dimmed">
                    <time dateTime={e.created_at}>{when(e.created_at)}</time>
                  </Text>
                  <Text size="sm">
                    {t.actor}: {person(e.actor, 'actor')}
                  </Text>
                  <Text size="sm">
                    {t.target}: {person(e.target_user, 'target')} {targetOf(e) ?? ''}
                  </Text>
                  {e.reason && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {t.reason}: {e.reason}
                    </Text>
                  )}
                </Stack>
              </Card>
            ))}
          </Stack>
          {log.data.totalPages > 1 && (
            <Group justify="center">
              <Pagination
                total={log.data.totalPages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
              />
            </Group>
          )}
        </>
      )}
      <AuditChangesModal entry={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
