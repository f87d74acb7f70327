import { fileTypeFromBuffer } from 'file-type';

/** What a file's bytes say it is: its MIME type and the extension it is stored under. */
export interface DetectedFile {
  mime: string;
  extension: string;
}

/** The stream every Word 97–2003 document holds, as its directory entry names it (UTF-16LE). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The type of a file read from its bytes alone, never its name or the content type a client sent:
 * magic numbers through `file-type` (images, PDF, docx read from the zip's own content types),
 * a Word 97–2003 document as a compound file holding a `WordDocument` stream, and plain text as
 * valid UTF-8 with no control characters but tab, line feed, form feed and carriage return.
 * Null when the bytes are none of these, or empty.
 */
export async function detectFileType(data: Buffer): Promise<DetectedFile | null> {
  if (data.length === 0) return null;
  const found = await fileTypeFromBuffer(data);
  if (found) {
    if (found.mime === 'application/x-cfb')
      return data.includes(WORD_STREAM) ? { mime: 'application/msword', extension: 'doc' } : { mime: found.mime, extension: 'cfb' };
    return { mime: found.mime, extension: found.ext === 'jpeg' ? 'jpg' : found.ext };
  }
  return isPlainText(data) ? { mime: 'text/plain', extension: 'txt' } : null;
}

function isPlainText(data: Buffer): boolean {
  let text: string;
  try {
    text = utf8.decode(data);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}
