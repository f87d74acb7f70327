import { Badge, Code, Modal, Stack, Table, Text } from '@mantine/core';
import { auditLogTexts as t, type AuditEntry } from '@holdfast/shared/admin';
import { auditDiff } from './audit-diff';

/** An entry's before and after, field by field (changed ones marked), and its other details. */
export function AuditChangesModal({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const rows = entry ? auditDiff(entry) : [];
  return (
    <Modal opened={entry !== null} onClose={onClose} title={entry ? `${t.changesTitle}: ${entry.action}` : t.changesTitle} size="lg">
      {entry && (
        <Stack gap="sm">
          {entry.reason && (
            <Text size="sm">
              <Text span fw={700}>
                {t.reason}:
              </Text>{' '}
              {entry.reason}
            </Text>
          )}
          {rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t.noChanges}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={360}>
              <Table striped withTableBorder aria-label={t.changesTitle}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t.field}</Table.Th>
                    <Table.Th>{t.before}</Table.Th>
                    <Table.Th>{t.after}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.field} fw={row.changed ? 600 : undefined}>
                      <Table.Td>
                        {row.field}{' '}
                        {row.changed && (
                          <Badge size="xs" color="orange" variant="light">
                            changed
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.before ?? t.nobody}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.after ?? t.nobody}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {Object.keys(entry.meta).length > 0 && (
            <div>
              <Text size="sm" fw={700}>
                {t.meta}
              </Text>
              <Code block>{JSON.stringify(entry.meta, null, 2)}</Code>
            </div>
          )}
        </Stack>
      )}
    </Modal>
  );
}
