import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { normalise, similarity } from './port';
import { SandboxFaces } from './sandbox';

/** A photo-like picture of its own per seed: coarse random blocks and fine grain. */
async function picture(seed: number, width = 480, height = 640): Promise<Buffer> {
  let x = seed * 7919 + 17;
  const rnd = () => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return (x >> 16) & 0xff;
  };
  const raw = Buffer.alloc(width * height * 3);
  const block = 32;
  const cols = Math.ceil(width / block);
  const coarse = Array.from({ length: cols * Math.ceil(height / block) * 3 }, rnd);
  for (let i = 0, p = 0; p < width * height; p++) {
    const c = (Math.floor(Math.floor(p / width) / block) * cols + Math.floor((p % width) / block)) * 3;
    for (let ch = 0; ch < 3; ch++) raw[i++] = Math.round(coarse[c + ch]! * 0.7 + rnd() * 0.3);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const faces = new SandboxFaces();

describe('the sandbox face engine', () => {
  it('is deterministic: the same bytes give the same unit vector', async () => {
    const img = await picture(1);
    const a = (await faces.embed(img))!.vector;
    const b = (await faces.embed(img))!.vector;
    expect(Array.from(a)).toEqual(Array.from(b));
    expect(similarity(a, a)).toBeCloseTo(1, 5);
  });

  it('matches the same photo re-encoded, resized or converted, above the threshold', async () => {
    const img = await picture(2);
    const base = (await faces.embed(img))!.vector;
    const variants = [
      await sharp(img).jpeg({ quality: 55 }).toBuffer(),
      await sharp(img).resize(240).jpeg().toBuffer(),
      await sharp(img).png().toBuffer(),
    ];
    for (const v of variants) expect(similarity(base, (await faces.embed(v))!.vector)).toBeGreaterThanOrEqual(faces.threshold);
  });

  it('does not match different photos (40 pictures, 780 pairs: none at the threshold)', async () => {
    const vectors = await Promise.all(Array.from({ length: 40 }, async (_, i) => (await faces.embed(await picture(100 + i)))!.vector));
    let best = -1;
    for (let i = 0; i < vectors.length; i++)
      for (let j = i + 1; j < vectors.length; j++) best = Math.max(best, similarity(vectors[i]!, vectors[j]!));
    expect(best).toBeLessThan(faces.threshold);
  });

  it('finds no face in a flat image or in bytes that are no image', async () => {
    const flat = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c8c8c8' } })
      .jpeg()
      .toBuffer();
    expect(await faces.embed(flat)).toBeNull();
    expect(await faces.embed(Buffer.from('not an image'))).toBeNull();
  });

  it('compares only vectors of one length, and refuses a zero vector', () => {
    expect(similarity(new Float32Array([1, 0]), new Float32Array([1, 0, 0]))).toBe(0);
    expect(normalise(new Float32Array(4))).toBeNull();
    expect(Array.from(normalise(new Float32Array([3, 4]))!)).toEqual([0.6000000238418579, 0.800000011920929]);
  });
});
