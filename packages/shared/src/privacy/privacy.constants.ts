/** After how many days a member may have the details of their crash reports and check-in notes erased (never by default). */
export const EXPIRY_CHOICES = [30, 90, 365] as const;
export type ExpiryDays = (typeof EXPIRY_CHOICES)[number];

/** Discreet mode is on for an account until its owner turns it off (no row: on). */
export const DISCREET_MODE_DEFAULT = true;

/** The cron of the daily auto-expiry job (03:20 UTC, away from the digest's Monday 08:00). */
export const AUTO_EXPIRY_CRON = '20 3 * * *';
