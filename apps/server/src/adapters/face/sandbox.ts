import sharp from 'sharp';
import { type FaceEmbedding, type FacePort, normalise } from './port';

/**
 * The offline face engine (the default, and every test's): no model, so it does not recognise faces. It is
 * faithful to the port's contract instead: the embedding is derived deterministically from the image (a 16x16
 * grey thumbnail, mean removed, unit length), so the same photo (re-encoded, resized) matches itself and a
 * different photo does not; a blank or flat image is "no face". The real engine is adapters/face/human.ts.
 */
const SIDE = 16;
/** Re-encodings and resizes of one photo score above 0.99 here; two different photos rarely pass 0.9. */
const THRESHOLD = 0.97;
/** A standard deviation of the thumbnail below this (out of 255) is a flat image: no face. */
const FLAT = 4;

export class SandboxFaces implements FacePort {
  readonly engine = 'sandbox-v1';
  readonly threshold = THRESHOLD;

  async embed(jpeg: Buffer): Promise<FaceEmbedding | null> {
    let data: Buffer;
    try {
      data = await sharp(jpeg).greyscale().resize(SIDE, SIDE, { fit: 'fill' }).raw().toBuffer();
    } catch {
      return null;
    }
    const v = new Float32Array(SIDE * SIDE);
    let mean = 0;
    for (let i = 0; i < v.length; i++) mean += data[i]!;
    mean /= v.length;
    let variance = 0;
    for (let i = 0; i < v.length; i++) {
      v[i] = data[i]! - mean;
      variance += v[i]! * v[i]!;
    }
    if (Math.sqrt(variance / v.length) < FLAT) return null;
    const vector = normalise(v);
    return vector ? { vector } : null;
  }
}
