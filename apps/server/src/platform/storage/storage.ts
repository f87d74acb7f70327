import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** How a private file's link asks the browser to show it. */
export interface SignedUrlOptions {
  /** Seconds the link works (S3 allows at most 7 days). */
  expiresIn: number;
  /** The type the file is served as (S3 answers it instead of the stored one). */
  contentType?: string;
  /** The name the browser shows or saves it under (Content-Disposition). */
  fileName?: string;
}

/**
 * Where uploaded files live. Keys are `<folder>/<32 hex>.<extension>`, made by `put` and checked by
 * every other call, so no key names a path outside the store.
 */
export interface Storage {
  /** `local`: a folder (the dev default, served through the app's own signed links); `s3`: a bucket. */
  readonly kind: 'local' | 's3';
  /** Stores bytes under a fresh key in `folder`; returns the key. */
  put(folder: string, extension: string, data: Buffer, opts?: { contentType?: string }): Promise<string>;
  /** The bytes under `key`, or null when there are none (or the key is not one `put` makes). */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is no error (a second delete does nothing). */
  delete(key: string): Promise<void>;
  /**
   * A link the browser fetches the file from directly (an S3 presigned GET), or null when the store
   * has none: the local folder is served through the app's routes and platform/resources' signed links.
   */
  signedUrl(key: string, opts: SignedUrlOptions): Promise<string | null>;
  /** Throws unless the store takes writes (readiness, platform/health): the folder is writable, or the bucket answers a HEAD. */
  check(signal?: AbortSignal): Promise<void>;
  /** Frees the store's connections (app close). */
  close(): void;
}

const KEY_PATTERN = /^[a-z0-9-]+\/[a-f0-9]{32}\.[a-z0-9]{2,5}$/;
const FOLDER_PATTERN = /^[a-z0-9-]+$/;
const EXTENSION_PATTERN = /^[a-z0-9]{2,5}$/;

/** Whether `key` is one `put` makes (and so names nothing outside the store). */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A fresh random key in `folder`; the folder and extension are the caller's constants, checked. */
export function newStorageKey(folder: string, extension: string): string {
  if (!FOLDER_PATTERN.test(folder) || !EXTENSION_PATTERN.test(extension))
    throw new Error(`Bad storage folder or extension: ${folder} ${extension}`);
  return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
}

/**
 * A Content-Disposition that shows the file (`inline`) under `fileName` made plain: accents dropped,
 * anything but letters, digits, space, `.`, `_` and `-` replaced by `_`, at most 100 characters.
 * Plain on purpose: the header travels in a presigned query too, and S3-compatible servers differ
 * in how they sign `'`, `(`, `)`, `*` and `!` (so no RFC 5987 `filename*=UTF-8''…`).
 */
export function inlineDisposition(fileName: string): string {
  const plain = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._-]/g, '_')
    .trim()
    .slice(0, 100);
  return `inline; filename="${plain || 'file'}"`;
}

/** Local-folder storage (the dev default). Keys are random and checked, so no path can escape the folder. */
export function createLocalStorage(root: string): Storage {
  return {
    kind: 'local',
    async put(folder, extension, data) {
      const key = newStorageKey(folder, extension);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      return key;
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        return await readFile(path.join(root, key));
      } catch {
        return null;
      }
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      try {
        await unlink(path.join(root, key));
      } catch (error) {
        if ((error as { code?: string }).code !== 'ENOENT') throw error;
      }
    },
    async signedUrl() {
      return null;
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    close() {},
  };
}
