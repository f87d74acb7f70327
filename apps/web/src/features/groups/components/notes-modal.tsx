import { Badge, Button, Card, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  createNoteInputSchema,
  groupsTexts as t,
  NOTE_CONTENT_MAX,
  NOTE_TITLE_MAX,
  noteTypeLabels,
  WRITABLE_NOTE_TYPES,
  type CreateNoteBody,
  type GroupNote,
  type WritableNoteType,
} from '@holdfast/shared/groups';
import { FormActions } from '@/components/form-actions';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateNote } from '../api/create-note';
import { useListNotes } from '../api/list-notes';
import { issuesOf } from '../lib/form-errors';
import { refusalText } from '../lib/refusal';
import { ListSkeleton } from '@/components/query-states';

interface NoteValues {
  title: string;
  note_type: '' | WritableNoteType;
  note_content: string;
  /** datetime-local value; the meeting date defaults to now (spec 5). */
  meeting_date: string;
}

export function toNoteBody(values: NoteValues): CreateNoteBody {
  if (values.note_type === 'meeting_scheduled') {
    return {
      title: values.title,
      note_type: values.note_type,
      meeting_date: values.meeting_date ? dayjs(values.meeting_date).toISOString() : null,
    };
  }
  return { title: values.title, note_type: values.note_type || undefined, note_content: values.note_content };
}

/** Spec 5 "Note": title 2 to 255; type required; the text (note, meeting notes) or the meeting date. */
export function validateNote(values: NoteValues): Record<string, string> {
  const errors = issuesOf(createNoteInputSchema, toNoteBody(values));
  // The schema checks the content only once title and type pass: ask again with those filled in so
  // one submit shows every message.
  const probe = issuesOf(createNoteInputSchema, toNoteBody({ ...values, title: 'ok', note_type: values.note_type || 'note' }));
  for (const [field, message] of Object.entries(probe)) errors[field] ??= message;
  return errors;
}

function NoteBody({ note }: { note: GroupNote }) {
  if (note.note_type === 'status_changed' || note.note_type === 'member_status_changed') {
    return (
      <Text size="sm">
        {note.notes.previous_state ?? '—'} → {note.notes.new_state ?? '—'}
      </Text>
    );
  }
  return (
    <>
      {note.notes.meeting_date && <Text size="sm">Meeting: {dayjs(note.notes.meeting_date).format('MMM D, YYYY h:mm A')}</Text>}
      {note.notes.content && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {note.notes.content}
        </Text>
      )}
    </>
  );
}

function AddNoteForm({ groupId, memberId, onDone }: { groupId: number; memberId: number; onDone: () => void }) {
  const create = useCreateNote();
  const form = useForm<NoteValues>({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: { title: '', note_type: 'note', note_content: '', meeting_date: dayjs().format('YYYY-MM-DDTHH:mm') },
    validate: validateNote,
  });
  const handleSubmit = form.onSubmit((values) => {
    create.mutate(
      { groupId, memberId, body: toNoteBody(values) },
      {
        onSuccess: () => {
          notify.success(t.noteSaved);
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422) return;
          notify.error(refusalText(error, t.saveNotesFailure));
        },
      },
    );
  });
  const type = form.values.note_type;
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t.addNote}>
      <Stack gap="md">
        <ErrorCard messages={isApiError(create.error) && create.error.status === 422 ? create.error.messages : []} />
        <TextInput label="Title" withAsterisk maxLength={NOTE_TITLE_MAX} data-autofocus {...form.getInputProps('title')} />
        <Radio.Group label="Note type" withAsterisk {...form.getInputProps('note_type')}>
          <Group gap="md" mt="xs">
            {WRITABLE_NOTE_TYPES.map((nt) => (
              <Radio key={nt} value={nt} label={noteTypeLabels[nt]} />
            ))}
          </Group>
        </Radio.Group>
        {type === 'meeting_scheduled' ? (
          <TextInput label="Meeting date" type="datetime-local" withAsterisk {...form.getInputProps('meeting_date')} />
        ) : (
          <Textarea
            label={type === 'meeting_notes' ? 'Meeting notes' : 'Note'}
            withAsterisk
            rows={4}
            maxLength={NOTE_CONTENT_MAX}
            {...form.getInputProps('note_content')}
          />
        )}
        <FormActions onCancel={onDone} submitLabel="Save Note" pending={create.isPending} />
      </Stack>
    </form>
  );
}

/**
 * The notes list of one member, and 'Add Note' (spec 2 sections 2.4 and 5). Notes are for the
 * group's leaders only; each shows its creator as Admin or Leader (spec 6).
 */
export function NotesModal({
  groupId,
  member,
  onClose,
}: {
  groupId: number;
  member: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const notes = useListNotes(groupId, member?.id ?? null);
  const [adding, setAdding] = useState(false);
  const items = notes.data?.pages.flatMap((p) => p.items) ?? [];
  function close() {
    setAdding(false);
    onClose();
  }
  return (
    <Modal
      opened={member !== null}
      onClose={close}
      title={adding ? `${t.addNote} · ${member?.name ?? ''}` : `${t.notes} · ${member?.name ?? ''}`}
      size="lg"
    >
      {member && adding ? (
        <AddNoteForm groupId={groupId} memberId={member.id} onDone={() => setAdding(false)} />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              Only the group’s leaders see these notes.
            </Text>
            <Button size="xs" onClick={() => setAdding(true)}>
              {t.addNote}
            </Button>
          </Group>
          {notes.isPending ? (
            <ListSkeleton label="Loading notes" height={56} />
          ) : notes.isError ? (
            <Text c="red.8" role="alert">
              {refusalText(notes.error, t.somethingWentWrong)}
            </Text>
          ) : items.length === 0 ? (
            <Text ta="center" fw={600} py="md">
              {t.noNotes}
            </Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.notes}>
              {items.map((note) => (
                <Card key={note.id} component="li" withBorder radius="md" p="sm">
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {note.title}
                    </Text>
                    <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                      {noteTypeLabels[note.note_type]}
                    </Badge>
                  </Group>
                  <NoteBody note={note} />
                  <Text size="xs" c="dimmed" mt={4}>
                    {note.created_by}
                    {note.author ? ` · ${note.author.display_name}` : ''} · {dayjs(note.created_at).format('MMM D, YYYY h:mm A')}
                  </Text>
                </Card>
              ))}
            </Stack>
          )}
          {notes.hasNextPage && (
            <Button variant="subtle" onClick={() => void notes.fetchNextPage()} loading={notes.isFetchingNextPage}>
              Show more
            </Button>
          )}
        </Stack>
      )}
    </Modal>
  );
}
