import { Badge, Button, Card, Group, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminPeopleTexts as t, adminPeopleWebPaths, type AdminPersonSummary } from '@holdfast/shared/admin';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { useListPeople } from '../api/list-people';

const day = (iso: string) => iso.slice(0, 10);

function StateBadges({ person }: { person: AdminPersonSummary }) {
  return (
    <Group gap={4} wrap="wrap">
      {person.suspended && (
        <Badge color="red" variant="light">
          {t.suspended}
        </Badge>
      )}
      <Badge color={person.verified ? 'teal' : 'yellow'} variant="light">
        {person.verified ? t.verified : t.notVerified}
      </Badge>
      {person.roles.map((r) => (
        <Badge key={r} color="gray" variant="outline">
          {r.replace(/_/g, ' ')}
        </Badge>
      ))}
    </Group>
  );
}

const nameOf = (p: AdminPersonSummary) => p.display_name || p.username;

/**
 * /admin/people (ff_admin, support): search by name, e-mail or id; a table on a desktop, cards on a
 * phone; the search and page live in the address, so Back returns to the same list.
 */
export function PeoplePage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const list = useListPeople(q, page);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  const goTo = (p: number) => setParams({ ...(q ? { q } : {}), page: String(p) });

  return (
    <PageFrame title={t.people} size="lg">
      <form onSubmit={submit} role="search">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={255}
            style={{ flex: 1 }}
          />
          <Button type="submit">{t.search}</Button>
        </Group>
      </form>
      {list.isPending ? (
        <ListSkeleton label={t.loadingPeople} rows={5} height={56} />
      ) : list.isError ? (
        <LoadFailure title={t.peopleFailed} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyCard>
          <Text c="dimmed">{t.noPeople}</Text>
        </EmptyCard>
      ) : (
        <>
          <Table visibleFrom="sm" striped highlightOnHover aria-label={t.people}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Id</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>{t.joined}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.id}</Table.Td>
                  <Table.Td>
                    <Link to={adminPeopleWebPaths.person(p.id)}>{nameOf(p)}</Link>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.email}</Table.Td>
                  <Table.Td>
                    <StateBadges person={p} />
                  </Table.Td>
                  <Table.Td>{day(p.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.people}>
            {list.data.items.map((p) => (
              <Card key={p.id} component="li" withBorder radius="md" p="sm">
                <Stack gap={4}>
                  <Text fw={600} component={Link} to={adminPeopleWebPaths.person(p.id)} style={{ overflowWrap: 'anywhere' }}>
                    {nameOf(p)}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    #{p.id} · {p.email}
                  </Text>
                  <StateBadges person={p} />
                </Stack>
              </Card>
            ))}
          </Stack>
          {list.data.totalPages > 1 && (
            <Group justify="center">
              <Pagination
                total={list.data.totalPages}
                value={page}
                onChange={goTo}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
              />
            </Group>
          )}
        </>
      )}
    </PageFrame>
  );
}
