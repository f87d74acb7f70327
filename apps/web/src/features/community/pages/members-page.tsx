import {
  Accordion,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  Radio,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilter, IconFlag, IconHeart, IconMessage, IconSearch, IconThumbUp, IconUsers } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import { MEMBERS_PER_PAGE, MEMBER_SEARCH_MAX, MEMBER_SEARCH_MIN, communityToasts as toasts, type Member } from '@holdfast/shared/community';
import { validationMessages as m } from '@holdfast/shared/validation';
import { EmptyCard } from '@/components/query-states';
import { PageFrame } from '@/components/page-frame';
import { isApiError } from '@/lib/api-client';
import { useListCountries } from '@/lib/api/list-countries';
import { notify } from '@/lib/notify';
import { AGE_GROUPS, NO_FILTERS, totalFilters, type MemberFilters } from '../lib/member-filters';
import { useCommunityTags } from '../api/list-community-tags';
import { useMembers } from '../api/list-members';
import { CommunityBreadcrumbs } from '../components/breadcrumbs';
import { Pager } from '../components/pager';
import { CommunityAvatar } from '../components/people';
import { QueryProblem } from '../components/query-problem';
import { FlagMemberModal } from '../components/flag-modal';
import { PersonTrigger } from '../components/user-detail';
import { communityUi as ui } from '../lib/texts';

/** Spec 3 section 5: the search runs 500 ms after typing stops, from 3 characters or when emptied. */
export const SEARCH_DEBOUNCE_MS = 500;

/** One part of the Filters modal: its heading opens and closes it. */
function FilterSection({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>{title}</Accordion.Control>
      <Accordion.Panel>{children}</Accordion.Panel>
    </Accordion.Item>
  );
}

/** The Filters modal (spec 3 section 2): Categories, Properties, Age Group, Area; Apply Filters and Clear All. */
function FiltersModal({
  opened,
  value,
  onClose,
  onApply,
}: {
  opened: boolean;
  value: MemberFilters;
  onClose: () => void;
  onApply: (f: MemberFilters) => void;
}) {
  const [draft, setDraft] = useState(value);
  const tags = useCommunityTags(opened);
  const countries = useListCountries();
  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);
  const activeTags = (tags.data ?? []).filter((t) => t.status === 'active');
  return (
    <Modal opened={opened} onClose={onClose} title={ui.filtersTitle} centered size="lg">
      <Accordion multiple defaultValue={['categories', 'properties', 'age', 'area']} variant="contained">
        <FilterSection value="categories" title={ui.filterCategories}>
          {tags.isPending ? (
            <Skeleton height={60} />
          ) : !activeTags.length ? (
            <Text size="sm" c="dimmed">
              {ui.noTags}
            </Text>
          ) : (
            <Checkbox.Group
              value={draft.tagIds.map(String)}
              onChange={(v) => setDraft({ ...draft, tagIds: v.map(Number) })}
              aria-label={ui.filterCategories}
            >
              <Stack gap="xs">
                {activeTags.map((t) => (
                  <Checkbox key={t.id} value={String(t.id)} label={t.name} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        </FilterSection>
        <FilterSection value="properties" title={ui.filterProperties}>
          <Stack gap="xs">
            <Checkbox
              label={ui.filterLooking}
              checked={draft.lookingForAccountability}
              onChange={(e) => setDraft({ ...draft, lookingForAccountability: e.currentTarget.checked })}
            />
            <Checkbox
              label={ui.filterNotLooking}
              checked={draft.notLookingForAccountability}
              onChange={(e) => setDraft({ ...draft, notLookingForAccountability: e.currentTarget.checked })}
            />
          </Stack>
        </FilterSection>
        <FilterSection value="age" title={ui.filterAgeGroup}>
          <Radio.Group
            value={draft.ageGroup ?? 'all'}
            onChange={(v) => setDraft({ ...draft, ageGroup: v === 'all' ? null : v })}
            aria-label={ui.filterAgeGroup}
          >
            <Group gap="md">
              <Radio value="all" label={ui.filterAll} />
              {AGE_GROUPS.map((g) => (
                <Radio key={g.key} value={g.key} label={g.label} />
              ))}
            </Group>
          </Radio.Group>
        </FilterSection>
        <FilterSection value="area" title={ui.filterArea}>
          <MultiSelect
            label={ui.filterArea}
            searchable
            data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} - ${c.code}` }))}
            value={draft.countryIds.map(String)}
            onChange={(v) => setDraft({ ...draft, countryIds: v.map(Number) })}
            comboboxProps={{ withinPortal: true }}
          />
        </FilterSection>
      </Accordion>
      <Group justify="space-between" mt="lg">
        <Button
          variant="default"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          {ui.clearAll}
        </Button>
        <Button onClick={() => onApply(draft)}>{ui.applyFilters}</Button>
      </Group>
    </Modal>
  );
}

/** A reaction icon and count, read as one label. */
function ReactionCount({ icon, count, label }: { icon: ReactNode; count: number; label: string }) {
  return (
    <Group gap={2} role="img" aria-label={label}>
      {icon}
      <Text size="xs" aria-hidden>
        {count}
      </Text>
    </Group>
  );
}

/** A member card (spec 3 section 2): name, gender, age, married, country, member since, tags, replies, reactions, avatar; Send Message and report. */
function MemberCard({ member }: { member: Member }) {
  const [flagOpen, setFlagOpen] = useState(false);
  const facts = [
    member.gender,
    member.age !== null ? ui.ageOf(member.age) : null,
    member.is_married ? ui.marriedFact : null,
    member.country?.name ?? null,
  ].filter(Boolean);
  return (
    <Card withBorder radius="md" p="md" component="article" aria-label={member.name}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <PersonTrigger userId={member.id} label={ui.detailsOf(member.name)}>
          <CommunityAvatar person={member} />
        </PersonTrigger>
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {member.name}
          </Text>
          {facts.length > 0 && (
            <Text size="sm" c="dimmed">
              {facts.join(' · ')}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {ui.memberSince(dayjs(member.agreed_on_date).format('MMMM YYYY'))}
          </Text>
          {member.tags.length > 0 && (
            <Group gap={4}>
              {member.tags.map((t) => (
                <Badge key={t.id} size="sm" variant="light">
                  {t.name}
                </Badge>
              ))}
            </Group>
          )}
          <Group gap="md">
            <Text size="xs" c="dimmed">
              {ui.repliesOf(member.total_replies)}
            </Text>
            <ReactionCount
              icon={<IconThumbUp size={14} aria-hidden />}
              count={member.reaction_counts.liked}
              label={ui.likeLabel(member.reaction_counts.liked)}
            />
            <ReactionCount
              icon={<IconHeart size={14} aria-hidden />}
              count={member.reaction_counts.loved}
              label={ui.loveLabel(member.reaction_counts.loved)}
            />
          </Group>
          <Group gap="xs" mt={4}>
            <Button
              component={Link}
              to={`/messages/redirect/user/${member.id}`}
              size="compact-sm"
              variant="light"
              leftSection={<IconMessage size={14} aria-hidden />}
            >
              {ui.sendMessage}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              leftSection={<IconFlag size={14} aria-hidden />}
              onClick={() => setFlagOpen(true)}
              aria-label={`${ui.reportUser}: ${member.name}`}
            >
              {ui.reportUser}
            </Button>
          </Group>
        </Stack>
      </Group>
      <FlagMemberModal userId={member.id} name={member.name} opened={flagOpen} onClose={() => setFlagOpen(false)} />
    </Card>
  );
}

/** /community/members: the members directory (spec 3 sections 2, 5 and 9). */
export function MembersPage() {
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<MemberFilters>(NO_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [page, setPage] = useState(1);
  const tooShort = debounced.length > 0 && Array.from(debounced).length < MEMBER_SEARCH_MIN;

  // The search runs from 3 characters, or when emptied; 1-2 characters keep the last list.
  useEffect(() => {
    if (!tooShort && debounced !== search) {
      setSearch(debounced);
      setPage(1);
    }
  }, [debounced, tooShort, search]);

  const members = useMembers(page, search, filters);
  const invalid = isApiError(members.error) && members.error.status === 422 ? members.error : null;
  const searchError = tooShort ? m.minLength(MEMBER_SEARCH_MIN) : invalid ? (invalid.errors.search?.[0] ?? invalid.message) : null;
  useEffect(() => {
    if (members.isError && !invalid) notify.error(search ? toasts.search : toasts.loadMembers);
  }, [members.isError, invalid, search]);
  const count = totalFilters(filters);

  return (
    <PageFrame
      title={ui.membersTitle}
      intro={ui.membersIntro}
      above={<CommunityBreadcrumbs steps={[{ label: ui.forumsTitle, to: '/community' }, { label: ui.membersTitle }]} />}
    >
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <TextInput
          label={ui.searchMembers}
          placeholder={ui.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          maxLength={MEMBER_SEARCH_MAX}
          onChange={(e) => setTyped(e.currentTarget.value)}
          error={searchError}
          style={{ flex: 1 }}
          type="search"
        />
        <Button
          mt={25}
          variant="default"
          leftSection={<IconFilter size={16} aria-hidden />}
          aria-label={count > 0 ? ui.filtersActive(count) : ui.filters}
          rightSection={
            count > 0 ? (
              <Badge size="sm" circle aria-hidden data-testid="filter-count">
                {count}
              </Badge>
            ) : null
          }
          onClick={() => setFiltersOpen(true)}
        >
          {ui.filters}
        </Button>
      </Group>
      {members.isPending ? (
        <Stack gap="xs" role="status" aria-label="Loading members">
          {Array.from({ length: MEMBERS_PER_PAGE }, (_, i) => (
            <Skeleton key={i} height={96} radius="md" />
          ))}
        </Stack>
      ) : members.isError && !invalid ? (
        <QueryProblem error={members.error} title={search ? toasts.search : toasts.loadMembers} onRetry={() => void members.refetch()} />
      ) : members.data ? (
        <>
          <Text size="sm" fw={600} aria-live="polite">
            {ui.totalMembers(members.data.totalItems)}
          </Text>
          {!members.data.items.length ? (
            <EmptyCard>
              <IconUsers aria-hidden />
              <Text c="dimmed">{ui.noMembers}</Text>
            </EmptyCard>
          ) : (
            <Stack gap="sm" component="section" aria-label={ui.communityMembers} style={{ opacity: members.isPlaceholderData ? 0.6 : 1 }}>
              {members.data.items.map((member) => (
                <MemberCard key={member.id} member={member} />
              ))}
            </Stack>
          )}
          <Pager page={members.data.page} totalPages={members.data.totalPages} onPage={setPage} label={ui.communityMembers} />
        </>
      ) : null}
      <FiltersModal
        opened={filtersOpen}
        value={filters}
        onClose={() => setFiltersOpen(false)}
        onApply={(f) => {
          setFilters(f);
          setPage(1);
          setFiltersOpen(false);
        }}
      />
    </PageFrame>
  );
}
