import sharp, { type Sharp } from 'sharp';

export type ImageType = 'image/webp' | 'image/png' | 'image/jpeg' | 'image/gif' | 'image/bmp';

/** What a stored image is served as: its content type and file extension. */
export interface CleanImage {
  data: Buffer;
  contentType: 'image/webp' | 'image/png' | 'image/jpeg' | 'image/gif';
  extension: 'webp' | 'png' | 'jpg' | 'gif';
}

/** The type the first bytes claim (a cheap first filter; decoding below is the proof). */
export function sniffImage(data: Buffer): ImageType | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  if (data.length >= 2 && data.subarray(0, 2).toString('latin1') === 'BM') return 'image/bmp';
  return null;
}

/** Uncompressed 24/32-bit BMP (what image editors write) to RGB pixels; libvips has no BMP reader. */
function decodeBmp(data: Buffer): { pixels: Buffer; width: number; height: number } | null {
  if (data.length < 54) return null;
  const offset = data.readUInt32LE(10);
  const width = data.readInt32LE(18);
  const rawHeight = data.readInt32LE(22);
  const bpp = data.readUInt16LE(28);
  const compression = data.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  if (width <= 0 || height === 0 || width * height > MAX_PIXELS || (bpp !== 24 && bpp !== 32) || (compression !== 0 && compression !== 3))
    return null;
  const bytes = bpp / 8;
  const stride = Math.ceil((width * bytes) / 4) * 4;
  if (offset + stride * height > data.length) return null;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const row = offset + stride * (rawHeight > 0 ? height - 1 - y : y);
    for (let x = 0; x < width; x++) {
      const src = row + x * bytes;
      const dst = (y * width + x) * 3;
      pixels[dst] = data[src + 2]!;
      pixels[dst + 1] = data[src + 1]!;
      pixels[dst + 2] = data[src]!;
    }
  }
  return { pixels, width, height };
}

const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 1024;

/**
 * Decodes the whole image and encodes a new one (at most 1024 px a side, turned upright). This
 * proves the bytes are an image (an image header followed by HTML is refused or loses the HTML)
 * and drops every piece of metadata (EXIF with GPS position, comments, colour profiles).
 * Null when the bytes are not a readable image of an accepted type.
 */
export async function reencodeImage(data: Buffer): Promise<CleanImage | null> {
  const type = sniffImage(data);
  if (!type) return null;
  try {
    let input: Sharp;
    if (type === 'image/bmp') {
      const bmp = decodeBmp(data);
      if (!bmp) return null;
      input = sharp(bmp.pixels, { raw: { width: bmp.width, height: bmp.height, channels: 3 } });
    } else {
      const animated = type === 'image/gif' || type === 'image/webp';
      input = sharp(data, { failOn: 'error', limitInputPixels: MAX_PIXELS, animated });
      const meta = await input.metadata();
      // The decoder must agree with the sniffed type (no SVG or TIFF through a PNG name).
      if (`image/${meta.format === 'jpeg' ? 'jpeg' : meta.format}` !== type) return null;
    }
    const resized = input.rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    switch (type) {
      case 'image/jpeg':
        return { data: await resized.jpeg({ quality: 85 }).toBuffer(), contentType: 'image/jpeg', extension: 'jpg' };
      case 'image/webp':
        return { data: await resized.webp({ quality: 85 }).toBuffer(), contentType: 'image/webp', extension: 'webp' };
      case 'image/gif':
        return { data: await resized.gif().toBuffer(), contentType: 'image/gif', extension: 'gif' };
      default:
        return { data: await resized.png().toBuffer(), contentType: 'image/png', extension: 'png' };
    }
  } catch {
    return null;
  }
}

/** Content type of a stored image by its extension (set by reencodeImage). */
export function storedImageType(key: string): string | null {
  const ext = key.split('.').pop() ?? '';
  return ({ png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as Record<string, string>)[ext] ?? null;
}
