import { describe, expect, it } from 'vitest';
import {
  sampleBmp,
  sampleCompoundFile,
  sampleDocx,
  sampleExe,
  sampleGif,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleText,
  sampleWebp,
  sampleXlsx,
} from '../../test/sample-files';
import { detectFileType } from './file-types';

describe('a file type read from its bytes', () => {
  it('knows the images, PDF, Word documents and plain text', async () => {
    expect(await detectFileType(await samplePng())).toEqual({ mime: 'image/png', extension: 'png' });
    expect(await detectFileType(await sampleJpeg())).toEqual({ mime: 'image/jpeg', extension: 'jpg' });
    expect(await detectFileType(await sampleGif())).toEqual({ mime: 'image/gif', extension: 'gif' });
    expect(await detectFileType(await sampleWebp())).toEqual({ mime: 'image/webp', extension: 'webp' });
    expect(await detectFileType(sampleBmp())).toEqual({ mime: 'image/bmp', extension: 'bmp' });
    expect(await detectFileType(samplePdf())).toEqual({ mime: 'application/pdf', extension: 'pdf' });
    expect(await detectFileType(sampleDocx())).toEqual({
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
    });
    expect(await detectFileType(sampleCompoundFile('WordDocument'))).toEqual({ mime: 'application/msword', extension: 'doc' });
    expect(await detectFileType(sampleText())).toEqual({ mime: 'text/plain', extension: 'txt' });
  });

  it('names other formats as what they are, never as an accepted type', async () => {
    expect((await detectFileType(sampleExe()))?.mime).toBe('application/x-msdownload');
    expect((await detectFileType(sampleXlsx()))?.mime).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect((await detectFileType(sampleCompoundFile('Workbook')))?.mime).toBe('application/x-cfb');
  });

  it('is not plain text with control characters, broken UTF-8 or nothing at all', async () => {
    expect(await detectFileType(Buffer.from([0x68, 0x69, 0x00, 0x01]))).toBeNull();
    expect(await detectFileType(Buffer.from([0x68, 0xc3, 0x28]))).toBeNull();
    expect(await detectFileType(Buffer.alloc(0))).toBeNull();
  });
});
