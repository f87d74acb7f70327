import { z } from 'zod';
import { DATA_EXPORT_STATUSES } from './data-exports.constants';

/** One export as its owner sees it. `download_url` is a signed link, present while it is ready. */
export const dataExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  download_url: z.string().nullable(),
});
export type DataExport = z.output<typeof dataExportSchema>;

/** GET users/data-exports: the member's exports, newest first, and when they may ask for the next. */
export const dataExportListSchema = z.object({
  items: z.array(dataExportSchema),
  /** null: they may ask now. */
  next_allowed_at: z.string().nullable(),
});
export type DataExportList = z.output<typeof dataExportListSchema>;

/** POST users/data-exports: the export that is being built. */
export const dataExportStartedSchema = z.object({ message: z.string(), item: dataExportSchema });
export type DataExportStarted = z.output<typeof dataExportStartedSchema>;
