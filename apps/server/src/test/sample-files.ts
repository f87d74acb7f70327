import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * Small real files of each kind the uploads check, made here (no binary fixtures): their first
 * bytes are what the format says, so a check that reads bytes sees what a real file shows it.
 */

export const samplePdf = (size?: number) => {
  const body = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return size && size > body.length ? Buffer.concat([body, Buffer.alloc(size - body.length, 0x20)]) : body;
};

export const samplePng = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
export const sampleJpeg = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#c63' } })
    .jpeg()
    .toBuffer();
export const sampleGif = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#3c6' } })
    .gif()
    .toBuffer();
export const sampleWebp = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#63c' } })
    .webp()
    .toBuffer();

/** A 2×2 24-bit BMP. */
export function sampleBmp(): Buffer {
  const rowBytes = 8; // 2 pixels × 3 bytes, padded to 4
  const pixels = Buffer.alloc(rowBytes * 2, 0x7f);
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}

/** A Windows program's first bytes (the MZ and PE headers). */
export function sampleExe(): Buffer {
  const exe = Buffer.alloc(512);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  return exe;
}

export const sampleText = () => Buffer.from('Week one\n\tStay close to your group.\r\nCall your partner — every day.\n', 'utf8');

/** A zip of stored (uncompressed) entries, as Office writes its documents' parts. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A Word document (.docx): its content types name the word-processing main part. */
export const sampleDocx = () =>
  zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Week one</w:t></w:r></w:p></w:body></w:document>',
  });

/** A spreadsheet (.xlsx): an Office zip, but not a document. */
export const sampleXlsx = () =>
  zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    'xl/workbook.xml': '<?xml version="1.0" encoding="UTF-8"?><workbook/>',
  });

/** A compound file (Office 97–2003) whose directory names `stream`: `WordDocument` for a .doc, `Workbook` for an .xls. */
export function sampleCompoundFile(stream: 'WordDocument' | 'Workbook'): Buffer {
  const file = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 24); // minor version
  file.writeUInt16LE(0x0003, 26); // major version 3
  file.writeUInt16LE(0xfffe, 28); // little-endian
  file.writeUInt16LE(9, 30); // 512-byte sectors
  // The directory sector: Root Entry, then the stream's entry (names in UTF-16LE).
  const directory = 1024;
  Buffer.from('Root Entry', 'utf16le').copy(file, directory);
  Buffer.from(stream, 'utf16le').copy(file, directory + 128);
  return file;
}
