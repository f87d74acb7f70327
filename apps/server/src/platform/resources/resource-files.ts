import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { COURSE_ASSETS_DIR } from '../paths';

export { COURSE_ASSETS_DIR };

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

export interface ResourceFile {
  size: number;
  contentType: string;
  open(range?: { start: number; end: number }): NodeJS.ReadableStream;
}

/** A shipped file by key; keys are plain file names (no separators), so nothing outside the folder is reachable. */
export function findResourceFile(fileKey: string, dir = COURSE_ASSETS_DIR): ResourceFile | null {
  if (!/^[A-Za-z0-9._-]+$/.test(fileKey) || fileKey.startsWith('.')) return null;
  const file = path.join(dir, fileKey);
  if (!existsSync(file)) return null;
  const size = statSync(file).size;
  return {
    size,
    contentType: TYPES[path.extname(fileKey).toLowerCase()] ?? 'application/octet-stream',
    open: (range) => createReadStream(file, range),
  };
}

/** Parses a single "bytes=a-b" range; null means the whole file, 'invalid' means 416. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}
