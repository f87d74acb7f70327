import { API_PREFIX, ERROR_CODES, type OkResponse, type Page, type PageQuery, type SignedLinkQuery } from '@holdfast/shared/common';
import {
  COACH_RESOURCE_MAX_BYTES,
  COACH_RESOURCE_MIME,
  COACH_RESOURCE_TYPES,
  coachingApiPaths as paths,
  coachingOpen,
  coachingTexts as t,
  createCoachResourceFieldsSchema,
  type CoachResource,
  type CoachResourceSaved,
  type CoachResourceType,
} from '@holdfast/shared/coaching';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/errors';
import type { UploadForm } from '../../platform/http/multipart';
import { pageOffset, windowPage } from '../../platform/http/paging';
import { parseInput } from '../../platform/http/validation';
import { jobName } from '../../platform/jobs/jobs';
import { detectFileType, type DetectedFile } from '../../platform/storage/file-types';
import { canUseClientPage, canUseCoachCentre } from './coaching.policy';
import { findAcceptedLinkOfClient, findCoachByUser } from './coaching.repository';
import type { CoachingDeps } from './deps';
import { presentCoachResource } from './resources.presenter';
import * as repo from './resources.repository';
import type { CoachResourceRow } from './resources.repository';

/** The form fields POST coach/resources reads beside its file. */
export const COACH_RESOURCE_FIELDS = ['title', 'resource_type', 'external_link'] as const;

/** A removed resource's stored file, deleted once the removal has committed (retried if the store is down). */
export const JOB_DELETE_RESOURCE_FILE = jobName<{ key: string }>('coaching.delete-resource-file');

const FOLDER = 'coach-resources';
/** A resource's file_url works this long (the list is fetched again sooner). */
const FILE_LINK_TTL_SECONDS = 60 * 60;
/** The presigned link a file_url redirects to: long enough for a viewer's range requests, short for a copied address. */
const PRESIGNED_TTL_SECONDS = 5 * 60;

/** What the file_url signature covers: the resource, never a storage key (so no other file route accepts it). */
const linkKey = (id: number) => `coach-resource:${id}`;

/** The file behind a file_url: a redirect to the store's presigned link, or the bytes when the store is the local folder. */
export type CoachResourceFile = { redirect: string } | { data: Buffer; contentType: string; fileName: string };

/**
 * Coach resources (spec 3 sections 2, 5 and 7): a coach's files and links, listed for the coach and
 * for their accepted clients while the coach's centre is open. A file's type is read from its bytes;
 * its file_url is a link signed for the viewer, and opening it checks again that the viewer is still
 * the coach or one of their accepted clients.
 */
export function createCoachResourcesService(ctx: AppContext, deps: CoachingDeps) {
  ctx.jobs.define(JOB_DELETE_RESOURCE_FILE, async ({ key }) => ctx.storage.delete(key));

  /** The viewer's signed file_url of a resource. */
  const fileUrlFor = (viewerId: number) => (row: CoachResourceRow) =>
    ctx.urlSigner.link(viewerId, linkKey(row.id), `${API_PREFIX}/${paths.resourceFile(row.id)}`, FILE_LINK_TTL_SECONDS).url;

  async function page(viewerId: number, coachId: number, q: PageQuery): Promise<Page<CoachResource>> {
    const rows = await repo.listCoachResources(ctx.db, coachId, q.perPage, pageOffset(q.page, q.perPage));
    const fileUrl = fileUrlFor(viewerId);
    return windowPage(
      rows,
      q,
      (row) => presentCoachResource(row, fileUrl),
      () => repo.countCoachResources(ctx.db, coachId),
    );
  }

  /** The file's type from its bytes, or the field's error text (required, too large, not of this resource type). */
  async function checkFile(type: Exclude<CoachResourceType, 'external-link'>, file: UploadForm['file']): Promise<DetectedFile | string> {
    if (file?.oversized || (file && file.data.length > COACH_RESOURCE_MAX_BYTES)) return t.fileTooLarge;
    if (!file || file.data.length === 0) return t.fileRequired;
    const detected = await detectFileType(file.data);
    return detected && COACH_RESOURCE_MIME[type].includes(detected.mime) ? detected : t.fileTypeNotAllowed;
  }

  /** Whether the viewer a link was made for is, now, the coach (centre open) or one of their accepted clients (centre open). */
  async function mayOpen(viewerId: number, coachId: number): Promise<boolean> {
    const coach = await findCoachByUser(ctx.db, viewerId);
    if (coach?.id === coachId)
      return coach.request_status === 'accepted' && coach.is_billing_setup_complete && coachingOpen(coach.subscription_status);
    const link = await findAcceptedLinkOfClient(ctx.db, viewerId);
    return link?.coach_id === coachId && coachingOpen(link.subscription_status);
  }

  return {
    /** GET coach/resources: the coach's own, newest first. */
    async listOwn(actor: Actor, q: PageQuery): Promise<Page<CoachResource>> {
      assertCan(canUseCoachCentre(actor));
      const coach = await deps.gate.coach(actor);
      return page(actor.userId, coach.id, q);
    },

    /** GET coach/client/resources: the caller's accepted coach's, while the coach's centre is open. */
    async listForClient(actor: Actor, q: PageQuery): Promise<Page<CoachResource>> {
      assertCan(canUseClientPage(actor));
      const link = await deps.gate.client(actor);
      return page(actor.userId, link.coach_id, q);
    },

    /** POST coach/resources: a file (its type from its bytes) or an external link (spec 3 section 5's checks, every failing field at once). */
    async create(actor: Actor, form: UploadForm): Promise<CoachResourceSaved> {
      assertCan(canUseCoachCentre(actor));
      const coach = await deps.gate.coach(actor);
      // A form sends an unused field empty: empty is absent.
      const sent = Object.fromEntries(Object.entries(form.fields).filter(([, value]) => value.trim() !== ''));
      const parsed = parseInput(createCoachResourceFieldsSchema, sent);
      const errors: Record<string, string[]> = parsed.ok ? {} : { ...parsed.errors };
      const type = COACH_RESOURCE_TYPES.find((name) => name === sent.resource_type);
      let file: DetectedFile | null = null;
      if (type === 'external-link') {
        if (!sent.external_link) errors.external_link = [t.linkRequired];
      } else if (type) {
        const checked = await checkFile(type, form.file);
        if (typeof checked === 'string') errors.file = [checked];
        else file = checked;
      }
      if (!parsed.ok || Object.keys(errors).length > 0) throw new ValidationError(errors);
      const fields = parsed.value;

      if (fields.resource_type === 'external-link') {
        const row = await repo.insertCoachResource(ctx.db, {
          coachId: coach.id,
          title: fields.title,
          resourceType: 'external-link',
          externalLink: fields.external_link!,
          fileKey: null,
          mimeType: null,
          sizeBytes: null,
        });
        return { message: t.linkSaved, item: presentCoachResource(row, fileUrlFor(actor.userId)) };
      }

      const data = form.file!.data;
      let key: string;
      try {
        key = await ctx.storage.put(FOLDER, file!.extension, data, { contentType: file!.mime });
      } catch (error) {
        ctx.log.error({ err: error, coachId: coach.id }, 'coach resource: the file could not be stored');
        throw new AppError(503, t.fileSaveFailed);
      }
      try {
        const row = await repo.insertCoachResource(ctx.db, {
          coachId: coach.id,
          title: fields.title,
          resourceType: fields.resource_type,
          externalLink: null,
          fileKey: key,
          mimeType: file!.mime,
          sizeBytes: data.length,
        });
        return { message: t.fileUploaded, item: presentCoachResource(row, fileUrlFor(actor.userId)) };
      } catch (error) {
        await ctx.storage.delete(key).catch(() => undefined);
        throw error;
      }
    },

    /** DELETE coach/resources/{id}: one of the coach's own (another coach's is 404); its stored file goes once the row has. */
    async remove(actor: Actor, id: number): Promise<OkResponse> {
      assertCan(canUseCoachCentre(actor));
      const coach = await deps.gate.coach(actor);
      await ctx.db.transaction(async (tx) => {
        const removed = await repo.deleteCoachResource(tx, coach.id, id);
        if (!removed) throw new NotFoundError();
        if (removed.file_key) await ctx.jobs.enqueue(JOB_DELETE_RESOURCE_FILE, { key: removed.file_key }, { tx });
      });
      return { message: t.resourceRemoved };
    },

    /**
     * A resource's file through its file_url. No bearer token (an <img>, an <iframe> or a new tab
     * cannot send one): the signature, made for one viewer when they listed the resources, is checked,
     * then that the viewer still is the coach or one of their accepted clients (a removed client's
     * link stops working at once).
     */
    async openFile(id: number, q: SignedLinkQuery): Promise<CoachResourceFile> {
      // public: the signed link names its viewer, whose access is checked again below.
      assertCan(ctx.urlSigner.verifyLink(linkKey(id), q), t.resourceLinkExpired, ERROR_CODES.linkExpired);
      const row = await repo.findCoachResource(ctx.db, id);
      if (!row?.file_key || !row.mime_type || !(await mayOpen(q.uid, row.coach_id))) throw new NotFoundError();
      const fileName = `${row.title}.${row.file_key.split('.').pop()}`;
      const contentType = row.mime_type === 'text/plain' ? 'text/plain; charset=utf-8' : row.mime_type;
      const presigned = await ctx.storage.signedUrl(row.file_key, { expiresIn: PRESIGNED_TTL_SECONDS, contentType, fileName });
      if (presigned) return { redirect: presigned };
      const data = await ctx.storage.get(row.file_key);
      if (!data) throw new NotFoundError();
      return { data, contentType, fileName };
    },
  };
}
export type CoachResourcesService = ReturnType<typeof createCoachResourcesService>;
