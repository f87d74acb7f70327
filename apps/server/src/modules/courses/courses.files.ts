import { Readable } from 'node:stream';
import { findResourceFile, type ResourceFile } from '../../platform/resources/resource-files';
import type { Storage } from '../../platform/storage/storage';

/**
 * Course files: the shipped assets (plain names in apps/server/assets/courses) and the files an admin
 * uploaded through platform/storage. An upload's file key is `upload-<32 hex>.<ext>` (no separator, so
 * it fits the signed-link routes' file key), stored under `course-files/<32 hex>.<ext>`.
 */
export const COURSE_FILES_FOLDER = 'course-files';
const UPLOAD_KEY = /^upload-([a-f0-9]{32})\.(webm|mp4|pdf|png|jpg|gif|webp)$/;
const TYPES: Record<string, string> = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export function fileKeyOfStorageKey(storageKey: string): string {
  const [, name] = storageKey.split('/');
  return `upload-${name}`;
}

function storageKeyOf(fileKey: string): { key: string; ext: string } | null {
  const m = UPLOAD_KEY.exec(fileKey);
  return m ? { key: `${COURSE_FILES_FOLDER}/${m[1]}.${m[2]}`, ext: m[2]! } : null;
}

/** A course file by key (shipped or uploaded), or null. An upload is read whole (the limits keep it small enough). */
export async function findCourseFile(storage: Storage, fileKey: string): Promise<ResourceFile | null> {
  const upload = storageKeyOf(fileKey);
  if (!upload) return findResourceFile(fileKey);
  const data = await storage.get(upload.key);
  if (!data) return null;
  return {
    size: data.length,
    contentType: TYPES[upload.ext]!,
    open: (range) => Readable.from(range ? data.subarray(range.start, range.end + 1) : data),
  };
}
