/** The texts of 'Download my data' (the spec is silent: docs/areas/data-exports.md). */
export const dataExportsTexts = {
  pageTitle: 'Download my data',
  intro:
    'Get a copy of everything Holdfast keeps about you: one file per part of the app, with a page you can open in any browser. ' +
    'It is ready in a minute; the link works for 24 hours and only for you.',
  start: 'Download my data',
  started: 'We are preparing your data. We will tell you when it is ready.',
  oncePerDay: 'You can download your data once a day. You can ask again after {time}.',
  building: 'Preparing your data…',
  ready: 'Ready',
  readyUntil: 'The link works until {time}.',
  download: 'Download ZIP',
  revoke: 'Revoke link',
  revokeLabel: 'Revoke the download link of this export',
  revoked: 'The link was revoked. The file is deleted.',
  revokedStatus: 'Link revoked',
  expired: 'Expired',
  failed: 'This export could not be made. You can ask again.',
  notRevocable: 'Only a ready export can be revoked.',
  linkExpired: 'This download link has expired or was revoked.',
  history: 'Your exports',
  none: 'You have not downloaded your data yet.',
  requestedAt: 'Asked for {time}',
  notificationTitle: 'Your data is ready',
  notificationMessage: 'Your data export is ready to download for 24 hours.',
  loadFailed: 'Your exports could not be loaded.',
} as const;
