import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  GRANTABLE_ROLES,
  adminPeopleTexts as t,
  adminPeopleWebPaths,
  adminWebPaths,
  type AdminPerson,
  type AdminPersonContent,
  type GrantableRole,
} from '@holdfast/shared/admin';
import { hasRole } from '@holdfast/shared/shell';
import { PageFrame } from '@/components/page-frame';
import { ListSkeleton, LoadFailure } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { useProfile } from '@/lib/api/get-profile';
import { toShellUser } from '@/lib/shell-user';
import { useCompleteConfiguration } from '../api/complete-configuration';
import { useErasePerson } from '../api/erase-person';
import { useGetPerson } from '../api/get-person';
import { useInvitePersonAsCoach } from '../api/invite-person-as-coach';
import { useResendVerification } from '../api/resend-verification';
import { useSetPersonRoles } from '../api/set-person-roles';
import { useSuspendPerson } from '../api/suspend-person';
import { useUnsuspendPerson } from '../api/unsuspend-person';
import { useUpdatePersonFlags } from '../api/update-person-flags';
import { ReasonDialog } from '../components/reason-dialog';
import type { ImpersonateLinkState } from '../../impersonation/pages/impersonate-page';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
const FLAGS = ['is_leader', 'is_student', 'is_married'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * /admin/people/:id: a person's account state (ff_admin and support), and for an ff_admin their
 * content (profile, groups, partners, coaching, payments: the read is written to the audit log)
 * and the changes (roles, flags, suspension with a reason, verification mail, configuration,
 * coach invitation, impersonation, erasure with a typed confirmation and a reason).
 */
export function PersonPage() {
  const id = Number(useParams().id);
  const profile = useProfile();
  const viewer = toShellUser(profile.data);
  const isAdmin = hasRole(viewer, 'ff_admin');
  const person = useGetPerson(Number.isInteger(id) ? id : 0);
  const back = (
    <Anchor component={Link} to={adminPeopleWebPaths.people} size="sm">
      ← {t.back}
    </Anchor>
  );
  if (person.isPending)
    return (
      <PageFrame title={t.loadingPerson} above={back} size="lg">
        <ListSkeleton label={t.loadingPerson} rows={4} height={96} />
      </PageFrame>
    );
  if (person.isError)
    return (
      <PageFrame title={t.personFailed} above={back} size="lg">
        {isApiError(person.error) && person.error.status === 404 ? (
          <Alert color="yellow" role="alert" title={person.error.message} />
        ) : (
          <LoadFailure title={t.personFailed} onRetry={() => void person.refetch()} />
        )}
      </PageFrame>
    );
  const p = person.data;
  // Nobody suspends, erases or impersonates an ff_admin nor themselves (the API refuses it too).
  const isProtected = p.roles.includes('ff_admin') || p.id === profile.data?.id;
  return (
    <PageFrame title={p.display_name || p.username} intro={`#${p.id} · ${p.email} · @${p.username}`} above={back} size="lg">
      <Group gap="xs">
        <Badge color={p.account.suspended_at ? 'red' : 'teal'} variant="light">
          {p.account.suspended_at ? t.suspended : t.active}
        </Badge>
        <Badge color={p.account.verified_on ? 'teal' : 'yellow'} variant="light">
          {p.account.verified_on ? t.verified : t.notVerified}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AccountSection person={p} />
        <RolesSection person={p} editable={isAdmin && !isProtected} />
        {isAdmin && <ActionsSection person={p} isProtected={isProtected} />}
        {p.content && <FlagsSection person={p} content={p.content} />}
        {p.content && <ContentSections content={p.content} />}
      </SimpleGrid>
    </PageFrame>
  );
}

function AccountSection({ person: p }: { person: AdminPerson }) {
  return (
    <Section title={t.account}>
      <Stack gap={6}>
        <Fact label={t.verified}>{when(p.account.verified_on)}</Fact>
        <Fact label={t.suspended}>{when(p.account.suspended_at)}</Fact>
        <Fact label={t.configurationComplete}>{p.account.configuration_complete ? 'Yes' : 'No'}</Fact>
        <Fact label="Sessions">{t.sessions(p.account.active_sessions)}</Fact>
        <Fact label={t.lastSeen}>{when(p.account.last_seen_at)}</Fact>
        <Fact label={t.joined}>{when(p.created_at)}</Fact>
      </Stack>
    </Section>
  );
}

function RolesSection({ person: p, editable }: { person: AdminPerson; editable: boolean }) {
  const setRoles = useSetPersonRoles();
  const granted = GRANTABLE_ROLES.filter((r) => p.roles.includes(r));
  const others = p.roles.filter((r) => !(GRANTABLE_ROLES as readonly string[]).includes(r));
  const toggle = (role: GrantableRole, on: boolean) =>
    setRoles.mutate({ id: p.id, roles: GRANTABLE_ROLES.filter((r) => (r === role ? on : granted.includes(r))) });
  return (
    <Section title={t.roles}>
      <Stack gap="xs">
        {GRANTABLE_ROLES.map((role) => (
          <Switch
            key={role}
            label={t.grantableRole[role]}
            checked={p.roles.includes(role)}
            disabled={!editable || setRoles.isPending}
            onChange={(e) => toggle(role, e.currentTarget.checked)}
          />
        ))}
        {others.length > 0 && (
          <Group gap={4}>
            {others.map((r) => (
              <Badge key={r} variant="outline" color="gray">
                {r.replace(/_/g, ' ')}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Section>
  );
}

function FlagsSection({ person: p, content }: { person: AdminPerson; content: AdminPersonContent }) {
  const update = useUpdatePersonFlags();
  return (
    <Section title={t.flags}>
      {content.profile ? (
        <Stack gap="xs">
          {FLAGS.map((flag) => (
            <Switch
              key={flag}
              label={t.flagLabels[flag]}
              checked={content.profile![flag]}
              disabled={update.isPending}
              onChange={(e) => update.mutate({ id: p.id, flags: { [flag]: e.currentTarget.checked } })}
            />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed" size="sm">
          {t.noProfile}
        </Text>
      )}
    </Section>
  );
}

function ActionsSection({ person: p, isProtected }: { person: AdminPerson; isProtected: boolean }) {
  const [dialog, setDialog] = useState<'suspend' | 'erase' | null>(null);
  const navigate = useNavigate();
  const suspend = useSuspendPerson();
  const unsuspend = useUnsuspendPerson();
  const resend = useResendVerification();
  const complete = useCompleteConfiguration();
  const invite = useInvitePersonAsCoach();
  const erase = useErasePerson();
  const suspended = p.account.suspended_at !== null;
  return (
    <Section title={t.actions}>
      <Stack gap="xs">
        {isProtected && (
          <Text size="sm" c="dimmed">
            {t.protectedAccount}
          </Text>
        )}
        <Group gap="xs">
          {suspended ? (
            <Button variant="default" onClick={() => unsuspend.mutate(p.id)} loading={unsuspend.isPending} disabled={isProtected}>
              {t.unsuspend}
            </Button>
          ) : (
            <Button color="red.8" onClick={() => setDialog('suspend')} disabled={isProtected}>
              {t.suspend}
            </Button>
          )}
          {!p.account.verified_on && (
            <Button variant="default" onClick={() => resend.mutate(p.id)} loading={resend.isPending}>
              {t.resendVerification}
            </Button>
          )}
          {!p.account.configuration_complete && (
            <Button variant="default" onClick={() => complete.mutate(p.id)} loading={complete.isPending}>
              {t.markComplete}
            </Button>
          )}
          {!p.roles.includes('coach') && (
            <Button variant="default" onClick={() => invite.mutate(p.email)} loading={invite.isPending}>
              {t.inviteCoach}
            </Button>
          )}
          {!isProtected && (
            <Button
              component={Link}
              to={adminWebPaths.impersonate(p.id)}
              // The start page names who is about to be viewed (it has no read of its own).
              state={{ name: p.display_name || p.username, email: p.email } satisfies ImpersonateLinkState}
              variant="default"
            >
              {t.impersonate}
            </Button>
          )}
          <Button color="red.8" onClick={() => setDialog('erase')} disabled={isProtected}>
            {t.erase}
          </Button>
        </Group>
      </Stack>
      <ReasonDialog
        opened={dialog === 'suspend'}
        onClose={() => setDialog(null)}
        title={t.suspendTitle}
        intro={t.suspendIntro}
        confirmLabel={t.suspend}
        danger
        onSubmit={(reason) => suspend.mutateAsync({ id: p.id, reason })}
      />
      <ReasonDialog
        opened={dialog === 'erase'}
        onClose={() => setDialog(null)}
        title={t.eraseTitle}
        intro={t.eraseIntro}
        confirmLabel={t.eraseConfirm}
        confirmText={p.email}
        danger
        // The person is gone: back to the search.
        onSubmit={(reason) =>
          erase.mutateAsync({ id: p.id, body: { reason } }).then(() => navigate(adminPeopleWebPaths.people, { replace: true }))
        }
      />
    </Section>
  );
}

function ContentSections({ content }: { content: AdminPersonContent }) {
  const { groups, coach_links: links, payments } = content;
  return (
    <>
      <Section title={t.profile}>
        {content.profile ? (
          <Stack gap={6}>
            <Fact label="Name">{[content.profile.first_name, content.profile.last_name].filter(Boolean).join(' ') || '—'}</Fact>
            <Fact label="Gender">{content.profile.gender ?? '—'}</Fact>
          </Stack>
        ) : (
          <Text c="dimmed" size="sm">
            {t.noProfile}
          </Text>
        )}
        <Text size="sm" mt="sm">
          {t.partners}: {content.partner_count}
        </Text>
      </Section>
      <Section title={t.groups}>
        {groups.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t.noGroups}
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {groups.map((g) => (
              <Group key={g.id} component="li" justify="space-between" gap="xs">
                <Text size="sm">{g.name}</Text>
                <Text size="sm" c="dimmed">
                  {g.role_type} · {g.request_status}
                  {g.group_type !== 'standard' ? ` · ${g.group_type}` : ''}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Section>
      <Section title={t.coaching}>
        {links.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t.noCoaching}
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {links.map((l, i) => (
              <Text key={i} size="sm" component="li">
                {l.kind === 'coach'
                  ? `Coach (${l.request_status}) · ${l.accepted_clients ?? 0} accepted clients${l.subscription_status ? ` · ${l.subscription_status.replace(/_/g, ' ')}` : ''}`
                  : `Client of ${l.coach_name ?? 'a coach'} (${l.request_status})`}
              </Text>
            ))}
          </Stack>
        )}
      </Section>
      <Section title={t.payments}>
        {payments.courses.length + payments.premium.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t.noPayments}
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {payments.courses.map((c) => (
              <Text key={`c${c.id}`} size="sm" component="li">
                {c.course_name}: {(c.amount / 100).toFixed(2)} · {c.medium} · {c.status} · {c.created_at.slice(0, 10)}
              </Text>
            ))}
            {payments.premium.map((c) => (
              <Text key={`p${c.id}`} size="sm" component="li">
                {c.group_name} ({c.kind}): {(c.amount / 100).toFixed(2)} · {c.status} · {c.created_at.slice(0, 10)}
              </Text>
            ))}
          </Stack>
        )}
      </Section>
    </>
  );
}
