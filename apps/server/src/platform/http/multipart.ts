import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@holdfast/shared/common';
import { AppError, ValidationError } from './errors';

export const MULTIPART_UNREADABLE = 'The upload could not be read. Please try again.';
export const MULTIPART_ONE_FILE = 'Send one file only.';

/** A file a route read from a multipart body; `oversized` when it was over the route's limit (the service answers 422 with its text). */
export interface Upload {
  mimetype: string;
  data: Buffer;
  oversized?: boolean;
}

/** A multipart body the parser could not read (no boundary, a boundary over 254 characters, cut short, a broken part header). */
export class MalformedMultipartError extends AppError {
  constructor() {
    super(400, MULTIPART_UNREADABLE, ERROR_CODES.malformedMultipart);
  }
}

/**
 * What a multipart route adds to its schema (`schema: { ...uploadSchema('profile_picture', MAX), summary, … }`):
 * the OpenAPI document says which field takes the file and how large it may be (`x-upload`), so the
 * fuzzing test finds every upload route by itself.
 */
export function uploadSchema(field: string, maxBytes: number): Record<string, unknown> {
  return { 'x-upload': { field, maxBytes } };
}

/**
 * The one reader of multipart bodies: the file in `field`, or null when the body is not multipart
 * or holds no such file (the service answers that the field is required). The whole body is read:
 * a second file is refused (422, 'Send one file only.'), a body the parser cannot read is a 400 with
 * a clear text, never a 500. Other fields are ignored.
 */
export async function readSingleFile(req: FastifyRequest, field: string, maxBytes: number): Promise<Upload | null> {
  return (await readUploadForm(req, field, maxBytes, [])).file;
}

/** The text fields of an upload form, by name (absent ones are missing), and its one file. */
export interface UploadForm {
  file: Upload | null;
  fields: Record<string, string>;
}

/** The longest text field an upload form reads; a longer one is cut here (the service's length check refuses it). */
const FIELD_MAX_BYTES = 8 * 1024;

/**
 * readSingleFile with the form's text fields too: the first value of each name in `fieldNames`
 * (other fields are ignored), for a form that sends its fields beside the file (title, type, link).
 * The fields are as sent: the service checks them against the contract's schema (`parseInput`).
 */
export async function readUploadForm(
  req: FastifyRequest,
  field: string,
  maxBytes: number,
  fieldNames: readonly string[],
): Promise<UploadForm> {
  const fields: Record<string, string> = {};
  if (!req.isMultipart()) return { file: null, fields };
  let found: Upload | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, fieldSize: FIELD_MAX_BYTES, files: 2, fields: 10, parts: 20 } })) {
      if (part.type !== 'file') {
        if (fieldNames.includes(part.fieldname) && !Object.hasOwn(fields, part.fieldname) && typeof part.value === 'string')
          fields[part.fieldname] = part.value;
        continue;
      }
      if (found || part.fieldname !== field) {
        // Drained so the parser goes on; a file in another field counts as one too many.
        await part.toBuffer().catch(() => undefined);
        if (found) throw ValidationError.field(field, MULTIPART_ONE_FILE);
        continue;
      }
      try {
        found = { mimetype: part.mimetype, data: await part.toBuffer() };
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        found = { mimetype: part.mimetype, data: Buffer.alloc(0), oversized: true };
      }
    }
  } catch (error) {
    // The parser reports a file over the limit once more when the body ends: the answer stays the service's 422.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      return { file: { mimetype: found?.mimetype ?? '', data: Buffer.alloc(0), oversized: true }, fields };
    throw asClientError(error, field);
  }
  return { file: found, fields };
}

/** What went wrong reading the body, as the client's error: the parser's own limits keep their 4xx, anything else it threw is a malformed body. */
function asClientError(error: unknown, field: string): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_FILES_LIMIT') return ValidationError.field(field, MULTIPART_ONE_FILE);
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error;
  return new MalformedMultipartError();
}
