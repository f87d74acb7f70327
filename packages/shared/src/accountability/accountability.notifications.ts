/**
 * Notifications this area writes (bell + push): `meta.type` names and `meta.target`, the web path a
 * tap opens. Every notification of the area carries `target`, so the web follows it as is.
 */
export const accountabilityNotificationTypes = {
  /** Someone sent me a request (target: requests). */
  request: 'accountability.request',
  /** My request was accepted or rejected (target: partners, or requests when rejected). */
  answered: 'accountability.answered',
  /** The other side ended our relationship or withdrew a request (target: partners). */
  removed: 'accountability.removed',
  /** Someone whose data I may see asks for help now (target: the SOS; urgent push). */
  sos: 'accountability.sos',
  /** A partner acknowledged my SOS (target: the SOS). */
  sosAcknowledged: 'accountability.sos-acknowledged',
} as const;
export type AccountabilityNotificationType = (typeof accountabilityNotificationTypes)[keyof typeof accountabilityNotificationTypes];

export const accountabilityTargets = {
  requests: '/accountability/requests',
  partners: '/accountability/partners',
  crashReports: '/accountability/crash-reports',
  sos: (id: number) => `/sos/${id}`,
} as const;

/** The meta of this area's notifications. */
export interface AccountabilityNotificationMeta {
  type: AccountabilityNotificationType;
  target: string;
  relationship_id?: number;
  sos_id?: number;
}
