import { API_PREFIX, ERROR_CODES, type OkResponse, type SignedLinkQuery } from '@holdfast/shared/common';
import {
  RESOURCE_FILE_MAX_BYTES,
  resourcesApiPaths as paths,
  resourcesTexts as t,
  type Resource,
  type ResourceAnswer,
  type ResourceAudience,
  type ResourceInput,
  type ResourceLibrary,
} from '@holdfast/shared/resources';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/errors';
import type { Upload } from '../../platform/http/multipart';
import { jobName } from '../../platform/jobs/jobs';
import { detectFileType } from '../../platform/storage/file-types';
import { findProfile, insertAuditEntry } from '../accounts';
import { canManageLibrary, canReadLibrary } from './resources.policy';
import { presentResource } from './resources.presenter';
import * as repo from './resources.repository';
import type { LibraryResourceRow } from './resources.repository';

/** A replaced or deleted resource's stored file, deleted once the change has committed. */
export const JOB_DELETE_LIBRARY_FILE = jobName<{ key: string }>('resources.delete-file');

const FOLDER = 'library-resources';
const FILE_LINK_TTL_SECONDS = 60 * 60;
const PRESIGNED_TTL_SECONDS = 5 * 60;
/** What an upload may be, by its bytes, and the kind it makes the resource. */
const FILE_KINDS: Record<string, 'pdf' | 'video'> = { 'application/pdf': 'pdf', 'video/mp4': 'video', 'video/webm': 'video' };
const linkKey = (id: number) => `library-resource:${id}`;

export type LibraryFile = { redirect: string } | { data: Buffer; contentType: string; fileName: string };

/** The audit row's picture of a resource (no file bytes, no signed link). */
const snapshot = (r: LibraryResourceRow) => ({
  title: r.title,
  category: r.category,
  kind: r.kind,
  description: r.description,
  url: r.url,
  audience: r.audience,
  file: r.fileKey !== null,
});

/**
 * The members' resources library (issue 39): GET resources for every verified member (leaders'
 * items for is_leader), and the console's create, edit, upload and delete for ff_admins, each
 * change audited in its transaction. Uploaded files are read by their bytes (PDF, MP4, WebM) and
 * opened through a link signed for the viewer, checked again on every open.
 */
export function createResourcesService(ctx: AppContext) {
  ctx.jobs.define(JOB_DELETE_LIBRARY_FILE, async ({ key }) => ctx.storage.delete(key));

  const fileUrlFor = (viewerId: number) => (row: LibraryResourceRow) =>
    ctx.urlSigner.link(viewerId, linkKey(row.id), `${API_PREFIX}/${paths.file(row.id)}`, FILE_LINK_TTL_SECONDS).url;

  async function audiencesOf(db: Db, userId: number): Promise<ResourceAudience[]> {
    const profile = await findProfile(db, userId);
    return profile?.isLeader ? ['members', 'leaders'] : ['members'];
  }

  async function audit(db: Db, actor: Actor, action: string, row: LibraryResourceRow, before?: LibraryResourceRow | null) {
    await insertAuditEntry(db, {
      actorId: actor.userId,
      action,
      targetUserId: null,
      targetKind: 'resource',
      targetId: row.id,
      ...(before ? { before: snapshot(before) } : {}),
      ...(action === 'resource.deleted' ? { before: snapshot(row) } : { after: snapshot(row) }),
    });
  }

  return {
    /** GET resources: what the caller may see, by category; an item with neither address nor file is not shown yet. */
    async library(actor: Actor): Promise<ResourceLibrary> {
      assertCan(canReadLibrary(actor));
      const rows = (await repo.listResources(ctx.db, await audiencesOf(ctx.db, actor.userId))).filter((r) => r.url || r.fileKey);
      const items = rows.map((r) => presentResource(r, fileUrlFor(actor.userId)));
      return { categories: [...new Set(items.map((i) => i.category))].sort((a, b) => a.localeCompare(b)), items };
    },

    /** GET admin/resources: every item, both audiences. */
    async list(actor: Actor): Promise<Resource[]> {
      assertCan(canManageLibrary(actor));
      return (await repo.listResources(ctx.db, ['members', 'leaders'])).map((r) => presentResource(r, fileUrlFor(actor.userId)));
    },

    async create(actor: Actor, input: ResourceInput): Promise<ResourceAnswer> {
      assertCan(canManageLibrary(actor));
      const row = await ctx.db.transaction(async (tx) => {
        const r = await repo.insertResource(tx, { ...input, fileKey: null, mimeType: null });
        await audit(tx, actor, 'resource.created', r);
        return r;
      });
      return { message: t.created, item: presentResource(row, fileUrlFor(actor.userId)) };
    },

    /** PUT admin/resources/{id}: a web address given replaces an uploaded file (deleted after commit). */
    async update(actor: Actor, id: number, input: ResourceInput): Promise<ResourceAnswer> {
      assertCan(canManageLibrary(actor));
      const row = await ctx.db.transaction(async (tx) => {
        const before = await repo.lockResource(tx, id);
        if (!before) throw new NotFoundError(t.notFound);
        const dropFile = input.url !== null && before.fileKey !== null;
        const r = (await repo.updateResource(tx, id, { ...input, ...(dropFile ? { fileKey: null, mimeType: null } : {}) }))!;
        if (dropFile) await ctx.jobs.enqueue(JOB_DELETE_LIBRARY_FILE, { key: before.fileKey! }, { tx });
        await audit(tx, actor, 'resource.updated', r, before);
        return r;
      });
      return { message: t.updated, item: presentResource(row, fileUrlFor(actor.userId)) };
    },

    async remove(actor: Actor, id: number): Promise<OkResponse> {
      assertCan(canManageLibrary(actor));
      await ctx.db.transaction(async (tx) => {
        const row = await repo.deleteResource(tx, id);
        if (!row) throw new NotFoundError(t.notFound);
        if (row.fileKey) await ctx.jobs.enqueue(JOB_DELETE_LIBRARY_FILE, { key: row.fileKey }, { tx });
        await audit(tx, actor, 'resource.deleted', row);
      });
      return { message: t.deleted };
    },

    /** POST admin/resources/{id}/file: a PDF or a video (by its bytes); the resource's kind follows it and its address is cleared. */
    async upload(actor: Actor, id: number, file: Upload | null): Promise<ResourceAnswer> {
      assertCan(canManageLibrary(actor));
      if (!(await repo.findResource(ctx.db, id))) throw new NotFoundError(t.notFound);
      if (!file || file.data.length === 0) throw ValidationError.field('file', t.urlOrFile);
      if (file.oversized || file.data.length > RESOURCE_FILE_MAX_BYTES)
        throw ValidationError.field('file', `The file must be at most ${RESOURCE_FILE_MAX_BYTES / 1024 / 1024} MB`);
      const detected = await detectFileType(file.data);
      const kind = detected ? FILE_KINDS[detected.mime] : undefined;
      if (!detected || !kind) throw ValidationError.field('file', t.fileType);
      let key: string;
      try {
        key = await ctx.storage.put(FOLDER, detected.extension, file.data, { contentType: detected.mime });
      } catch (error) {
        ctx.log.error({ err: error, resourceId: id }, 'library resource: the file could not be stored');
        throw new AppError(503, 'The file could not be saved. Please try again.');
      }
      try {
        const row = await ctx.db.transaction(async (tx) => {
          const before = await repo.lockResource(tx, id);
          if (!before) throw new NotFoundError(t.notFound);
          const r = (await repo.updateResource(tx, id, { fileKey: key, mimeType: detected.mime, kind, url: null }))!;
          if (before.fileKey) await ctx.jobs.enqueue(JOB_DELETE_LIBRARY_FILE, { key: before.fileKey }, { tx });
          await audit(tx, actor, 'resource.file_uploaded', r, before);
          return r;
        });
        return { message: t.uploaded, item: presentResource(row, fileUrlFor(actor.userId)) };
      } catch (error) {
        await ctx.storage.delete(key).catch(() => undefined);
        throw error;
      }
    },

    /** An uploaded file through its signed link: the viewer it was made for must still see the item (leaders' for leaders). */
    async openFile(id: number, q: SignedLinkQuery): Promise<LibraryFile> {
      // public: the signed link names its viewer, whose access is checked again below.
      assertCan(ctx.urlSigner.verifyLink(linkKey(id), q), 'This link has expired. Open the resources page again.', ERROR_CODES.linkExpired);
      const row = await repo.findResource(ctx.db, id);
      if (!row?.fileKey || !row.mimeType) throw new NotFoundError();
      if (row.audience === 'leaders' && !(await audiencesOf(ctx.db, q.uid)).includes('leaders')) throw new NotFoundError();
      const fileName = `${row.title}.${row.fileKey.split('.').pop()}`;
      const presigned = await ctx.storage.signedUrl(row.fileKey, { expiresIn: PRESIGNED_TTL_SECONDS, contentType: row.mimeType, fileName });
      if (presigned) return { redirect: presigned };
      const data = await ctx.storage.get(row.fileKey);
      if (!data) throw new NotFoundError();
      return { data, contentType: row.mimeType, fileName };
    },
  };
}
export type ResourcesService = ReturnType<typeof createResourcesService>;
