import { Badge, Card, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FORUM_SEARCH_MIN, communitySafetyTexts as st, communityToasts as toasts, type ForumSearchHit } from '@holdfast/shared/community';
import { validationMessages as m } from '@holdfast/shared/validation';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { PageFrame } from '@/components/page-frame';
import { useForumSearch } from '../api/search-forum';
import { useHideContentWarnings } from '../lib/use-hide-content-warnings';
import { CommunityBreadcrumbs } from '../components/breadcrumbs';
import { contentWarningLabel } from '../components/content-warning';
import { Pager } from '../components/pager';
import { postedAt } from '../lib/dates';
import { communityUi as ui } from '../lib/texts';

function HitCard({ hit }: { hit: ForumSearchHit }) {
  const to = `/community/threads/${hit.thread_id}`;
  return (
    <Card component={Link} to={to} withBorder radius="md" p="md" style={{ color: 'inherit', textDecoration: 'none' }}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" size="sm" color={hit.type === 'thread' ? 'harbor' : 'gray'}>
            {hit.type === 'thread' ? 'Thread' : 'Reply'}
          </Badge>
          {hit.content_warning && (
            <Badge variant="outline" size="sm" color="orange">
              {contentWarningLabel(hit.content_warning)}
            </Badge>
          )}
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {hit.thread_title}
          </Text>
        </Group>
        {/* A warned thread's words stay out of the list until the member opens it. */}
        {!hit.content_warning && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {hit.snippet}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {hit.author.name} · <time dateTime={hit.created_at}>{postedAt(hit.created_at)}</time>
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * /community/search?q=: threads and replies whose words match (the API's full-text search), 10 a
 * page; asked 500 ms after typing stops, from 3 characters. The switch hides threads with content
 * warnings from every list and the search.
 */
export function CommunitySearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1;
  const [text, setText] = useState(q);
  const [debounced] = useDebouncedValue(text, 500);
  const hideWarnings = useHideContentWarnings();

  useEffect(() => {
    if (debounced.trim() === q) return;
    setParams((prev) => {
      const copy = new URLSearchParams(prev);
      copy.set('q', debounced.trim());
      copy.delete('page');
      return copy;
    });
  }, [debounced, q, setParams]);

  const results = useForumSearch(q, page);
  const tooShort = q.length > 0 && q.length < FORUM_SEARCH_MIN;
  const setPage = (next: number) =>
    setParams((prev) => {
      const copy = new URLSearchParams(prev);
      copy.set('page', String(next));
      return copy;
    });

  return (
    <PageFrame
      title={st.searchLabel}
      size="md"
      above={<CommunityBreadcrumbs steps={[{ label: ui.forumsTitle, to: '/community' }, { label: st.searchLabel }]} />}
    >
      <TextInput
        type="search"
        label={st.searchLabel}
        placeholder={st.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        error={tooShort ? m.minLength(FORUM_SEARCH_MIN) : null}
        data-autofocus
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Switch
        label={st.hideContentWarnings}
        checked={hideWarnings.hidden}
        disabled={!hideWarnings.ready || hideWarnings.saving}
        onChange={(e) => void hideWarnings.change(e.currentTarget.checked)}
      />
      {q.length >= FORUM_SEARCH_MIN &&
        (results.isPending ? (
          <ListSkeleton label="Searching" rows={3} height={96} />
        ) : results.isError ? (
          <LoadFailure title={toasts.search} onRetry={() => void results.refetch()} />
        ) : !results.data.items.length ? (
          <EmptyCard>
            <Text c="dimmed">{st.searchEmpty}</Text>
          </EmptyCard>
        ) : (
          <Stack gap="sm" aria-busy={results.isPlaceholderData}>
            <Text size="sm" c="dimmed" aria-live="polite">
              {st.searchResults(results.data.totalItems)}
            </Text>
            {results.data.items.map((hit) => (
              <HitCard key={`${hit.type}-${hit.reply_id ?? hit.thread_id}`} hit={hit} />
            ))}
            <Pager page={results.data.page} totalPages={results.data.totalPages} onPage={setPage} label="Search result pages" />
          </Stack>
        ))}
    </PageFrame>
  );
}
