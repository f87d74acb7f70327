import { Checkbox, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { THREAD_TITLE_MAX, communitySafetyTexts as st, communityToasts as toasts, type ContentWarning } from '@holdfast/shared/community';
import { ListSkeleton } from '@/components/query-states';
import { PageFrame } from '@/components/page-frame';
import { isApiError } from '@/lib/api-client';
import { useTopic } from '../api/get-topic';
import { useCreateThread } from '../api/create-thread';
import { CommunityBreadcrumbs } from '../components/breadcrumbs';
import { ContentWarningSelect } from '../components/content-warning';
import { LazyRichTextEditor } from '../components/lazy-editor';
import { QueryProblem } from '../components/query-problem';
import { communityUi as ui } from '../lib/texts';
import { useViewer } from '../lib/viewer';

/** /community/topics/{id}/new-thread: title and content (the rich-text editor); community admins may pin. */
export function NewThreadPage() {
  const raw = useParams().topicId;
  const topicId = raw && /^\d+$/.test(raw) ? Number(raw) : 0;
  const topic = useTopic(topicId);
  const viewer = useViewer();
  const create = useCreateThread();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [pinned, setPinned] = useState(false);
  const [struggling, setStruggling] = useState(false);
  const [warning, setWarning] = useState<ContentWarning | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);

  if (!topicId || topic.isError) {
    return (
      <QueryProblem
        error={topic.error ?? { status: 404 }}
        title={toasts.fetchTopic}
        notFoundToast={toasts.fetchTopic}
        onRetry={() => void topic.refetch()}
      />
    );
  }
  if (topic.isPending) return <ListSkeleton label="Loading the topic" rows={3} heading />;

  const validate = () => {
    if (title.trim()) return true;
    setTitleError(ui.replyRequired);
    return false;
  };
  const submit = async (html: string) => {
    try {
      const answer = await create.mutateAsync({
        topicId,
        body: { title: title.trim(), content: html, is_pinned: pinned, is_struggling: struggling, content_warning: warning },
      });
      // Marked struggling: the thread page opens with the crisis resources.
      navigate(`/community/topics/${topicId}/threads/${answer.item.id}`, { state: struggling ? { struggling: true } : undefined });
    } catch (error) {
      if (isApiError(error) && error.status === 422) setTitleError(error.errors.title?.[0] ?? error.errors.content?.[0] ?? error.message);
      throw error;
    }
  };

  return (
    <PageFrame
      title={ui.startThread}
      intro={topic.data.name}
      above={
        <CommunityBreadcrumbs
          steps={[
            { label: ui.forumsTitle, to: '/community' },
            { label: topic.data.name, to: `/community/topics/${topicId}` },
            { label: ui.startThread },
          ]}
        />
      }
    >
      <LazyRichTextEditor
        label={ui.threadContent}
        submitLabel={ui.postThread}
        onSubmit={submit}
        validate={validate}
        onCancel={() => navigate(`/community/topics/${topicId}`)}
        extra={
          <Stack gap="sm" mb="md">
            <TextInput
              label={ui.threadTitle}
              required
              maxLength={THREAD_TITLE_MAX}
              value={title}
              error={titleError}
              data-autofocus
              onChange={(e) => {
                setTitle(e.currentTarget.value);
                setTitleError(null);
              }}
            />
            <ContentWarningSelect value={warning} onChange={setWarning} />
            <Checkbox
              label={st.struggling}
              description={st.strugglingHint}
              checked={struggling}
              onChange={(e) => setStruggling(e.currentTarget.checked)}
            />
            {viewer.mayPin && <Checkbox label={ui.pinThread} checked={pinned} onChange={(e) => setPinned(e.currentTarget.checked)} />}
          </Stack>
        }
      />
    </PageFrame>
  );
}
