import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HumanFaces, packageDir } from './human';
import { similarity } from './port';

/**
 * The on-premises engine on real faces: the only face photos on this machine are the ones @vladmandic/human ships in
 * its npm package (assets/screenshot-facematch.jpg, a grid of 108 face crops from its sample photos; decision 0068).
 * Row 0 holds photos of one man taken at different times; row 1, column 6, a woman.
 */
const grid = path.join(packageDir('@vladmandic/human'), 'assets/screenshot-facematch.jpg');

async function tile(row: number, col: number): Promise<Buffer> {
  return sharp(grid)
    .extract({ left: Math.round(col * 106.67), top: 280 + row * 112, width: 106, height: 112 })
    .resize(224)
    .extend({ top: 48, bottom: 48, left: 48, right: 48, background: '#808080' })
    .jpeg({ quality: 92 })
    .toBuffer();
}

describe('the @vladmandic/human face engine (WebAssembly, models from the package)', () => {
  const faces = new HumanFaces();

  it('matches one man in two different photos, not a different person, and finds no face in a wall', async () => {
    const a = (await faces.embed(await tile(0, 0)))!;
    const b = (await faces.embed(await tile(0, 2)))!;
    const other = (await faces.embed(await tile(1, 6)))!;
    expect(a.vector).toHaveLength(1024);
    expect(similarity(a.vector, b.vector)).toBeGreaterThanOrEqual(faces.threshold);
    expect(similarity(a.vector, other.vector)).toBeLessThan(faces.threshold);
    const again = (await faces.embed(
      await sharp(await tile(0, 0))
        .resize(200)
        .jpeg({ quality: 60 })
        .toBuffer(),
    ))!;
    expect(similarity(a.vector, again.vector)).toBeGreaterThan(0.8);
    const wall = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#9a8f80' } })
      .jpeg()
      .toBuffer();
    expect(await faces.embed(wall)).toBeNull();
    expect(await faces.embed(Buffer.from('not an image'))).toBeNull();
  }, 120_000);
});
