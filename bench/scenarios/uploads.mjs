// Guest document upload: a 12-megapixel camera JPEG (~4 MB) through POST /documentosUploader?validate=true.
// Figures: server time per upload (sequential; client on the same machine, so it is the server's time plus
// localhost transfer) and the server's peak RSS while 20 uploads run at once. Goals: p50 <= 300 ms, RSS < 600 MB.
import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const WIDTH = 4000;
const HEIGHT = 3000;

/** A camera-like 12 MP JPEG: coarse structure plus grain, at the quality that lands near 4 MB. */
async function cameraJpeg() {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  let x = 987654321;
  const rnd = () => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return (x >> 16) & 0xff;
  };
  const block = 48;
  const cols = Math.ceil(WIDTH / block) + 1;
  const coarse = Array.from({ length: cols * (Math.ceil(HEIGHT / block) + 1) * 3 }, rnd);
  for (let py = 0; py < HEIGHT; py++) {
    for (let px = 0; px < WIDTH; px++) {
      const c = (Math.floor(py / block) * cols + Math.floor(px / block)) * 3;
      const i = (py * WIDTH + px) * 3;
      for (let ch = 0; ch < 3; ch++) raw[i + ch] = Math.round(coarse[c + ch] * 0.82 + rnd() * 0.18);
    }
  }
  let best = null;
  for (const quality of [70, 78, 85, 90]) {
    const jpeg = await sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (!best || Math.abs(jpeg.length - 4e6) < Math.abs(best.length - 4e6)) best = jpeg;
  }
  return best;
}

function multipart(data) {
  const boundary = '----gmbench7d2f';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  return { body: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

/** The server process the bench runner started (its child running the server bundle). */
function serverPid() {
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid && readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('dist/main.js')) return Number(d);
    } catch {}
  }
  return null;
}

function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

let state;

export default {
  name: 'uploads',
  async prepare(ctx) {
    const { rows } = await ctx.pool.query(`SELECT id FROM institutions WHERE name = 'Hotel Demo' ORDER BY id LIMIT 1`);
    const hotel = rows[0].id;
    const voucher = `BENCH-UP-${Date.now().toString(36)}`;
    const b = await ctx.pool.query(
      `INSERT INTO bookings (institution_id, voucher, check_in, check_out, search_text) VALUES ($1, $2, current_date + 1, current_date + 3, lower($2)) RETURNING id`,
      [hotel, voucher],
    );
    await ctx.pool.query(`INSERT INTO booking_persons (booking_id, institution_id, position, name) VALUES ($1, $2, 0, 'Bench Uploader')`, [
      b.rows[0].id,
      hotel,
    ]);
    const t = await fetch(`${ctx.baseUrl}/booking/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ h: 'hotel-demo', voucher, nome: 'Bench Uploader' }),
    });
    const token = (await t.json()).token;
    if (!token) throw new Error('no booking token for the upload scenario');
    const jpeg = await cameraJpeg();
    state = { token, jpeg, pid: serverPid() };
    ctx.log(`\n## uploads (POST /documentosUploader?validate=true, ${WIDTH}x${HEIGHT} JPEG of ${(jpeg.length / 1e6).toFixed(2)} MB)`);
  },
  async run(ctx) {
    const { token, jpeg, pid } = state;
    const { body, type } = multipart(jpeg);
    const send = async () => {
      const t0 = performance.now();
      const r = await fetch(`${ctx.baseUrl}/documentosUploader?validate=true`, {
        method: 'POST',
        headers: { 'content-type': type, authorization: `Bearer ${token}` },
        body,
      });
      const text = await r.text();
      if (r.status !== 200) throw new Error(`upload answered ${r.status}: ${text.slice(0, 200)}`);
      return performance.now() - t0;
    };
    await send();
    const n = ctx.quick ? 8 : 25;
    const times = [];
    for (let i = 0; i < n; i++) times.push(await send());
    times.sort((a, b) => a - b);
    ctx.log(
      `sequential x${n}: p50 ${pct(times, 50).toFixed(0)} ms, p90 ${pct(times, 90).toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms (goal p50 <= 300 ms)`,
    );

    const before = pid ? rssMb(pid) : null;
    let peak = before ?? 0;
    const sampler = setInterval(() => {
      const v = pid ? rssMb(pid) : null;
      if (v && v > peak) peak = v;
    }, 20);
    const rounds = ctx.quick ? 1 : 3;
    const t0 = performance.now();
    const all = [];
    for (let r = 0; r < rounds; r++) all.push(...(await Promise.all(Array.from({ length: 20 }, send))));
    clearInterval(sampler);
    const wall = (performance.now() - t0) / 1000;
    all.sort((a, b) => a - b);
    ctx.log(
      `20 concurrent x${rounds}: ${(all.length / wall).toFixed(1)} uploads/s, latency p50 ${pct(all, 50).toFixed(0)} ms, p99 ${pct(all, 99).toFixed(0)} ms; ` +
        (pid
          ? `server RSS ${before?.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (goal < 600 MB)`
          : 'server RSS: server process not found'),
    );
  },
};
