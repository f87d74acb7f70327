import { Button, Checkbox, Group, Modal, NumberInput, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AGE_MAX, AGE_MIN, DISPLAY_NAME_MAX, communityToasts as toasts } from '@holdfast/shared/community';
import { PageSkeleton } from '@/components/page-skeleton';
import { PageFrame } from '@/components/page-frame';
import { isApiError } from '@/lib/api-client';
import { useProfile } from '@/lib/api/get-profile';
import { notify } from '@/lib/notify';
import { useCommunityPolicy } from '../api/get-community-policy';
import { useAcceptAgreement } from '../api/accept-agreement';
import { ApprovalScreen } from '../components/approval-screen';
import { useCommunityApproval } from './community-gate';
import { communityUi as ui } from '../lib/texts';

/** Spec 3 section 9: 1 s after the agreement is sent, the member goes to /community. */
export const ENTER_DELAY_MS = 1000;

function PolicyModal({ opened, onClose, onAgree }: { opened: boolean; onClose: () => void; onAgree: () => void }) {
  const policy = useCommunityPolicy(opened);
  useEffect(() => {
    if (policy.isError) notify.error(toasts.fetchPolicy);
  }, [policy.isError]);
  return (
    <Modal opened={opened} onClose={onClose} title={ui.policyTitle} size="lg" centered>
      {policy.isPending ? (
        <Stack gap="xs" role="status" aria-label="Loading the guidelines">
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} width="70%" />
        </Stack>
      ) : (
        // Plain text: the policy is an admin's words, shown as written (line breaks kept).
        <Text style={{ whiteSpace: 'pre-line' }}>{policy.data || ui.policyFallback}</Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onAgree}>{ui.iAgree}</Button>
      </Group>
    </Modal>
  );
}

/** /community/policy-agreement (spec 3 sections 2 and 5). */
export function PolicyAgreementPage() {
  const profile = useProfile();
  const accept = useAcceptAgreement();
  const approval = useCommunityApproval();
  const navigate = useNavigate();
  const p = profile.data?.profile;
  const [displayName, setDisplayName] = useState<string | null>(null);
  const [age, setAge] = useState<number | string | null>(null);
  const [married, setMarried] = useState<boolean | null>(null);
  const [looking, setLooking] = useState<boolean | null>(null);
  const [terms, setTerms] = useState(false);
  const [adult, setAdult] = useState(false);
  const [policyOpen, setPolicyOpen] = useState(false);
  const [entering, setEntering] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  if (profile.isPending || approval.pending) return <PageSkeleton />;
  if (approval.waiting) return <ApprovalScreen status={approval.waiting} />;
  if (p?.community_agreement_accepted && !entering) return <Navigate to="/community" replace />;

  const nameValue = displayName ?? p?.display_name ?? '';
  const ageValue = age ?? p?.age ?? '';
  const errors = isApiError(accept.error) && accept.error.status === 422 ? accept.error.errors : {};

  return (
    <PageFrame title={ui.agreementTitle} intro={ui.agreementIntro}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!terms || !adult) return;
          accept.mutate(
            {
              display_name: nameValue.trim(),
              age: ageValue === '' ? (undefined as never) : Number(ageValue),
              is_married: married ?? p?.is_married ?? false,
              needs_accountability: looking ?? p?.needs_accountability ?? false,
              is_anonymous: p?.is_anonymous ?? false,
              accept: true,
              aboveEighteen: true,
            },
            {
              onSuccess: () => {
                setEntering(true);
                timer.current = setTimeout(() => void navigate('/community', { replace: true }), ENTER_DELAY_MS);
              },
              onError: (error) => {
                if (!(isApiError(error) && error.status === 422))
                  notify.error(isApiError(error) && error.message ? error.message : toasts.fetchItems);
              },
            },
          );
        }}
      >
        <Stack gap="md">
          <TextInput
            label={ui.displayName}
            required
            maxLength={DISPLAY_NAME_MAX}
            value={nameValue}
            onChange={(e) => setDisplayName(e.currentTarget.value)}
            error={errors.display_name?.[0]}
          />
          <NumberInput
            label={ui.age}
            required
            min={AGE_MIN}
            max={AGE_MAX}
            allowDecimal={false}
            value={ageValue}
            onChange={setAge}
            error={errors.age?.[0]}
          />
          <TextInput label={ui.gender} value={p?.gender ?? ''} readOnly disabled />
          <Switch label={ui.married} checked={married ?? p?.is_married ?? false} onChange={(e) => setMarried(e.currentTarget.checked)} />
          <Switch
            label={ui.lookingForAccountability}
            checked={looking ?? p?.needs_accountability ?? false}
            onChange={(e) => setLooking(e.currentTarget.checked)}
          />
          <Checkbox
            label={ui.agreeTerms}
            description={ui.readPolicy}
            checked={terms}
            error={errors.accept?.[0]}
            onChange={(e) => {
              // Ticking opens the guidelines; 'I Agree' ticks it. Unticking is immediate.
              if (e.currentTarget.checked) setPolicyOpen(true);
              else setTerms(false);
            }}
          />
          <Checkbox
            label={ui.aboveEighteen}
            checked={adult}
            error={errors.aboveEighteen?.[0]}
            onChange={(e) => setAdult(e.currentTarget.checked)}
          />
          <Button type="submit" disabled={!terms || !adult || entering} loading={accept.isPending}>
            {ui.enterCommunity}
          </Button>
        </Stack>
      </form>
      <PolicyModal
        opened={policyOpen}
        onClose={() => setPolicyOpen(false)}
        onAgree={() => {
          setTerms(true);
          setPolicyOpen(false);
        }}
      />
    </PageFrame>
  );
}
