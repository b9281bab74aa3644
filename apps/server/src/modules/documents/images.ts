import { availableParallelism } from 'node:os';
import type { BlobKind } from '@gm/contracts/checkin';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../platform/errors';

/**
 * What an uploaded image goes through before anything is stored: magic bytes, a polyglot check (bytes of another
 * format hidden after the image or inside it), decoding with sharp under a pixel limit, an optional usability check,
 * then a fresh JPEG: orientation applied, long side at most 2560 px, EXIF/GPS/XMP dropped (sharp writes no metadata
 * unless asked), quality 50 when the upload was over 1 MB, else 90 (spec section 5: over 1 MB at 0.5).
 */

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
const MAX_INPUT_PIXELS = 50_000_000;
const MAX_OUTPUT_SIDE = 2560;
const HIGH_QUALITY = 90;
const REDUCED_QUALITY = 50;
const REDUCE_ABOVE_BYTES = 1024 * 1024;
/** validate=true: a document photo smaller than this on its short side, or its long side, cannot be read. */
const MIN_SHORT_SIDE = 240;
const MIN_LONG_SIDE = 320;
/** Luminance standard deviation (0-255) below which a picture is blank or uniform. */
const MIN_STDEV = 6;

// Decoded images are not kept between requests: memory stays flat under many concurrent uploads.
sharp.cache(false);

/**
 * At most this many images are decoded at once per process (one per core, at most 2): a 12 MP photo decodes to
 * ~36 MB, and more parallel decodes than cores add memory without adding throughput. Others wait their turn.
 */
const MAX_PARALLEL = Math.max(1, Math.min(2, availableParallelism()));
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await fn();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export type ImageFormat = 'jpeg' | 'png' | 'webp';

function sniffImage(buf: Buffer): ImageFormat | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

interface Structure {
  /** Offset just after the image's last byte, null when the structure is broken. */
  end: number | null;
  /** Metadata and unknown parts (JPEG segments, PNG chunks, WebP chunks), never the compressed pixels. */
  meta: Buffer[];
}

const PNG_PIXEL_CHUNKS = new Set(['IDAT', 'fdAT']);
const WEBP_PIXEL_CHUNKS = new Set(['VP8 ', 'VP8L', 'ALPH', 'ANMF']);

/** Walks the file by its own structure. */
function scanStructure(buf: Buffer, format: ImageFormat): Structure {
  const meta: Buffer[] = [];
  if (format === 'png') {
    let pos = 8;
    while (pos + 12 <= buf.length) {
      const len = buf.readUInt32BE(pos);
      const type = buf.toString('latin1', pos + 4, pos + 8);
      if (!PNG_PIXEL_CHUNKS.has(type)) meta.push(buf.subarray(pos + 8, Math.min(buf.length, pos + 8 + len)));
      pos += 12 + len;
      if (type === 'IEND') return { end: pos <= buf.length ? pos : null, meta };
    }
    return { end: null, meta };
  }
  if (format === 'webp') {
    const riffEnd = 8 + buf.readUInt32LE(4);
    let pos = 12;
    while (pos + 8 <= Math.min(riffEnd, buf.length)) {
      const type = buf.toString('latin1', pos, pos + 4);
      const len = buf.readUInt32LE(pos + 4);
      if (!WEBP_PIXEL_CHUNKS.has(type)) meta.push(buf.subarray(pos + 8, Math.min(buf.length, pos + 8 + len)));
      pos += 8 + len + (len % 2);
    }
    return { end: riffEnd <= buf.length ? riffEnd + (riffEnd % 2) : null, meta };
  }
  let pos = 2;
  while (pos + 1 < buf.length) {
    if (buf[pos] !== 0xff) return { end: null, meta };
    while (buf[pos + 1] === 0xff) pos++;
    const marker = buf[pos + 1]!;
    if (marker === 0xd9) return { end: pos + 2, meta };
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      pos += 2;
      continue;
    }
    if (pos + 4 > buf.length) return { end: null, meta };
    const len = buf.readUInt16BE(pos + 2);
    if (marker !== 0xda) meta.push(buf.subarray(pos + 4, Math.min(buf.length, pos + 2 + len)));
    pos += 2 + len;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed byte or a restart marker.
      while (pos + 1 < buf.length && !(buf[pos] === 0xff && buf[pos + 1] !== 0x00 && !(buf[pos + 1]! >= 0xd0 && buf[pos + 1]! <= 0xd7)))
        pos++;
    }
  }
  return { end: null, meta };
}

/** Markup and script openings: searched only in metadata and after the image (compressed pixels match short strings by chance). */
const FOREIGN_TEXT = [
  '<?php',
  '<?=',
  '<script',
  '<html',
  '<!doctype',
  '<iframe',
  '<svg',
  '<%@',
  '<% ',
  'javascript:',
  '<body',
  '<object',
  '<embed',
];
const FOREIGN_BINARY = [
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.from('PK\x05\x06', 'latin1'),
  Buffer.from('%PDF-', 'latin1'),
  Buffer.from('\x7fELF', 'latin1'),
  Buffer.from('Rar!', 'latin1'),
  Buffer.from('7z\xbc\xaf', 'latin1'),
];
/** Also refused when the data right after the image starts with them. */
const FOREIGN_AT_TAIL_START = [Buffer.from('MZ', 'latin1'), Buffer.from('#!', 'latin1'), Buffer.from('<', 'latin1')];

function hasForeign(part: Buffer): boolean {
  const lower = part.toString('latin1').toLowerCase();
  return FOREIGN_TEXT.some((s) => lower.includes(s)) || FOREIGN_BINARY.some((sig) => part.includes(sig));
}

/**
 * Why the file is more than an image, or null: markup, script or another format's signature in the metadata
 * (the PHP-in-a-comment polyglot) or right after the image's end (an appended archive or executable), or a ZIP
 * end record near the end of the file. Trailing camera data (e.g. a motion-photo video) is allowed: only the first
 * 4 KB after the image are searched.
 */
export function foreignContent(buf: Buffer, format: ImageFormat): string | null {
  const { end, meta } = scanStructure(buf, format);
  if (meta.some(hasForeign)) return 'foreign data in the metadata';
  if (buf.subarray(Math.max(0, buf.length - 65_557)).includes(Buffer.from('PK\x05\x06', 'latin1'))) return 'zip end record';
  if (end !== null && end < buf.length) {
    const tail = buf.subarray(end, end + 4096);
    if (hasForeign(tail) || FOREIGN_AT_TAIL_START.some((sig) => tail.indexOf(sig) === 0)) return 'data after the image';
  }
  return null;
}

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  quality: number;
}

const fail = (key: string, httpStatus = 422, params: Record<string, string | number> = {}) => new AppError(key, { httpStatus, params });

async function usability(input: Buffer, kind: ImageUse): Promise<void> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(256, 256, { fit: 'inside' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let sum = 0;
  let sq = 0;
  for (const v of data) {
    sum += v;
    sq += v * v;
  }
  const n = info.width * info.height * info.channels;
  const stdev = Math.sqrt(Math.max(0, sq / n - (sum / n) ** 2));
  if (stdev < MIN_STDEV) throw fail(kind === 'personsign' ? 'documents.blank_signature' : 'documents.blank');
}

/** A guest document's kind, or a hotel's logo (institutions' basic settings). */
export type ImageUse = BlobKind | 'logo';

/** maxSide: the long side's limit (default 2560 px; a logo needs far less). */
export function processImage(input: Buffer, opts: { kind: ImageUse; validate: boolean; maxSide?: number }): Promise<ProcessedImage> {
  return inTurn(() => processNow(input, opts));
}

async function processNow(input: Buffer, opts: { kind: ImageUse; validate: boolean; maxSide?: number }): Promise<ProcessedImage> {
  if (input.length === 0) throw fail('documents.no_file', 400);
  if (input.length > MAX_UPLOAD_BYTES) throw fail('documents.too_large', 413, { mb: MAX_UPLOAD_BYTES / 1024 / 1024 });
  const format = sniffImage(input);
  if (!format) throw fail('documents.not_image', 415);
  if (foreignContent(input, format)) throw fail('documents.polyglot');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw fail('documents.corrupt');
  }
  if (meta.format !== format || !meta.width || !meta.height) throw fail('documents.corrupt');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw fail('documents.too_many_pixels', 413);
  const rotated = (meta.orientation ?? 1) >= 5;
  const w = rotated ? meta.height : meta.width;
  const h = rotated ? meta.width : meta.height;
  try {
    if (opts.validate && opts.kind !== 'personsign' && (Math.min(w, h) < MIN_SHORT_SIDE || Math.max(w, h) < MIN_LONG_SIDE)) {
      throw fail('documents.too_small');
    }
    if (opts.validate || opts.kind === 'personsign' || opts.kind === 'personface') await usability(input, opts.kind);
    const quality = input.length > REDUCE_ABOVE_BYTES ? REDUCED_QUALITY : HIGH_QUALITY;
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .rotate()
      .resize(opts.maxSide ?? MAX_OUTPUT_SIDE, opts.maxSide ?? MAX_OUTPUT_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, chromaSubsampling: quality >= HIGH_QUALITY ? '4:4:4' : '4:2:0' })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, quality };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fail('documents.corrupt');
  }
}
