/**
 * What discreet mode shows instead of the real words, wherever a text leaves the app (a mail's
 * subject and sender, a push, the browser tab): nothing in it says what the app is for or names a
 * person, a zone or a check-in result.
 */
export const discreetTexts = {
  /** Every mail's subject, and a push's text. */
  subject: 'You have an update',
  /** The sender's display name (the address stays MAIL_FROM's). */
  senderName: 'Notifications',
  /** The body of every mail in discreet mode, before its links. */
  mailBody: 'You have an update. Sign in to see it.',
  mailBodyWithLink: 'You have an update. Open it here:',
  /** The browser tab's title while discreet mode is on. */
  tabTitle: 'Notes',
} as const;

export const privacyTexts = {
  title: 'Privacy centre',
  intro: 'Who can see what of yours, what they have looked at, and what you keep.',
  menuLabel: 'Privacy centre',
  profileLink: 'Privacy centre',
  audienceTitle: 'Who can see your data',
  audienceEmpty: 'Nobody sees your check-ins, crash reports or streaks. Partners, groups and coaches you add appear here.',
  preview: 'Preview what they see',
  hidePreview: 'Hide preview',
  previewTitle: (name: string) => `What ${name} sees`,
  previewEmpty: 'Nothing in the last 30 days.',
  /** A preview asked for someone who does not see my data through that link (or a guessed id). */
  previewNotFound: 'This person does not see your data through this link.',
  groupPreviewTitle: (name: string, group: string) => `What ${name} sees of you in ${group}`,
  groupPreviewNotSharing: 'The group’s leaders see nothing of you here.',
  coachPreviewTitle: (name: string) => `What ${name} sees on your client page`,
  coachNotShared: (kind: string) => `${kind}: not shared with your coach`,
  seesNothing: 'Sees nothing of your data',
  via: {
    partner: 'Accountability partner',
    group: 'Group leader',
    group_chat: 'Fellow group member (group chat cards)',
    coach: 'Coach',
    support: 'Holdfast support (read-only, when you ask for help)',
  },
  kinds: { check_ins: 'Check-ins', crash_reports: 'Crash reports', faster: 'FASTER stage', streaks: 'Streaks' },
  changeSharing: 'Change what they see',
  logTitle: 'Who viewed my data',
  logEmpty: 'Nobody has viewed your data yet.',
  logFilterPerson: 'Person',
  logFilterKind: 'Kind',
  logFilterFrom: 'From',
  logFilterTo: 'To',
  logAnyone: 'Anyone',
  logAnyKind: 'Any kind',
  settingsTitle: 'Settings',
  discreetLabel: 'Discreet mode',
  discreetHelp:
    'Mails have the subject ‘You have an update’ and a neutral sender, pushes show no text, and this tab is titled ‘Notes’. No mail or push names a person, a zone or a check-in result.',
  expiryLabel: 'Erase the details of old crash reports and check-in notes',
  expiryHelp:
    'A daily job erases them and keeps only the day, the zone and the FASTER stage, so streaks, calendars and analytics stay true.',
  expiryNever: 'Never',
  expiryAfter: (days: number) => `After ${days} days`,
  saved: 'Privacy settings saved',
  yourDataTitle: 'Your data',
  exportLink: 'Download my data',
  deleteLink: 'Delete my account',
  sessionsLink: 'Sessions and devices',
  appLockLink: 'App lock',
  /** A crash report whose answers auto-expiry erased (its day and kind stay). */
  detailsErased: 'The details of this report were erased. Its day stays.',
  /** A check-in without notes (none written, or erased by auto-expiry). */
  notesErased: 'No notes kept.',
} as const;
