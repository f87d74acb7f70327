import { API_PREFIX, ERROR_CODES, type OkResponse, type SignedLinkQuery } from '@holdfast/shared/common';
import {
  dataExportsApiPaths as paths,
  dataExportsTexts as t,
  dataExportsWebPaths,
  EXPORT_EVERY_HOURS,
  EXPORT_LINK_TTL_HOURS,
  type DataExportList,
  type DataExportStarted,
} from '@holdfast/shared/data-exports';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { AppError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../platform/http/errors';
import { jobName } from '../../platform/jobs/jobs';
import { exportPeople } from '../accounts';
import { notificationsOf } from '../notifications';
import { buildExportZip } from './data-exports.builder';
import { EXPORT_PARTS } from './data-exports.parts';
import { canUseDataExports } from './data-exports.policy';
import { presentExport } from './data-exports.presenter';
import * as repo from './data-exports.repository';
import type { ExportRow } from './data-exports.repository';

/** Builds one requested export (re-reads its row: a revoked or finished export is left alone). */
export const JOB_BUILD_EXPORT = jobName<{ exportId: number }>('data-exports.build');
/** Deletes an export's file once its link expired (or at once, when revoked). */
export const JOB_DELETE_EXPORT_FILE = jobName<{ exportId: number; key: string }>('data-exports.delete-file');

const FOLDER = 'data-exports';
const HOUR_MS = 60 * 60_000;
/** The presigned link a download redirects to on S3: long enough to start the download, short for a copied address. */
const PRESIGNED_TTL_SECONDS = 5 * 60;
/** Retries of a build before the export is marked failed (and no longer counts towards one a day). */
const BUILD_RETRIES = 2;

/** What a download link's signature covers: the export, never a storage key. */
const linkKey = (id: number) => `data-export:${id}`;

export type ExportFile = { redirect: string } | { data: Buffer; fileName: string };

/**
 * 'Download my data' (issue 38): one export a day, built by a job into a ZIP in the store, offered
 * for 24 hours through a link signed for the member, revocable; the member is told in the app.
 */
export function createDataExportsService(ctx: AppContext) {
  const notifications = notificationsOf(ctx);

  const downloadUrl = (row: ExportRow) => {
    const ttl = Math.max(1, Math.floor((new Date(row.expires_at!).getTime() - Date.now()) / 1000));
    return ctx.urlSigner.link(Number(row.user_id), linkKey(Number(row.id)), `${API_PREFIX}/${paths.download(Number(row.id))}`, ttl).url;
  };

  const when = (at: Date) => at.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

  ctx.jobs.define(
    JOB_BUILD_EXPORT,
    async ({ exportId }, job) => {
      const row = await repo.findExport(ctx.db, exportId);
      if (!row || row.status !== 'building') return;
      const userId = Number(row.user_id);
      let key: string | null = null;
      try {
        const started = Date.now();
        const built = await buildExportZip(ctx.db, ctx.storage, EXPORT_PARTS, exportPeople, userId);
        key = await ctx.storage.put(FOLDER, 'zip', built.zip, { contentType: 'application/zip' });
        const stored = key;
        // Ready, and the file's deletion at expiry queued, in one transaction.
        const ready = await ctx.db.transaction(async (tx) => {
          const row = await repo.markReady(tx, exportId, stored, built.zip.length, EXPORT_LINK_TTL_HOURS);
          if (row)
            await ctx.jobs.enqueue(
              JOB_DELETE_EXPORT_FILE,
              { exportId, key: stored },
              { tx, runAt: new Date(row.expires_at!), singletonKey: `data-export-file:${exportId}` },
            );
          return row;
        });
        if (!ready) {
          await ctx.storage.delete(key);
          return;
        }
        ctx.log.info({ exportId, bytes: built.zip.length, files: built.files.length, ms: Date.now() - started }, 'data export ready');
        // In the app only (discreet mode or not): the bell and its push; no mail carries it.
        await notifications.notify(userId, {
          title: t.notificationTitle,
          message: t.notificationMessage,
          meta: { type: 'data-export.ready', target: dataExportsWebPaths.export },
        });
      } catch (error) {
        if (key) await ctx.storage.delete(key).catch(() => undefined);
        if (job.attempt > BUILD_RETRIES) {
          ctx.log.error({ err: error, exportId }, 'data export failed');
          await repo.markFailed(ctx.db, exportId);
          return;
        }
        throw error;
      }
    },
    { retries: BUILD_RETRIES, backoffMs: 5_000 },
  );

  ctx.jobs.define(JOB_DELETE_EXPORT_FILE, async ({ exportId, key }) => {
    await ctx.storage.delete(key);
    await repo.clearFile(ctx.db, exportId, key);
  });

  return {
    /** GET users/data-exports: the member's exports and when they may ask again. */
    async list(actor: Actor): Promise<DataExportList> {
      assertCan(canUseDataExports(actor));
      const rows = await repo.listExports(ctx.db, actor.userId);
      const counted = rows.find((r) => r.status !== 'failed');
      const next = counted ? new Date(new Date(counted.requested_at).getTime() + EXPORT_EVERY_HOURS * HOUR_MS) : null;
      return {
        items: rows.map((r) => presentExport(r, downloadUrl)),
        next_allowed_at: next && next.getTime() > Date.now() ? next.toISOString() : null,
      };
    },

    /** POST users/data-exports: starts one; a second within a day is refused (429) and changes nothing. */
    async start(actor: Actor): Promise<DataExportStarted> {
      assertCan(canUseDataExports(actor));
      const row = await ctx.db.transaction(async (tx) => {
        await repo.lockMemberExports(tx, actor.userId);
        const last = await repo.latestCounted(tx, actor.userId);
        if (last) {
          const next = new Date(new Date(last.requested_at).getTime() + EXPORT_EVERY_HOURS * HOUR_MS);
          if (next.getTime() > Date.now()) throw new TooManyRequestsError(t.oncePerDay.replace('{time}', when(next)));
        }
        const created = (await repo.insertExport(tx, actor.userId))!;
        await ctx.jobs.enqueue(JOB_BUILD_EXPORT, { exportId: Number(created.id) }, { tx, singletonKey: `data-export:${created.id}` });
        return created;
      });
      return { message: t.started, item: presentExport(row, downloadUrl) };
    },

    /** DELETE users/data-exports/{id}: a ready export's link stops working and its file goes. */
    async revoke(actor: Actor, id: number): Promise<OkResponse> {
      assertCan(canUseDataExports(actor));
      await ctx.db.transaction(async (tx) => {
        const revoked = await repo.revokeExport(tx, actor.userId, id);
        if (revoked) {
          if (revoked.file_key) await ctx.jobs.enqueue(JOB_DELETE_EXPORT_FILE, { exportId: id, key: revoked.file_key }, { tx });
          return;
        }
        const row = await repo.findExport(tx, id);
        if (!row || Number(row.user_id) !== actor.userId) throw new NotFoundError();
        throw new AppError(409, t.notRevocable);
      });
      return { message: t.revoked };
    },

    /**
     * The ZIP through its signed link (no bearer token: a download cannot send one). The signature
     * names the member; the row is read again, so a revoked or expired export's link stops at once.
     */
    async download(id: number, q: SignedLinkQuery): Promise<ExportFile> {
      // public: the signed link names its member, whose export is checked again below.
      assertCan(ctx.urlSigner.verifyLink(linkKey(id), q), t.linkExpired, ERROR_CODES.linkExpired);
      const row = await repo.findExport(ctx.db, id);
      if (!row || Number(row.user_id) !== q.uid || row.status !== 'ready' || row.expired || !row.file_key)
        throw new ForbiddenError(t.linkExpired, ERROR_CODES.linkExpired);
      const fileName = `holdfast-data-${new Date(row.requested_at).toISOString().slice(0, 10)}.zip`;
      const presigned = await ctx.storage.signedUrl(row.file_key, {
        expiresIn: PRESIGNED_TTL_SECONDS,
        contentType: 'application/zip',
        fileName,
      });
      if (presigned) return { redirect: presigned };
      const data = await ctx.storage.get(row.file_key);
      if (!data) throw new ForbiddenError(t.linkExpired, ERROR_CODES.linkExpired);
      return { data, fileName };
    },
  };
}
export type DataExportsService = ReturnType<typeof createDataExportsService>;
