import { Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import dayjs from 'dayjs';
import {
  COACH_NOTE_MAX,
  coachCentreTexts as c,
  coachingTexts as t,
  createCoachNoteInputSchema,
  type CreateCoachNoteInput,
} from '@holdfast/shared/coaching';
import { ErrorCard } from '@/components/error-card';
import { FormActions } from '@/components/form-actions';
import { ListSkeleton, LoadFailure } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useCreateNote } from '../api/create-note';
import { useListNotes } from '../api/list-notes';
import { refusalText } from '../lib/refusal';

/** The note form: the text (required, at most 5000) and the line that the client can read it in their export. */
function NoteForm({ coachUserId }: { coachUserId: number }) {
  const create = useCreateNote();
  const form = useZodForm<{ note: string }>(createCoachNoteInputSchema, { initialValues: { note: '' }, validateInputOnBlur: false });
  const handleSubmit = form.onSubmit((values) => {
    create.mutate(
      { coachUserId, body: values as CreateCoachNoteInput },
      {
        onSuccess: (answer) => {
          notify.success(answer.message || t.noteSaved);
          form.reset();
          create.reset();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422) return; // listed in the card
          notify.error(refusalText(error, t.genericError));
        },
      },
    );
  });
  const listed = isApiError(create.error) && create.error.status === 422 ? create.error.messages : [];
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="New note">
      <Stack gap="xs">
        <ErrorCard messages={listed} />
        <Textarea label="Note" withAsterisk rows={3} maxLength={COACH_NOTE_MAX} {...form.getInputProps('note')} />
        <Text size="xs" c="dimmed">
          {t.noteExportNotice}
        </Text>
        <FormActions submitLabel={c.addNote} pending={create.isPending} />
      </Stack>
    </form>
  );
}

/** The coach's notes on one client (GET/POST coach/users/{id}/notes, 15 a page), private to the coach. */
export function NotesPanel({ coachUserId }: { coachUserId: number }) {
  const notes = useListNotes(coachUserId);
  const items = notes.data?.pages.flatMap((p) => p.items) ?? [];
  let list;
  if (notes.isPending) list = <ListSkeleton label="Loading notes" height={56} />;
  else if (notes.isError) list = <LoadFailure title={c.notesFailed} onRetry={() => void notes.refetch()} />;
  else if (items.length === 0) list = <Text c="dimmed">{c.noNotes}</Text>;
  else {
    list = (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={c.notes}>
        {items.map((note) => (
          <Card key={note.id} component="li" withBorder radius="md" p="sm">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {note.note}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {dayjs(note.created_at).format('MMM D, YYYY h:mm A')}
            </Text>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <section aria-labelledby="notes-heading">
      <Title order={2} fz="lg" id="notes-heading" mb="xs">
        {c.notes}
      </Title>
      <Stack gap="md">
        <NoteForm coachUserId={coachUserId} />
        {list}
        {notes.hasNextPage && (
          <Button variant="subtle" onClick={() => void notes.fetchNextPage()} loading={notes.isFetchingNextPage}>
            Show more
          </Button>
        )}
      </Stack>
    </section>
  );
}
