import { Badge, Box, Group, Modal, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { privacyTexts } from '@holdfast/shared/privacy';
import type { ReactNode } from 'react';
import { highestCategory, ZONE_INFO, type CheckIn, type Emotion, type TriggerAnswer } from '@holdfast/shared/check-ins';

/**
 * The detail modals of a calendar event: a daily check-in, or a crash report's questions and
 * answers. The member's progress calendar and the partner calendar both open them; a partner's view
 * adds whose it is (`subtitle`) and the partner guide (`children`), and says when FASTER answers
 * are not shared (`fasterShared` false).
 */
interface DetailExtras {
  subtitle?: ReactNode;
  children?: ReactNode;
}

export function CheckInDetailModal({
  checkIn,
  emotions,
  onClose,
  fasterShared = true,
  subtitle,
  children,
}: { checkIn: CheckIn | null; emotions: Emotion[]; onClose: () => void; fasterShared?: boolean } & DetailExtras) {
  const names = new Map(emotions.map((e) => [e.id, e.display_name]));
  const zone = checkIn ? ZONE_INFO[checkIn.feeling_zone] : null;
  const category = checkIn ? highestCategory(checkIn.fast_scale_answers) : null;
  return (
    <Modal opened={checkIn !== null} onClose={onClose} title="Daily Check-In" centered>
      {checkIn && zone && (
        <Stack gap="sm">
          {subtitle}
          <Text c="dimmed" size="sm">
            {dayjs(checkIn.checkin_on).format('dddd, MMMM D, YYYY · h:mm A')}
          </Text>
          <div>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              Feelings
            </Text>
            <Group gap={6} mt={4}>
              {checkIn.checkin_emotions.map((id) => (
                <Badge key={id} variant="light" color="teal">
                  {names.get(id) ?? `Emotion ${id}`}
                </Badge>
              ))}
            </Group>
          </div>
          <Group gap="xl">
            <div>
              <Text size="xs" tt="uppercase" fw={700} c="dimmed">
                Zone
              </Text>
              <Group gap={6}>
                <Box w={10} h={10} style={{ borderRadius: 10, background: zone.color }} aria-hidden />
                <Text fw={600}>{zone.label}</Text>
              </Group>
            </div>
            <div>
              <Text size="xs" tt="uppercase" fw={700} c="dimmed">
                FASTER scale
              </Text>
              <Text fw={600}>{fasterShared ? (category?.display_name ?? 'Skipped') : 'Not shared'}</Text>
            </div>
          </Group>
          <div>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              How I was feeling
            </Text>
            {checkIn.feeling_notes ? (
              <Text style={{ whiteSpace: 'pre-wrap' }}>{checkIn.feeling_notes}</Text>
            ) : (
              <Text c="dimmed">{privacyTexts.notesErased}</Text>
            )}
          </div>
          {children}
        </Stack>
      )}
    </Modal>
  );
}

export function TriggerDetailModal({
  answer,
  onClose,
  subtitle,
  children,
}: { answer: TriggerAnswer | null; onClose: () => void } & DetailExtras) {
  return (
    <Modal opened={answer !== null} onClose={onClose} title={answer?.trigger_name ?? ''} centered>
      {answer && (
        <Stack gap="sm">
          {subtitle}
          <Text c="dimmed" size="sm">
            {dayjs(answer.reported_on).format('dddd, MMMM D, YYYY · h:mm A')}
          </Text>
          {answer.answers.length === 0 && <Text c="dimmed">{privacyTexts.detailsErased}</Text>}
          {answer.answers.map((a) => (
            <div key={a.question_id}>
              <Text size="sm" fw={700}>
                {a.question_text}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }} c={a.answer ? undefined : 'dimmed'}>
                {a.answer || 'No answer'}
              </Text>
            </div>
          ))}
          {children}
        </Stack>
      )}
    </Modal>
  );
}
