/**
 * npm run bench:face -w apps/server: the on-premises face engine (FACE_ENGINE=human) on the only real face photos this
 * machine has, the 108 face crops of @vladmandic/human's assets/screenshot-facematch.jpg (decision 0068). Prints:
 * - FRR on the same capture (each crop against 4 variants: smaller and recompressed, darker, rotated 8 degrees,
 *   mirrored), an optimistic figure;
 * - FRR across different photos of one man (row 0, columns 0-10: 11 photos, 55 pairs, labelled by eye);
 * - FAR over the pairs outside rows 0-1 (those rows hold many photos of the same few men, unlabelled). The crops
 *   are not labelled by identity, so some "impostor" pairs are one person in two photos: the FAR is an upper bound;
 * - the time per embedding and per search against 1,000 stored embeddings.
 * --quick: rows 0 and 2 only. Figures only, no pass/fail.
 */
import path from 'node:path';
import sharp from 'sharp';
import { HumanFaces, packageDir } from '../src/adapters/face/human';
import { similarity } from '../src/adapters/face/port';

const quick = process.argv.includes('--quick');
const grid = path.join(packageDir('@vladmandic/human'), 'assets/screenshot-facematch.jpg');
const faces = new HumanFaces();

async function tile(row: number, col: number): Promise<Buffer> {
  return sharp(grid)
    .extract({ left: Math.round(col * 106.67), top: 280 + row * 112, width: Math.min(106, 1920 - Math.round(col * 106.67)), height: 112 })
    .resize(224)
    .extend({ top: 48, bottom: 48, left: 48, right: 48, background: '#808080' })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const rows = quick ? [0, 2] : [0, 1, 2, 3, 4, 5];
const enrolled: { row: number; col: number; v: Float32Array }[] = [];
const genuine: number[] = [];
const times: number[] = [];
let missed = 0;
const t0 = performance.now();
await faces.embed(await tile(0, 0));
const loadMs = performance.now() - t0;
for (const row of rows)
  for (let col = 0; col < 18; col++) {
    const img = await tile(row, col);
    const s = performance.now();
    const e = await faces.embed(img);
    times.push(performance.now() - s);
    if (!e) {
      missed++;
      continue;
    }
    enrolled.push({ row, col, v: e.vector });
    const variants = [
      await sharp(img).resize(200).jpeg({ quality: 60 }).toBuffer(),
      await sharp(img).modulate({ brightness: 0.75 }).jpeg({ quality: 80 }).toBuffer(),
      await sharp(img).rotate(8, { background: '#808080' }).jpeg({ quality: 85 }).toBuffer(),
      await sharp(img).flop().jpeg({ quality: 85 }).toBuffer(),
    ];
    for (const v of variants) {
      const p = await faces.embed(v);
      genuine.push(p ? similarity(e.vector, p.vector) : -1);
    }
  }
const cross: number[] = [];
const impostor: number[] = [];
for (let i = 0; i < enrolled.length; i++)
  for (let j = i + 1; j < enrolled.length; j++) {
    const a = enrolled[i]!;
    const b = enrolled[j]!;
    const s = similarity(a.v, b.v);
    if (a.row === 0 && b.row === 0 && a.col <= 10 && b.col <= 10) cross.push(s);
    else if (!(a.row <= 1 && b.row <= 1)) impostor.push(s);
  }
const pct = (n: number, d: number) => `${d ? ((100 * n) / d).toFixed(2) : '-'}% (${n}/${d})`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(`model load and first photo: ${loadMs.toFixed(0)} ms; crops without a face found: ${missed} of ${times.length}`);
console.log(`embedding per photo: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`);
for (const th of [0.5, 0.55, faces.threshold, 0.65, 0.7])
  console.log(
    `threshold ${th}: FRR same capture ${pct(genuine.filter((s) => s < th).length, genuine.length)}; ` +
      `FRR across photos ${pct(cross.filter((s) => s < th).length, cross.length)}; FAR (upper bound) ${pct(impostor.filter((s) => s >= th).length, impostor.length)}`,
  );
// A search: one embedding, then the comparison with a hotel's index of 1,000 stored embeddings.
const index = Array.from({ length: 1000 }, (_, i) => enrolled[i % enrolled.length]!.v);
const probe = await tile(0, 1);
const s = performance.now();
const e = await faces.embed(probe);
let best = -1;
for (const v of index) best = Math.max(best, e ? similarity(e.vector, v) : -1);
console.log(`one search (embedding + 1,000 comparisons): ${(performance.now() - s).toFixed(0)} ms (best ${best.toFixed(3)})`);
