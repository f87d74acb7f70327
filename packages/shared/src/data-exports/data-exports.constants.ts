/** The version of every JSON file of an export; raised when a file's shape changes (docs/areas/data-exports.md). */
export const EXPORT_SCHEMA_VERSION = 1 as const;
/** A ready export's link works this long, then its file is deleted. */
export const EXPORT_LINK_TTL_HOURS = 24;
/** One export a day: a second request this soon after the last one that did not fail is refused. */
export const EXPORT_EVERY_HOURS = 24;
/** The states an export passes through (`expired`: ready, but its 24 hours are over). */
export const DATA_EXPORT_STATUSES = ['building', 'ready', 'revoked', 'expired', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];
