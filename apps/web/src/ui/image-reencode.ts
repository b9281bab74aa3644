/**
 * Spec section 5: a picture over 1 MB after capture is re-encoded as JPEG at quality 0.5, otherwise kept at full
 * quality. Re-encoding also applies the photo's orientation and caps the long side at the size the server keeps
 * (2560 px), so a 12-megapixel phone photo travels as a few hundred KB on a slow network.
 */
export const REENCODE_ABOVE_BYTES = 1024 * 1024;
const REDUCED_QUALITY = 0.5;
const FULL_QUALITY = 1;
const MAX_SIDE = 2560;

const SENDABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

export function jpegQualityFor(bytes: number): number {
  return bytes > REENCODE_ABOVE_BYTES ? REDUCED_QUALITY : FULL_QUALITY;
}

/** Whether a picture must be re-encoded before upload (too large, or a format the server does not take). */
export function needsReencode(size: number, type: string): boolean {
  return size > REENCODE_ABOVE_BYTES || !SENDABLE.has(type);
}

/** Output size keeping the aspect ratio with the long side at most `max`. */
export function fitInside(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= max) return { width, height };
  const k = max / long;
  return { width: Math.round(width * k), height: Math.round(height * k) };
}

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/** The picture to upload; when the browser cannot decode it, the original goes and the server explains. */
export async function prepareImage(file: Blob): Promise<Blob> {
  if (!needsReencode(file.size, file.type)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const { width, height } = fitInside(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return file;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await toBlob(canvas, jpegQualityFor(file.size));
  return blob ?? file;
}
