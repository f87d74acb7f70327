import { Alert, Badge, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { premiumTexts as t, type PremiumApplication } from '@holdfast/shared/premium-groups';
import { useGetApplicant } from '../api/get-applicant';
import { PaymentLines } from './payment-lines';

const yesNo = (v: boolean | null) => (v === null ? '—' : v ? 'Yes' : 'No');

/** Every answer of the application (spec 3), in the form's order, with the form's questions. */
export function answerRows(a: PremiumApplication['answers']): [string, string][] {
  return [
    ['Name', a.name],
    ['Email', a.email],
    ['Phone number', a.phone_number],
    ['Age', a.age === null ? '—' : String(a.age)],
    ['Gender', a.gender === 'male' ? 'Male' : 'Female'],
    ['Time zone', a.timezone],
    ['Married', yesNo(a.is_married)],
    ['In ministry', yesNo(a.in_ministry)],
    ['Group for ministry leaders', yesNo(a.is_in_ministry_leader_group)],
    ['Hopes to gain', a.hope_to_gain],
    ['Will add to the group', a.will_add_to_group],
    ['Relationship with God', a.relationship_with_god],
    ['Reason not to attend weekly', a.reason_not_attend_weekly],
    ['Group times', a.meeting_time.length ? a.meeting_time.join(', ') : '—'],
    ['Other days or times', a.other_day ?? '—'],
    ['Confidentiality agreement', yesNo(a.confidentiality_agreement)],
    ['Daily practice commitment', yesNo(a.daily_practice_commitment)],
    ['Able to use Zoom', yesNo(a.able_to_use_zoom)],
    ['Questions regarding payment', a.questions_regarding_payment ?? '—'],
  ];
}

/** 'Applicant Details' (spec 2.4): status, pre-payment, and every answer. */
export function ApplicantDetailsModal({ groupId, memberId, onClose }: { groupId: number; memberId: number | null; onClose: () => void }) {
  const details = useGetApplicant(groupId, memberId);
  const d = details.data;
  return (
    <Modal opened={memberId !== null} onClose={onClose} title={t.applicantDetails} size="lg">
      {details.isPending ? (
        <Stack gap="xs" role="status" aria-label="Loading applicant">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={18} />
          ))}
        </Stack>
      ) : details.isError || !d ? (
        <Alert color="red" role="alert">
          {t.applicantDetailsFailure}
        </Alert>
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{d.status_label}</Badge>
            {d.pre_payment && (
              <Badge variant="outline" color={d.pre_payment === 'Completed' ? 'teal' : 'yellow'}>
                Pre-payment: {d.pre_payment === 'Completed' ? t.prePaymentCompleted : t.prePaymentPending}
              </Badge>
            )}
          </Group>
          {d.reason_to_reject && (
            <Alert color="red" variant="light" title="Reason to reject">
              {d.reason_to_reject}
            </Alert>
          )}
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(120px, 34%) 1fr', gap: '8px 16px' }}>
            {answerRows(d.application.answers).map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <Text component="dt" size="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </div>
            ))}
          </dl>
          <PaymentLines heading="Payments" headingSize="sm" payments={d.payments} />
        </Stack>
      )}
    </Modal>
  );
}
