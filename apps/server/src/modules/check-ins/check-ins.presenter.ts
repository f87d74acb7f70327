import type { PartnerEvent } from '@holdfast/shared/accountability';
import {
  ZONE_INFO,
  type CheckIn,
  type ContentItem,
  type SystemTrigger,
  type TriggerAnswer,
  type WeeklySubmission,
} from '@holdfast/shared/check-ins';
import type { DynamicForm } from '@holdfast/shared/reference';
import type { CheckInRow } from './check-ins.repository';
import type * as triggersRepository from './triggers.repository';
import type { CrashReportRow } from './records.repository';
import { isoInstant } from '../../platform/db/instant';

export function presentCheckIn(row: CheckInRow): CheckIn {
  return {
    id: row.id,
    user_id: row.userId,
    emotion_id: row.emotionIds[0] ?? null,
    checkin_emotions: row.emotionIds,
    checkin_on: isoInstant(row.checkinOn),
    checkin_date: row.checkinDate,
    offset: row.offset,
    feeling_zone: row.feelingZone,
    feeling_notes: row.feelingNotes,
    questions: row.questions ?? null,
    fast_scale_answers: row.fasterAnswers?.length ? row.fasterAnswers : null,
    created_at: isoInstant(row.createdAt),
  };
}

export function presentTriggerAnswer(
  row: {
    id: number;
    systemTriggerId: number;
    reportedOn: Date;
    reportedDate: string;
    offset: number;
    userId: number;
    answers: { question_id: number; answer: string | null }[];
  },
  triggerName: string,
  form: DynamicForm | null,
): TriggerAnswer {
  const texts = new Map(form?.questions.map((q) => [q.id, q.question_text]) ?? []);
  return {
    id: row.id,
    system_trigger_action_id: row.systemTriggerId,
    trigger_name: triggerName,
    reported_on: isoInstant(row.reportedOn),
    reported_date: row.reportedDate,
    offset: row.offset,
    user_id: row.userId,
    answers: row.answers.map((a) => ({ question_id: a.question_id, question_text: texts.get(a.question_id) ?? '', answer: a.answer })),
  };
}

type TriggerRow = Awaited<ReturnType<typeof triggersRepository.listActiveTriggers>>[number];

export function presentTrigger(row: TriggerRow, form: DynamicForm | null): SystemTrigger {
  return {
    id: row.id,
    name: row.name,
    action_name: row.actionName,
    icon: row.icon,
    icon_type: row.iconType,
    color: row.color,
    form_id: row.formId,
    is_multi_menu: row.isMultiMenu,
    multi_menus: row.multiMenus,
    show_details_in_messaging: row.showDetailsInMessaging,
    form,
  };
}

export function presentWeeklySubmission(row: {
  id: number;
  submittedOn: Date;
  answers: { question_id: number; answer: string | null }[];
}): WeeklySubmission {
  return { id: row.id, submitted_on: row.submittedOn.toISOString(), answers: row.answers };
}

/** An emotion or FASTER behaviour as an admin edit answers it. */
export function presentContentItem(row: { id: number; displayName: string; isActive: boolean }): ContentItem {
  return { id: row.id, display_name: row.displayName, is_active: row.isActive };
}

/** A crash report read with its form's question texts (records.repository) as the contract's TriggerAnswer. */
export function presentCrashReport(row: CrashReportRow): TriggerAnswer {
  return {
    id: row.id,
    system_trigger_action_id: row.systemTriggerId,
    trigger_name: row.triggerName,
    reported_on: isoInstant(row.reportedOn),
    reported_date: row.reportedDate,
    offset: row.offset,
    user_id: row.userId,
    answers: row.answers.map((a) => ({
      question_id: a.question_id,
      question_text: row.questionTexts?.[String(a.question_id)] ?? '',
      answer: a.answer ?? null,
    })),
  };
}

/**
 * Emotion pictures: a drawn face whose mouth and colour follow the emotion's mood, so the app
 * ships no binary art and renders the same on every platform (no emoji font needed).
 */
export function emotionSvg(mood: number, label: string): string {
  const clamp = Math.max(-1, Math.min(1, mood));
  const hue = Math.round(((clamp + 1) / 2) * 110 + 10); // red-orange (sad) to green (joyful)
  const curve = Math.round(clamp * 12);
  const safe = label.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${safe}">
<circle cx="32" cy="32" r="30" fill="hsl(${hue} 80% 72%)" stroke="hsl(${hue} 45% 40%)" stroke-width="2"/>
<circle cx="22" cy="26" r="4" fill="#2b2b2b"/><circle cx="42" cy="26" r="4" fill="#2b2b2b"/>
<path d="M18 ${44 - curve / 2} Q32 ${44 + curve} 46 ${44 - curve / 2}" fill="none" stroke="#2b2b2b" stroke-width="3.5" stroke-linecap="round"/>
</svg>`;
}

/** A check-in as another person's calendar event (the partner, group and coach calendars' shape). */
export function checkInEvent(row: CheckInRow): Extract<PartnerEvent, { kind: 'check_in' }> {
  const c = presentCheckIn(row);
  return {
    kind: 'check_in',
    id: `check_in:${c.id}`,
    owner_id: c.user_id,
    date: c.checkin_date,
    start: c.checkin_on,
    title: ZONE_INFO[c.feeling_zone].label,
    emotion_id: c.emotion_id,
    feeling_zone: c.feeling_zone,
    check_in: c,
  };
}

/** A crash report as another person's calendar event (the partner, group and coach calendars' shape). */
export function crashReportEvent(row: CrashReportRow): Extract<PartnerEvent, { kind: 'crash_report' }> {
  const c = presentCrashReport(row);
  return {
    kind: 'crash_report',
    id: `crash_report:${c.id}`,
    owner_id: c.user_id,
    date: c.reported_date,
    start: c.reported_on,
    title: c.trigger_name,
    crash_report: c,
  };
}
