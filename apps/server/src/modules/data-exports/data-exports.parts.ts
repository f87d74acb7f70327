import type { AreaExport } from '../../platform/db/area-export';
import { accessLogExport } from '../../platform/access-log/access-log.export';
import { invitationsExport } from '../../platform/invitations/invitations.export';
import { jobsExport } from '../../platform/jobs/jobs.export';
import { mailExport } from '../../platform/mail/mail.export';
import { paymentsExport } from '../../platform/payments/payments.export';
import { accountabilityExport } from '../accountability';
import { accountsExport } from '../accounts';
import { checkInsExport } from '../check-ins';
import { coachingExport } from '../coaching';
import { communityExport } from '../community';
import { coursesExport } from '../courses';
import { devicesExport } from '../devices';
import { erasureExport } from '../erasure';
import { groupsExport } from '../groups';
import { messagingExport } from '../messaging';
import { notificationsExport } from '../notifications';
import { premiumGroupsExport } from '../premium-groups';
import { privacyExport } from '../privacy';

/** This area's own table: the list of exports is shown on /privacy/export, not put in an export. */
const dataExportsOwn: AreaExport = {
  area: 'data-exports',
  files: [],
  tables: {
    data_exports: {
      excluded: 'the exports themselves (when asked, when ready): shown on /privacy/export; a ZIP does not hold its own link',
    },
  },
};

/** Every area's part of a member's export, in the order of the ZIP and its page. */
export const EXPORT_PARTS: readonly AreaExport[] = [
  accountsExport,
  devicesExport,
  checkInsExport,
  coursesExport,
  accountabilityExport,
  groupsExport,
  premiumGroupsExport,
  coachingExport,
  messagingExport,
  communityExport,
  notificationsExport,
  privacyExport,
  accessLogExport,
  jobsExport,
  mailExport,
  invitationsExport,
  paymentsExport,
  erasureExport,
  dataExportsOwn,
];
